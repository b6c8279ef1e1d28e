import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import {
  demoHiddenListing,
  demoModerator,
  demoSuspendedHistory,
  moderationRoutes,
} from '#testing/moderation-fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { SellerHistoryPage } from './seller-history-page.tsx'
import { withConsole } from './story-console.tsx'

const route = `/moderation/sellers/${demoCustomer._id}`

const meta = {
  title: 'Web/Moderation/Seller history',
  component: SellerHistoryPage,
  args: { sellerId: demoCustomer._id },
  decorators: [withConsole, withAppProviders],
  parameters: { app: { user: demoModerator, route, routes: moderationRoutes } },
} satisfies Meta<typeof SellerHistoryPage>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        suspend: 'إيقاف البائع',
        reinstate: 'إعادة تفعيل البائع',
        restore: 'إعادة دبي AA 7777',
        hidden: 'مخفي: إعلان مكرر',
        bySuspension: 'مخفي بسبب إيقاف البائع',
        verified: 'مالك موثَّق',
        actioned: 'اتُّخذ إجراء',
        about: 'عن دبي AA 7777',
        decisions: 'القرارات',
        duplicate: 'إخفاء إعلان',
        good: 'في وضع جيد',
        suspended: /موقوف منذ 22 نوفمبر 2026/,
        restoreDialog: 'إعادة هذا الإعلان',
        restoreSave: 'إعادة الإعلان',
      }
    : {
        suspend: 'Suspend seller',
        reinstate: 'Reinstate seller',
        restore: 'Restore Dubai AA 7777',
        hidden: 'Hidden: Duplicate listing',
        bySuspension: "Hidden with the seller's suspension",
        verified: 'Verified owner',
        actioned: 'Acted on',
        about: 'About Dubai AA 7777',
        decisions: 'Decisions',
        duplicate: 'Hid a listing',
        good: 'In good standing',
        suspended: /Suspended since 22 Nov 2026/,
        restoreDialog: 'Restore this listing',
        restoreSave: 'Restore listing',
      }

/** A seller in good standing: their account, a hidden listing (why, and Restore), the reports and the decisions. */
export const InGoodStanding: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: demoCustomer.username })).toBeVisible()
    await expect(canvas.getByText(w.good)).toBeVisible()
    await expect(canvas.getByRole('button', { name: w.suspend })).toBeVisible()
    await expect(canvas.getByText(w.hidden)).toBeVisible()
    await expect(canvas.getByText(w.verified)).toBeVisible()
    await expect(canvas.getByRole('button', { name: w.restore })).toBeVisible()
    await expect(canvas.getByText(w.actioned)).toBeVisible()
    await expect(canvas.getByText(w.about)).toBeVisible()
    const decisions = canvas.getByRole('table', { name: w.decisions })
    await expect(within(decisions).getByRole('rowheader', { name: w.duplicate })).toBeVisible()
  },
}

/** A suspended seller: since when and why, Reinstate instead of Suspend, every listing hidden with them. */
export const Suspended: Story = {
  parameters: {
    app: {
      user: demoModerator,
      route,
      routes: {
        ...moderationRoutes,
        [`GET /moderation/sellers/${demoCustomer._id}`]: { body: { data: demoSuspendedHistory } },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(w.suspended)).toBeVisible()
    await expect(canvas.getByRole('button', { name: w.reinstate })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: w.suspend })).toBeNull()
    await expect(canvas.getByText(w.bySuspension)).toBeVisible()
    // Listings come back with the seller: none offers Restore on its own.
    await expect(canvas.queryByRole('button', { name: w.restore })).toBeNull()
  },
}

const restoring = createFakeApi({
  ...moderationRoutes,
  [`PUT /moderation/listings/${demoHiddenListing._id}/restore`]: {
    body: { data: demoHiddenListing, priceHistory: [] },
  },
})

/** Restore asks for a note only, sends it, and closes. */
export const Restore: Story = {
  parameters: { app: { user: demoModerator, route, api: restoring.api } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: w.restore }))
    const dialog = await screen.findByRole('dialog', { name: w.restoreDialog })
    await settleAnimations()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not a duplicate after all.')
    await userEvent.click(within(dialog).getByRole('button', { name: w.restoreSave }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const call = restoring.calls.find((one) => one.method === 'PUT')!
    await expect(call.path).toBe(`/moderation/listings/${demoHiddenListing._id}/restore`)
    await expect(JSON.parse(call.body)).toEqual({ note: 'Not a duplicate after all.' })
  },
}

/** An id no seller has. */
export const NotFound: Story = {
  args: { sellerId: '00000000-0000-4000-8000-000000000000' },
  parameters: {
    app: {
      user: demoModerator,
      route: '/moderation/sellers/00000000-0000-4000-8000-000000000000',
      routes: {
        'GET /moderation/sellers/00000000-0000-4000-8000-000000000000': {
          status: 404,
          body: { code: 'customerNotFound', message: 'No account', requestId: 'story' },
        },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(globals.locale === 'ar' ? 'لا يوجد بائع بهذا المعرّف.' : 'No seller has this id.'),
    ).toBeVisible()
  },
}
