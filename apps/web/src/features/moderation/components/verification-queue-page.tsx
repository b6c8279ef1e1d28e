import { moderationQueries } from '@raqam/api/moderation.queries'
import type { Verification } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import a11y from '@raqam/ui/a11y.module.css'
import { Button } from '@raqam/ui/button'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { localizedText } from '#lib/listing.ts'
import { pageParam } from '#lib/page-param.ts'
import { useLanguage } from '#lib/use-language.ts'
import { focusAfterDialog, useDecisions, type OpenDecision } from '../use-decisions.tsx'
import { ListingSummary } from './listing-summary.tsx'
import { ConsoleHeader } from './console-header.tsx'
import { QueueView } from './queue-view.tsx'
import styles from './console-page.module.css'
import cards from './report-group.module.css'

/**
 * Proofs of ownership waiting for a decision, oldest first: each listing, when its proof came, the proof
 * itself (opened in a new tab with the moderator's session), and Approve or Refuse.
 */
export function VerificationQueuePage() {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const [params] = useSearchParams()
  const queue = useQuery(moderationQueries.verificationQueue(api, pageParam(params)))
  const heading = useRef<HTMLHeadingElement>(null)
  const decisions = useDecisions(() => focusAfterDialog(heading.current))

  return (
    <>
      <ConsoleHeader title={t('verifications.title')} lead={t('verifications.lead')} headingRef={heading} />
      <QueueView query={queue} empty={t('verifications.empty')} keyOf={(request) => request._id}>
        {(request) => <VerificationRequest request={request} onDecide={decisions.open} />}
      </QueueView>
      {decisions.dialog}
    </>
  )
}

function VerificationRequest({
  request,
  onDecide,
}: {
  request: Verification
  onDecide: (decision: OpenDecision) => void
}) {
  const { t } = useTranslation('moderation')
  const { language } = useLanguage()
  const subject = localizedText(request.listing, language).title
  const target = { verificationId: request._id }
  const type = request.proofType === 'application/pdf' ? 'pdf' : 'image'
  return (
    <article className={cards.group}>
      <ListingSummary listing={request.listing} headingLevel={2} withSeller />
      <p className={cards.counts}>
        {t('verifications.requestedAt', { date: formatDate(request.requestedAt, language) })}
      </p>
      <div className={styles.actions}>
        {request.proofUrl ? (
          <a className={styles.pillLink} href={request.proofUrl} target="_blank" rel="noopener noreferrer">
            {t('verifications.openProof')} ({t(`verifications.proofTypes.${type}`)})
            <span className={a11y.visuallyHidden}> {t('verifications.opensInNewTab')}</span>
          </a>
        ) : (
          <p className={styles.muted}>{t('verifications.proofDeleted')}</p>
        )}
        <Button variant="accent" onClick={() => onDecide({ kind: 'approve', target, subject })}>
          {t('verifications.approve')}
        </Button>
        <Button variant="danger" onClick={() => onDecide({ kind: 'refuse', target, subject })}>
          {t('verifications.refuse')}
        </Button>
      </div>
    </article>
  )
}
