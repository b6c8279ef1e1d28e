import type { AuditEntry, RefusalReason, ReportReason, Role } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import a11y from '@raqam/ui/a11y.module.css'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './console-page.module.css'

/** Entries whose reason is a refused proof's (the others' are a report's). */
const refusalActions = new Set<AuditEntry['action']>(['verificationApproved', 'verificationRefused'])
const roles: readonly string[] = ['customer', 'moderator', 'admin'] satisfies Role[]

/**
 * Entries of the audit log as a table: when, who (or the server's command), what, about whom, the reason
 * in words, the note as it was written, and the detail (a role in words; a listing's number as recorded).
 */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const { t } = useTranslation('moderation')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const none = (
    <>
      <span aria-hidden="true">–</span>
      <span className={a11y.visuallyHidden}>{t('audit.none')}</span>
    </>
  )
  const reasonOf = ({ action, reason }: AuditEntry) => {
    if (!reason) return none
    return refusalActions.has(action)
      ? tc(`refusalReasons.${reason as RefusalReason}`)
      : tc(`reportReasons.${reason as ReportReason}`)
  }
  const detailOf = (detail: string) => {
    if (!detail) return none
    // A role in words; anything else (a listing's number as recorded) in its own direction.
    return roles.includes(detail) ? t(`roles.${detail as Role}`) : <bdi>{detail}</bdi>
  }

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.about')}</th>
            <th scope="col">{t('audit.reason')}</th>
            <th scope="col">{t('audit.note')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={styles.nowrap}>
                <time dateTime={entry.at}>{formatDate(entry.at, language)}</time>
              </td>
              <td>{entry.actor ? entry.actor.username : t('audit.serverCommand')}</td>
              <th scope="row">{t(`audit.actions.${entry.action}`)}</th>
              <td>
                {entry.customerId ? (
                  <Link to={paths.moderationSeller.href(entry.customerId)}>{t('audit.seller')}</Link>
                ) : (
                  none
                )}
              </td>
              <td>{reasonOf(entry)}</td>
              <td className={styles.userText} dir="auto">
                {entry.note || none}
              </td>
              <td>{detailOf(entry.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
