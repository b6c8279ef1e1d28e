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

/** It names the other language, in that language, and links to the same page in it (for before the script runs). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const other = globals.locale === 'ar' ? 'en' : 'ar'
    const link = canvas.getByRole('link')
    await expect(link).toHaveAccessibleName(other === 'en' ? 'English' : 'العربية')
    await expect(link).toHaveAttribute('lang', other)
    await expect(link.getAttribute('href')).toMatch(new RegExp(`[?&]lang=${other}$`))
  },
}
