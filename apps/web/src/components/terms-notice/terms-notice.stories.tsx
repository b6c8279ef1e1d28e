import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { demoCustomer } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { TermsNotice } from './terms-notice.tsx'

const meta = {
  title: 'Web/Layout/Terms notice',
  component: TermsNotice,
  parameters: { layout: 'fullscreen', app: { user: { ...demoCustomer, termsVersion: '0.9' } } },
  decorators: [withAppProviders],
} satisfies Meta<typeof TermsNotice>

export default meta
type Story = StoryObj<typeof meta>

/** A customer who accepted an earlier version: which version is in force, a link to read it, Accept. */
export const NewVersion: Story = {
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(
      canvas.getByRole('region', { name: ar ? 'حدّثنا شروط الاستخدام' : 'We have updated our Terms of Use' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: ar ? 'اقرأ شروط الاستخدام' : 'Read the Terms of Use' }),
    ).toHaveAttribute('href', '/terms')
    await expect(canvas.getByRole('button', { name: ar ? 'أوافق' : 'Accept' })).toBeVisible()
  },
}
