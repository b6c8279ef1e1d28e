import type { ReportGroup } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import { Button } from '@raqam/ui/button'
import { useTranslation } from 'react-i18next'
import { localizedText } from '#lib/listing.ts'
import { useLanguage } from '#lib/use-language.ts'
import type { OpenDecision } from '../use-decisions.tsx'
import { ListingSummary } from './listing-summary.tsx'
import { ReportList } from './report-list.tsx'
import { SellerSummary } from './seller-summary.tsx'
import styles from './report-group.module.css'

type ReportGroupCardProps = {
  group: ReportGroup
  onDecide: (decision: OpenDecision) => void
}

/**
 * The open reports of one listing or one seller: what is reported, how many reports and when the last
 * came, each report, and the decisions: Dismiss, Hide listing (a listing's group), Suspend seller (unless
 * the seller is staff, suspended, deleted or the listing is the company's).
 */
export function ReportGroupCard({ group, onDecide }: ReportGroupCardProps) {
  const { t } = useTranslation('moderation')
  const { language } = useLanguage()
  const { listing, seller } = group
  const subject = listing ? localizedText(listing, language).title : (seller?.seller.username ?? '')
  const target = listing ? { listingId: listing._id } : { sellerId: seller?.seller._id }
  const suspendable = seller && seller.role === 'customer' && !seller.suspension && !seller.deleted

  return (
    <article className={styles.group}>
      <p className={styles.kind}>{t(listing ? 'reports.listingGroup' : 'reports.sellerGroup')}</p>
      {listing ? (
        <ListingSummary listing={listing} headingLevel={2} withSeller />
      ) : (
        seller && <SellerSummary seller={seller} headingLevel={2} />
      )}
      <p className={styles.counts}>
        <strong>{t('reports.openReports', { count: group.openReports })}</strong>
        {' · '}
        {t('reports.lastReported', { date: formatDate(group.lastReportedAt, language) })}
      </p>
      <ReportList reports={group.reports} label={t('reports.listOf')} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onDecide({ kind: 'dismiss', target, subject })}>
          {t('reports.dismiss')}
        </Button>
        {listing && !listing.hidden && (
          <Button variant="accent" onClick={() => onDecide({ kind: 'hide', target, subject })}>
            {t('reports.hide')}
          </Button>
        )}
        {suspendable && (
          <Button
            variant="danger"
            onClick={() =>
              onDecide({ kind: 'suspend', target: { sellerId: seller.seller._id }, subject: seller.seller.username })
            }
          >
            {t('reports.suspend')}
          </Button>
        )}
      </div>
    </article>
  )
}
