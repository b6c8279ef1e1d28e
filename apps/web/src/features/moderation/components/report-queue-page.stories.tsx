import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCarListing } from '#testing/fixtures.ts'
import { demoModerator, moderationRoutes } from '#testing/moderation-fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ReportQueuePage } from './report-queue-page.tsx'
import { withConsole } from './story-console.tsx'

const meta = {
  title: 'Web/Moderation/Report queue',
  component: ReportQueuePage,
  decorators: [withConsole, withAppProviders],
  parameters: { app: { user: demoModerator, route: '/moderation', routes: moderationRoutes } },
} satisfies Meta<typeof ReportQueuePage>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        heading: 'البلاغات',
        plate: 'دبي AA 777',
        three: '3 بلاغات مفتوحة',
        reason: 'ليس ملكًا للبائع',
        visitor: /من زائر/,
        next: 'الصفحة التالية',
        hide: 'إخفاء الإعلان',
        dismiss: 'رفض البلاغات',
        save: 'إخفاء الإعلان',
        dialog: 'إخفاء هذا الإعلان',
        dismissDialog: 'رفض البلاغات',
        dismissSave: 'رفض البلاغات',
        reasonField: 'السبب',
        chooseReason: 'اختر سببًا.',
        note: 'ملاحظة (اختيارية)',
        scam: 'احتيال أو انتحال شخصية',
        alreadyHidden: 'هذا الإعلان مخفي بالفعل',
        tabs: 'لوحة الإشراف',
      }
    : {
        heading: 'Reports',
        plate: 'Dubai AA 777',
        three: '3 open reports',
        reason: "Not the owner's to sell",
        visitor: /By a visitor/,
        next: 'Next page',
        hide: 'Hide listing',
        dismiss: 'Dismiss',
        save: 'Hide listing',
        dialog: 'Hide this listing',
        dismissDialog: 'Dismiss the reports',
        dismissSave: 'Dismiss reports',
        reasonField: 'Reason',
        chooseReason: 'Choose a reason.',
        note: 'Note (optional)',
        scam: 'Scam or impersonation',
        alreadyHidden: 'This listing is already hidden',
        tabs: 'Moderation console',
      }

/** Opens a decision on the group of `subject` and returns its dialog, settled. */
async function openDecision(canvasElement: HTMLElement, subject: string, button: string, dialog: string) {
  const group = (await within(canvasElement).findByRole('heading', { level: 2, name: subject })).closest('article')!
  await userEvent.click(within(group).getByRole('button', { name: button }))
  const opened = await screen.findByRole('dialog', { name: dialog })
  await settleAnimations()
  return opened
}

/** Most reported first: each group's listing or seller, its count, every report in words, and the decisions. */
export const Queue: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    const first = (await canvas.findByRole('heading', { level: 2, name: w.plate })).closest('article')!
    await expect(within(first).getByText(w.three)).toBeVisible()
    await expect(within(first).getAllByText(w.reason)).toHaveLength(2)
    await expect(within(first).getAllByText(w.visitor)).toHaveLength(2)
    // A note is the reporter's text, shown as text: markup in it stays letters.
    await expect(within(first).getByText(/I never listed it\. <b>Call me<\/b>/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: w.next })).toHaveAttribute('href', '/moderation?page=2')
    const tabs = canvas.getByRole('navigation', { name: w.tabs })
    await expect(within(tabs).getAllByRole('link')).toHaveLength(2)
    await expect(within(tabs).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page')
  },
}

/** Nothing waiting. */
export const Empty: Story = {
  parameters: {
    app: {
      user: demoModerator,
      route: '/moderation',
      routes: {
        'GET /moderation/reports': {
          body: { data: [], paginationResult: { total: 0, currentPage: 1, numberOfPage: 0, limit: 12 } },
        },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(globals.locale === 'ar' ? /لا بلاغات مفتوحة/ : /No open reports/),
    ).toBeVisible()
  },
}

/** Hiding asks for the reason the seller is told: Save without one says so and puts the focus on it. */
export const HideAsksForAReason: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const dialog = await openDecision(canvasElement, w.plate, w.hide, w.dialog)
    await userEvent.type(within(dialog).getByLabelText(w.note), 'Please send the ownership certificate.')
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }))
    await expect(await within(dialog).findByText(w.chooseReason)).toBeVisible()
    await waitFor(() => expect(within(dialog).getByLabelText(w.reasonField)).toHaveFocus())
    await expect(within(dialog).getByLabelText(w.note)).toHaveValue('Please send the ownership certificate.')
  },
}

const refused = createFakeApi({
  ...moderationRoutes,
  [`PUT /moderation/listings/${demoCarListing._id}/hide`]: {
    status: 409,
    body: { code: 'alreadyHidden', message: 'This listing is already hidden', requestId: 'story' },
  },
})

/** A refusal is said in the dialog, in the page's language, and everything typed stays. */
export const HideRefused: Story = {
  parameters: { screenshot: { fullPage: true }, app: { user: demoModerator, route: '/moderation', api: refused.api } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const dialog = await openDecision(canvasElement, w.plate, w.hide, w.dialog)
    await userEvent.selectOptions(within(dialog).getByLabelText(w.reasonField), w.scam)
    await userEvent.type(within(dialog).getByLabelText(w.note), 'Copied photos')
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(w.alreadyHidden)
    const call = refused.calls.at(-1)!
    await expect(call.path).toBe(`/moderation/listings/${demoCarListing._id}/hide`)
    await expect(JSON.parse(call.body)).toEqual({ reason: 'scam', note: 'Copied photos' })
    await expect(within(dialog).getByLabelText(w.reasonField)).toHaveValue('scam')
    await expect(within(dialog).getByLabelText(w.note)).toHaveValue('Copied photos')
  },
}

const dismissing = createFakeApi({
  ...moderationRoutes,
  'POST /moderation/reports/dismiss': { body: { message: 'Dismissed' } },
})

/** Dismissing sends the group's target and the note; the dialog closes and the focus returns to the page's heading. */
export const Dismissed: Story = {
  parameters: { app: { user: demoModerator, route: '/moderation', api: dismissing.api } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const dialog = await openDecision(canvasElement, w.plate, w.dismiss, w.dismissDialog)
    await userEvent.type(within(dialog).getByLabelText(w.note), 'The seller sent the certificate.')
    await userEvent.click(within(dialog).getByRole('button', { name: w.dismissSave }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(JSON.parse(dismissing.calls.find((call) => call.method === 'POST')!.body)).toEqual({
      listingId: demoCarListing._id,
      note: 'The seller sent the certificate.',
    })
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: w.heading })).toHaveFocus())
  },
}
