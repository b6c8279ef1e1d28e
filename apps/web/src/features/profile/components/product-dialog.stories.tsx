import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ProductDialog } from './product-dialog.tsx'

const meta = {
  title: 'Web/Profile/Product dialog',
  component: ProductDialog,
  args: { open: true, onOpenChange: fn(), isOrder: false },
  parameters: { screenshot: { fullPage: true } },
  decorators: [withAppProviders],
} satisfies Meta<typeof ProductDialog>

export default meta
type Story = StoryObj<typeof meta>

/** "Add New Product": prices shown; city and code for plates. */
export const AddNewProduct: Story = {
  play: async ({ globals }) => {
    const ar = globals.locale === 'ar'
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(dialog).toBeVisible()
    await expect(screen.getByLabelText(ar ? 'السعر (درهم)' : 'Price (AED)')).toBeVisible()
    await expect(screen.getByLabelText(ar ? 'الرمز' : 'Code')).toBeDisabled()
  },
}

/** "I Need Pay Product": a wanted request has no prices. */
export const INeedPayProduct: Story = {
  args: { isOrder: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    await expect(dialog).toBeVisible()
    await expect(screen.queryByLabelText(globals.locale === 'ar' ? 'السعر (درهم)' : 'Price (AED)')).toBeNull()
  },
}
