import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoAdmin, demoModerator, moderationRoutes } from '#testing/moderation-fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { StaffPage } from './staff-page.tsx'
import { withConsole } from './story-console.tsx'

const meta = {
  title: 'Web/Moderation/Staff',
  component: StaffPage,
  decorators: [withConsole, withAppProviders],
  parameters: { role: 'admin', app: { user: demoAdmin, route: '/moderation/staff', routes: moderationRoutes } },
} satisfies Meta<typeof StaffPage>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        table: 'المشرفون والمديرون',
        remove: `إزالة ${demoModerator.username} من المشرفين`,
        byCommand: 'يُدار بأمر الخادم',
        email: 'البريد الإلكتروني للحساب',
        grant: 'تعيين مشرف',
        required: 'أدخل البريد الإلكتروني للحساب.',
        notFound: 'لا يوجد حساب بهذا البريد الإلكتروني',
        tabs: 'لوحة الإشراف',
      }
    : {
        table: 'Moderators and administrators',
        remove: `Remove ${demoModerator.username} as a moderator`,
        byCommand: 'Managed with the server command',
        email: 'E-mail of the account',
        grant: 'Grant moderator',
        required: 'Enter the e-mail address of the account.',
        notFound: 'No account has this e-mail',
        tabs: 'Moderation console',
      }

/** An administrator's view: every member with their role; Remove for moderators; administrators by command. */
export const Staff: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: w.table })
    await expect(within(table).getAllByRole('row')).toHaveLength(3)
    await expect(within(table).getByRole('button', { name: w.remove })).toBeVisible()
    await expect(within(table).getByText(w.byCommand)).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: w.tabs })).getAllByRole('link')).toHaveLength(4)
  },
}

/** Grant with no e-mail says what is missing beside the field. */
export const GrantNeedsAnEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await userEvent.click(canvas.getByRole('button', { name: w.grant }))
    await expect(await canvas.findByText(w.required)).toBeVisible()
    await expect(canvas.getByLabelText(w.email)).toHaveAttribute('aria-invalid', 'true')
  },
}

const unknown = createFakeApi({
  ...moderationRoutes,
  'PUT /admin/roles': { status: 404, body: { code: 'customerNotFound', message: 'No account', requestId: 'story' } },
})

/** An e-mail no account has: the server's refusal is said under the field, and the e-mail stays. */
export const GrantRefused: Story = {
  parameters: { app: { user: demoAdmin, route: '/moderation/staff', api: unknown.api } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await userEvent.type(canvas.getByLabelText(w.email), 'nobody@example.com')
    await userEvent.click(canvas.getByRole('button', { name: w.grant }))
    await expect(await canvas.findByText(w.notFound)).toBeVisible()
    await expect(canvas.getByLabelText(w.email)).toHaveValue('nobody@example.com')
    await expect(JSON.parse(unknown.calls.find((call) => call.method === 'PUT')!.body)).toEqual({
      email: 'nobody@example.com',
      role: 'moderator',
    })
  },
}
