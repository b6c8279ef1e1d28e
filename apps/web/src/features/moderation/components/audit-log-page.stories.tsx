import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoAdmin, moderationRoutes } from '#testing/moderation-fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { AuditLogPage } from './audit-log-page.tsx'
import { withConsole } from './story-console.tsx'

const meta = {
  title: 'Web/Moderation/Audit log',
  component: AuditLogPage,
  decorators: [withConsole, withAppProviders],
  parameters: { role: 'admin', app: { user: demoAdmin, route: '/moderation/audit-log', routes: moderationRoutes } },
} satisfies Meta<typeof AuditLogPage>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first: when, who (or the server's command), what, the reason and note, the detail; paged with links. */
export const Log: Story = {
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar'
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: ar ? 'القرارات، الأحدث أولًا' : 'Decisions, newest first' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(within(rows[2]!).getByText(ar ? 'أمر الخادم' : 'The server command')).toBeVisible()
    await expect(within(rows[2]!).getByText(ar ? 'مشرف' : 'Moderator')).toBeVisible()
    await expect(within(rows[3]!).getByText(ar ? 'الإثبات لرقم آخر' : 'The proof is for another number')).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'الصفحة التالية' : 'Next page' })).toHaveAttribute(
      'href',
      '/moderation/audit-log?page=2',
    )
  },
}
