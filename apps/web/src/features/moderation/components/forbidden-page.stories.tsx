import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ForbiddenPage } from './forbidden-page.tsx'

const meta = {
  title: 'Web/Moderation/Forbidden page',
  component: ForbiddenPage,
  args: { access: 'moderator' },
  decorators: [withAppProviders],
} satisfies Meta<typeof ForbiddenPage>

export default meta
type Story = StoryObj<typeof meta>

/** A customer on a console page (the server answers 403): whose page it is, and the way home. */
export const ForModerators: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: ar ? 'هذه الصفحة لمشرفي رقم' : "This page is for Raqam's moderators",
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/')
  },
}

/** A moderator on an administrators' page: the way back to the reports. */
export const ForAdministrators: Story = {
  args: { access: 'admin' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: ar ? 'هذه الصفحة لمديري رقم' : "This page is for Raqam's administrators",
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/moderation')
  },
}
