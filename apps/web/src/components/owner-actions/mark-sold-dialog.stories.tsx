import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoCarListing } from '#testing/fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { MarkSoldDialog } from './mark-sold-dialog.tsx'

const meta = {
  title: 'Web/Owner actions/Mark sold dialog',
  component: MarkSoldDialog,
  args: { open: true, onOpenChange: fn(), listing: demoCarListing },
  parameters: { screenshot: { fullPage: true } },
  decorators: [withAppProviders],
} satisfies Meta<typeof MarkSoldDialog>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        price: 'بيع بسعر (درهم)',
        publish: 'انشر هذا السعر في سجل أسعار البيع',
        save: 'تحديد كمباع',
        needsPrice: 'اكتب السعر الذي بيع به لنشره.',
      }
    : {
        price: 'Sold for (AED)',
        publish: 'Publish this price on the sold prices record',
        save: 'Mark as sold',
        needsPrice: 'Type the price it sold for to publish it.',
      }

/** A listing for sale: the optional price, and the choice to publish it (not ticked), explained. */
export const ListingForSale: Story = {
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(within(dialog).getByLabelText(w.price)).toHaveValue('')
    await expect(within(dialog).getByRole('checkbox', { name: w.publish })).not.toBeChecked()
  },
}

/** Publishing without a price: the price field says why and takes the focus; the choice is kept. */
export const PublishWithoutPrice: Story = {
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: w.publish }))
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }))
    await expect(within(dialog).getByText(w.needsPrice)).toBeVisible()
    await waitFor(() => expect(within(dialog).getByLabelText(w.price)).toHaveFocus())
    await expect(within(dialog).getByRole('checkbox', { name: w.publish })).toBeChecked()
  },
}

/** A wanted request: no price to give, only the confirmation. */
export const WantedRequest: Story = {
  args: { listing: { ...demoCarListing, isOrder: true, newPrice: null, oldPrice: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(within(dialog).queryByRole('textbox')).toBeNull()
    await expect(within(dialog).queryByRole('checkbox')).toBeNull()
  },
}
