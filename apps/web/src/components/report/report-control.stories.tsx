import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { demoCarListing, reportRoutes } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ReportControl } from './report-control.tsx'

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        link: 'الإبلاغ عن هذا الإعلان',
        seller: 'الإبلاغ عن هذا البائع',
        sold: 'مُباع بالفعل',
        send: 'إرسال البلاغ',
        already: 'سبق أن أبلغت عن هذا، وسيراجعه فريق الإشراف.',
        thanks: 'شكرًا على بلاغك',
        note: 'بيع الأسبوع الماضي في معرض بدبي',
      }
    : {
        link: 'Report this listing',
        seller: 'Report this seller',
        sold: 'Already sold',
        send: 'Send the report',
        already: 'You have already reported this. Our moderators will look at it.',
        thanks: 'Thank you for your report',
        note: 'Sold last week at a showroom in Dubai',
      }

const open = `/details/car/${demoCarListing._id}?report=1`

/**
 * Report a listing or a seller (docs/adr/0035-trust-and-safety.md): a quiet link that opens the form in
 * place through `?report=1`, which the server renders open too.
 */
const meta = {
  title: 'Web/Trust/Report',
  component: ReportControl,
  args: { target: { listingId: demoCarListing._id } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
    withAppProviders,
  ],
  parameters: { app: { route: open, routes: { 'POST /reports': reportRoutes.thanks } } },
} satisfies Meta<typeof ReportControl>

export default meta
type Story = StoryObj<typeof meta>

/** The link, under the seller's card: small, muted, a flag before its words. */
export const Link: Story = {
  args: { target: { sellerId: demoCarListing.customer!._id } },
  parameters: { app: { route: '/profile/1?page=2' } },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: words(globals.locale).seller })
    await expect(link).toHaveAttribute('href', '/profile/1?page=2&report=1')
  },
}

/** Open: the seven reasons, the optional note with its count, Send and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const form = canvas.getByRole('region', { name: words(globals.locale).link })
    await expect(within(form).getAllByRole('radio')).toHaveLength(7)
    await expect(within(form).getByRole('button', { name: words(globals.locale).send })).toBeEnabled()
  },
}

/** A second report of the same listing: the refusal in words under the form, the choice and the note kept. */
export const AlreadyReported: Story = {
  parameters: { app: { route: open, routes: { 'POST /reports': reportRoutes.alreadyReported } } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: w.sold }))
    await userEvent.type(canvas.getByRole('textbox'), w.note)
    await userEvent.click(canvas.getByRole('button', { name: w.send }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(w.already)
    await expect(canvas.getByRole('textbox')).toHaveValue(w.note)
    await userEvent.click(canvas.getByRole('textbox'))
  },
}

/** Sent: the thanks, in the page's language, with the focus on it and a way to close. */
export const Thanks: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: w.sold }))
    await userEvent.click(canvas.getByRole('button', { name: w.send }))
    await expect(await canvas.findByRole('heading', { name: w.thanks })).toHaveFocus()
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}
