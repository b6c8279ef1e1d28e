import type { Report } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import styles from './report-list.module.css'

type ReportListProps = {
  reports: readonly Report[]
  /** The list's accessible name. */
  label: string
  /** Each report's status (a seller's history shows closed reports too). */
  withStatus?: boolean
  /** What a report is about, when the list mixes a seller's listings and the seller. */
  aboutOf?: (report: Report) => ReactNode
}

/**
 * Reports as the moderators read them: the reason in words, the reporter's note as they wrote it (text,
 * never markup, in its own direction), who reported and when.
 */
export function ReportList({ reports, label, withStatus = false, aboutOf }: ReportListProps) {
  const { t } = useTranslation('moderation')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  return (
    <ul className={styles.reports} aria-label={label}>
      {reports.map((report) => {
        const about = aboutOf?.(report)
        return (
          <li key={report._id} className={styles.report}>
            <p className={styles.head}>
              <strong>{tc(`reportReasons.${report.reason}`)}</strong>
              {withStatus && (
                <span className={styles.status} data-status={report.status}>
                  {t(`reportStatus.${report.status}`)}
                </span>
              )}
            </p>
            {about && <p className={styles.meta}>{about}</p>}
            {report.note && (
              <p className={styles.note} dir="auto">
                {report.note}
              </p>
            )}
            <p className={styles.meta}>
              {report.reporter ? t('reports.reporter', { name: report.reporter.username }) : t('reports.visitor')}
              {' · '}
              <time dateTime={report.createdAt}>{formatDate(report.createdAt, language)}</time>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
