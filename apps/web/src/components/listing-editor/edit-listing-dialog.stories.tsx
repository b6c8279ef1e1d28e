import type { PriceGuide } from '@raqam/api/schema'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoCarListing } from '#testing/fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { EditListingDialog } from './edit-listing-dialog.tsx'

/** What numbers like the listing's ask and sold for, above the fields. */
const guide: PriceGuide = {
  enough: true,
  minimum: 5,
  comparables: 23,
  sales: 4,
  low: 180000,
  typical: 240000,
  high: 310000,
  examples: [
    {
      _id: '3f1c2a9e-6b1d-4c8a-9f00-1b2c3d4e5f60',
      category: 'car',
      city: 'dubai',
      code: 'AA',
      operator: null,
      number: '555',
      price: 245000,
      kind: 'sale',
      at: '2026-06-01T09:00:00.000Z',
    },
  ],
}

const meta = {
  title: 'Web/Listing editor/Edit listing dialog',
  component: EditListingDialog,
  args: { open: true, onOpenChange: fn(), listing: demoCarListing },
  parameters: { screenshot: { fullPage: true }, app: { routes: { 'GET /prices/guide': { body: guide } } } },
  decorators: [withAppProviders],
} satisfies Meta<typeof EditListingDialog>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        price: 'السعر (درهم)',
        titleAr: 'العنوان (بالعربية)',
        shared: 'مُشارَك: يراه الجميع',
        save: 'حفظ',
        titleMissing: 'اكتب عنوانًا.',
        priceMissing: 'الإعلان المعروض للبيع يحتاج إلى سعر.',
        withdrawn: 'هذا الإعلان مسحوب. أعِده لتشاركه من جديد.',
        budget: 'الميزانية (درهم)',
        budgetDecimals: 'الميزانية بخانتين عشريتين على الأكثر.',
        guide: 'كم يساوي؟',
        how: 'كيف نقدّر',
      }
    : {
        price: 'Price (AED)',
        titleAr: 'Title (Arabic)',
        shared: 'Shared: visible to everybody',
        save: 'Save',
        titleMissing: 'Type a title.',
        priceMissing: 'A listing for sale needs a price.',
        withdrawn: 'This listing is withdrawn. Restore it to share it again.',
        budget: 'Budget (AED)',
        budgetDecimals: 'A budget has at most 2 decimals.',
        guide: 'What is it worth?',
        how: 'How we estimate',
      }

/** A listing for sale: its words, prices and sharing as they are now; the number is not in the form. */
export const ListingForSale: Story = {
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(within(dialog).getByLabelText(w.price)).toHaveValue(String(demoCarListing.newPrice))
    await expect(within(dialog).getByLabelText(w.shared)).toBeChecked()
    await expect(within(dialog).queryByLabelText(/^(Number|الرقم)$/)).toBeNull()
    // The listing's fair-price guide, under the price being changed.
    const region = await within(dialog).findByRole('region', { name: w.guide })
    await expect(within(region).getByRole('link', { name: w.how })).toHaveAttribute('href', '/how-we-estimate')
  },
}

/** Save with a blank title and price: each says why beside it, and the first takes the focus. */
export const Problems: Story = {
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await userEvent.clear(within(dialog).getByLabelText(w.titleAr))
    await userEvent.clear(within(dialog).getByLabelText(w.price))
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }))
    await expect(within(dialog).getByText(w.titleMissing)).toBeVisible()
    await expect(within(dialog).getByText(w.priceMissing)).toBeVisible()
    await waitFor(() => expect(within(dialog).getByLabelText(w.titleAr)).toHaveFocus())
  },
}

/** A withdrawn listing: sharing waits for Restore, and says so. */
export const Withdrawn: Story = {
  args: { listing: { ...demoCarListing, withdrawn: true, status: false } },
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    const shared = within(dialog).getByLabelText(w.shared)
    await expect(shared).toBeDisabled()
    await expect(shared).not.toBeChecked()
    await expect(shared).toHaveAccessibleDescription(w.withdrawn)
  },
}

const wantedRequest = {
  ...demoCarListing,
  isOrder: true,
  oldPrice: null,
  newPrice: null,
  budget: 80000,
  titleEn: 'Wanted: Dubai AA 777',
  titleAr: 'مطلوب: دبي AA 777',
}

/** A wanted request: no prices, its budget to change or clear; a budget with three decimals says why once left. */
export const WantedRequest: Story = {
  args: { listing: wantedRequest },
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(within(dialog).queryByLabelText(w.price)).toBeNull()
    const budget = within(dialog).getByLabelText(w.budget)
    await expect(budget).toHaveValue('80000')
    await userEvent.clear(budget)
    await userEvent.type(budget, '75000.125')
    await userEvent.tab()
    await expect(within(dialog).getByText(w.budgetDecimals)).toBeVisible()
  },
}
