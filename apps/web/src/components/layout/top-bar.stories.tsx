import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { demoCustomer } from '#testing/fixtures.ts'
import { demoModerator } from '#testing/moderation-fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { TopBar } from './top-bar.tsx'

const meta = {
  title: 'Web/Layout/Top bar',
  component: TopBar,
  parameters: { layout: 'fullscreen', app: { route: '/shop' } },
  decorators: [
    // A transformed box is the containing block of the fixed bar, so the story has a size to shoot.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minBlockSize: 'var(--size-topbar)' }}>
        <Story />
      </div>
    ),
    withAppProviders,
  ],
} satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor: Sign In, Sign Up and Flash Sale; the Shop link is the active one. */
export const SignedOut: Story = {
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvas.getByRole('link', { name: ar ? 'المتجر' : 'Shop' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: ar ? 'تسجيل الدخول' : 'Sign In' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: ar ? 'المفضلة' : 'Favorites' })).toBeNull()
  },
}

/** A customer: Favorites and the profile icon instead of the sign-in links. */
export const SignedIn: Story = {
  parameters: { app: { route: '/favorites', user: demoCustomer } },
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvas.getByRole('link', { name: ar ? 'ملفي الشخصي' : 'My Profile' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'المفضلة' : 'Favorites' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.queryByRole('link', { name: ar ? 'تسجيل الدخول' : 'Sign In' })).toBeNull()
  },
}

/** A moderator: the way to the moderation console beside the customer's links, on the widest bar. */
export const Moderator: Story = {
  parameters: { app: { route: '/moderation', user: demoModerator } },
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvas.getByRole('link', { name: ar ? 'الإشراف' : 'Moderation' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: ar ? 'ملفي الشخصي' : 'My Profile' })).toBeVisible()
  },
}
