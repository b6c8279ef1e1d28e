import { moderationQueries } from '@raqam/api/moderation.queries'
import type { Product, Report, SellerHistory } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { EmptyState } from '@raqam/ui/empty-state'
import { useQuery } from '@tanstack/react-query'
import { useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedText } from '#lib/listing.ts'
import { useApi } from '#lib/api.tsx'
import { useLanguage } from '#lib/use-language.ts'
import page from '#styles/page.module.css'
import { isUnknownSeller } from '@raqam/api/customer.queries'
import { focusAfterDialog, useDecisions, type OpenDecision } from '../use-decisions.tsx'
import { AuditTable } from './audit-table.tsx'
import { ListingSummary } from './listing-summary.tsx'
import { QueryView } from './query-view.tsx'
import { ReportList } from './report-list.tsx'
import { SellerAccount } from './seller-account.tsx'
import styles from './console-page.module.css'

/**
 * One seller as the moderators weigh them: the account and its state, with Suspend or Reinstate; every
 * listing (hidden ones with why, and Restore); the reports about them; and the decisions about them.
 */
export function SellerHistoryPage({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const history = useQuery(moderationQueries.sellerHistory(api, sellerId))
  const heading = useRef<HTMLHeadingElement>(null)
  const decisions = useDecisions(() => focusAfterDialog(heading.current))

  if (history.error && isUnknownSeller(history.error))
    return (
      <>
        <h1 className={page.title}>{t('seller.headTitle')}</h1>
        <EmptyState title={t('seller.notFound')} />
      </>
    )
  return (
    <>
      <QueryView query={history}>
        {({ data }) => <SellerHistoryView history={data} heading={heading} onDecide={decisions.open} />}
      </QueryView>
      {decisions.dialog}
    </>
  )
}

type SellerHistoryViewProps = {
  history: SellerHistory
  heading: RefObject<HTMLHeadingElement | null>
  onDecide: (decision: OpenDecision) => void
}

function SellerHistoryView({ history, heading, onDecide }: SellerHistoryViewProps) {
  const { t } = useTranslation('moderation')
  const { language } = useLanguage()
  const { seller, listings, reports, actions } = history
  const name = seller.deleted ? t('subject.deletedName') : seller.seller.username
  const sellerTarget = { sellerId: seller.seller._id }
  const titleOf = (listing: Product) => localizedText(listing, language).title
  const aboutOf = (report: Report) => {
    const listing = report.listingId ? listings.find((candidate) => candidate._id === report.listingId) : undefined
    if (listing) return t('seller.reportAbout', { title: titleOf(listing) })
    return report.listingId ? null : t('seller.reportAboutSeller')
  }

  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{t('seller.headTitle')}</p>
        <h1 ref={heading} tabIndex={-1} className={page.title}>
          {name}
        </h1>
      </header>
      <section className={styles.section} aria-labelledby="seller-account">
        <h2 id="seller-account" className={styles.sectionTitle}>
          {t('seller.account')}
        </h2>
        <SellerAccount seller={seller} />
        <div className={styles.actions}>
          {seller.suspension ? (
            <Button
              variant="accent"
              onClick={() => onDecide({ kind: 'reinstate', target: sellerTarget, subject: name })}
            >
              {t('seller.reinstate')}
            </Button>
          ) : seller.role !== 'customer' ? (
            <p className={styles.muted}>{t('seller.staffNote')}</p>
          ) : (
            !seller.deleted && (
              <Button
                variant="danger"
                onClick={() => onDecide({ kind: 'suspend', target: sellerTarget, subject: name })}
              >
                {t('seller.suspend')}
              </Button>
            )
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="seller-listings">
        <h2 id="seller-listings" className={styles.sectionTitle}>
          {t('seller.listings')}
        </h2>
        {listings.length === 0 ? (
          <p className={styles.muted}>{t('seller.noListings')}</p>
        ) : (
          <ul className={styles.items}>
            {listings.map((listing) => (
              <li key={listing._id} className={styles.listing}>
                <ListingSummary listing={listing} headingLevel={3} />
                {listing.hidden && !listing.hidden.bySuspension && !seller.suspension && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('seller.restoreLabel', { title: titleOf(listing) })}
                    onClick={() =>
                      onDecide({ kind: 'restore', target: { listingId: listing._id }, subject: titleOf(listing) })
                    }
                  >
                    {t('seller.restore')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="seller-reports">
        <h2 id="seller-reports" className={styles.sectionTitle}>
          {t('seller.reports')}
        </h2>
        {reports.length === 0 ? (
          <p className={styles.muted}>{t('seller.noReports')}</p>
        ) : (
          <ReportList reports={reports} label={t('seller.reports')} withStatus aboutOf={aboutOf} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="seller-decisions">
        <h2 id="seller-decisions" className={styles.sectionTitle}>
          {t('seller.decisions')}
        </h2>
        {actions.length === 0 ? (
          <p className={styles.muted}>{t('seller.noDecisions')}</p>
        ) : (
          <AuditTable entries={actions} caption={t('seller.decisions')} />
        )}
      </section>
    </>
  )
}
