import { moderationQueries } from '@raqam/api/moderation.queries'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { pageParam } from '#lib/page-param.ts'
import { focusAfterDialog, useDecisions } from '../use-decisions.tsx'
import { ConsoleHeader } from './console-header.tsx'
import { QueueView } from './queue-view.tsx'
import { ReportGroupCard } from './report-group.tsx'

/**
 * The report queue: open reports grouped by what they report, most reported first, a page at a time.
 * A decided group leaves the queue; the focus goes back to the page's heading.
 */
export function ReportQueuePage() {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const [params] = useSearchParams()
  const currentPage = pageParam(params)
  const queue = useQuery(moderationQueries.reportQueue(api, currentPage))
  const heading = useRef<HTMLHeadingElement>(null)
  const decisions = useDecisions(() => focusAfterDialog(heading.current))

  return (
    <>
      <ConsoleHeader title={t('reports.title')} lead={t('reports.lead')} headingRef={heading} />
      <QueueView
        query={queue}
        empty={t('reports.empty')}
        keyOf={(group) => group.listing?._id ?? group.seller?.seller._id ?? ''}
      >
        {(group) => <ReportGroupCard group={group} onDecide={decisions.open} />}
      </QueueView>
      {decisions.dialog}
    </>
  )
}
