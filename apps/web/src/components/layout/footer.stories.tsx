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

/** The three link groups, the contact details from configuration and © 2025. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3)
    await expect(canvas.getByText(/2025/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'سياسة الخصوصية' : 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/contact',
    )
  },
}
