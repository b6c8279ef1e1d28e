import { AuditLogPage } from '#features/moderation/components/audit-log-page.tsx'
import { consoleHead } from '#features/moderation/console-head.ts'

export const head = consoleHead(({ i18n }) => i18n.t('audit.title', { ns: 'moderation' }))

/** /moderation/audit-log: every decision (administrators only). */
export default function ModerationAuditLogRoute() {
  return <AuditLogPage />
}
