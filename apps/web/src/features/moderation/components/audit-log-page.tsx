import { moderationQueries } from '@raqam/api/moderation.queries'
import { EmptyState } from '@raqam/ui/empty-state'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { pageParam } from '#lib/page-param.ts'
import { ConsoleHeader } from './console-header.tsx'
import { AuditTable } from './audit-table.tsx'
import { PageLinks } from './page-links.tsx'
import { QueryView } from './query-view.tsx'

/** The audit log (admins only): every decision, newest first, a page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const [params] = useSearchParams()
  const log = useQuery(moderationQueries.auditLog(api, pageParam(params)))

  return (
    <>
      <ConsoleHeader title={t('audit.title')} lead={t('audit.lead')} />
      <QueryView query={log}>
        {({ data, paginationResult }) =>
          data.length === 0 ? (
            <EmptyState title={t('audit.empty')} />
          ) : (
            <>
              <AuditTable entries={data} caption={t('audit.caption')} />
              <PageLinks page={paginationResult.currentPage} pageCount={paginationResult.numberOfPage} />
            </>
          )
        }
      </QueryView>
    </>
  )
}
