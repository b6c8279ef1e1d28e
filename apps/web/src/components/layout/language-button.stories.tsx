import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { LanguageButton } from './language-button.tsx'

const meta = {
  title: 'Web/Layout/Language button',
  component: LanguageButton,
  decorators: [withAppProviders],
} satisfies Meta<typeof LanguageButton>

export default meta
type Story = StoryObj<typeof meta>

/** It names the other language, in that language. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button')
    await expect(button).toHaveTextContent(globals.locale === 'ar' ? 'English' : 'العربية')
    await expect(button).toHaveAttribute('lang', globals.locale === 'ar' ? 'en' : 'ar')
  },
}
