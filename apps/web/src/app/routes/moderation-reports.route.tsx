import { ReportQueuePage } from '#features/moderation/components/report-queue-page.tsx'
import { consoleHead } from '#features/moderation/console-head.ts'

export const head = consoleHead(({ i18n }) => i18n.t('reports.title', { ns: 'moderation' }))

/** /moderation: the report queue. */
export default function ModerationReportsRoute() {
  return <ReportQueuePage />
}
