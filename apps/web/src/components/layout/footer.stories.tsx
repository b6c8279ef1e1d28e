import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { Footer } from './footer.tsx'

const meta = {
  title: 'Web/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders],
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** The three link groups (the legal documents and the transfer costs among them), the contact details from configuration and © 2025. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3)
    await expect(canvas.getByText(/2025/)).toBeVisible()
    // The legal documents, each at its own page.
    await expect(canvas.getByRole('link', { name: ar ? 'شروط الخدمة' : 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(canvas.getByRole('link', { name: ar ? 'سياسة الخصوصية' : 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(canvas.getByRole('link', { name: ar ? 'سياسة الاسترداد' : 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    )
    await expect(canvas.getByRole('link', { name: ar ? 'تكاليف نقل الملكية' : 'Transfer Costs' })).toHaveAttribute(
      'href',
      '/transfer-costs',
    )
  },
}
