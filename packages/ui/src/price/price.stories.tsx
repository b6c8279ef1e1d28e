import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Price } from './price.tsx'

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 125000, oldAmount: 150000, language: 'en', oldPriceLabel: 'Was' },
  render: (args, { globals }) =>
    globals.locale === 'ar' ? <Price {...args} language="ar" oldPriceLabel="كان" /> : <Price {...args} />,
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const WithOldPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('deletion')).toBeVisible()
  },
}

export const WithoutOldPrice: Story = { args: { oldAmount: null } }

export const Fractions: Story = { args: { amount: 2499.5, oldAmount: 3000.756 } }

/** The tag of a listing whose last price change was a drop (cards and detail pages). */
export const PriceDropped: Story = {
  args: { oldAmount: null },
  render: (args, { globals }) =>
    globals.locale === 'ar' ? (
      <Price {...args} language="ar" oldPriceLabel="كان" dropLabel="انخفض السعر" />
    ) : (
      <Price {...args} dropLabel="Price dropped" />
    ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'ar' ? 'انخفض السعر' : 'Price dropped')).toBeVisible()
  },
}
