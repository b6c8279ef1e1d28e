import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoHiddenListing } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { HiddenListingPage, HiddenNotice } from './hidden-listing.tsx'

/** A listing the moderators hid: the page everybody else gets (410), and its owner's notice. */
const meta = {
  title: 'Web/Trust/Hidden listing',
  component: HiddenNotice,
  args: { hidden: demoHiddenListing.hidden! },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
    withAppProviders,
  ],
} satisfies Meta<typeof HiddenNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The owner's notice: buyers no longer see it, why (in words), the moderators' note and when. */
export const OwnerNotice: Story = {
  play: async ({ canvasElement, globals }) => {
    const notice = within(canvasElement).getByRole('region', {
      name: globals.locale === 'ar' ? 'أخفى فريق الإشراف هذا الإعلان' : 'Our moderators hid this listing',
    })
    await expect(notice).toHaveTextContent(globals.locale === 'ar' ? 'سعر أو رقم غير صحيح' : 'Wrong price or number')
    await expect(notice).toHaveTextContent(demoHiddenListing.hidden!.note)
  },
}

/** Hidden with the whole account, suspended: said, with whom to ask. */
export const Suspended: Story = {
  args: { hidden: { reason: 'scam', note: '', at: '2026-11-21T08:00:00.000Z', bySuspension: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'ar' ? 'حسابك موقوف' : 'Your account is suspended')
  },
}

/** Everybody else: the listing was removed, and the way on to the shop or home. */
export const RemovedPage: Story = {
  render: () => <HiddenListingPage category="car" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: ar ? 'أزال فريق الإشراف هذا الإعلان' : 'This listing was removed by our moderators',
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'تصفح المتجر' : 'Browse the shop' })).toHaveAttribute(
      'href',
      '/shop',
    )
  },
}
