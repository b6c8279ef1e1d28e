import type { OwnVerification, Product } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import { verificationOffer } from './verification-offer.ts'
import styles from './verification.module.css'

/**
 * Where the owner's request for the verified owner mark stands, on the listing's page: waiting for a
 * moderator (since when), refused (why, and the moderator's note), or granted. Nothing before a first
 * request: the owner's actions offer it.
 */
export function VerificationState({ listing, className }: { listing: Product; className?: string }) {
  const { t } = useTranslation('trust')
  const { language } = useLanguage()
  const offer = verificationOffer(listing)
  const verification = listing.verification
  if (offer === 'verified') {
    return (
      <div className={`${styles.state} ${className ?? ''}`} data-state="verified">
        <p>{t('verification.verifiedText')}</p>
      </div>
    )
  }
  if (!verification || (offer !== 'pending' && offer !== 'again')) return null
  return (
    <div className={`${styles.state} ${className ?? ''}`} data-state={offer}>
      {offer === 'pending' ? (
        <>
          <p className={styles.heading}>{t('verification.pending')}</p>
          <p>{t('verification.pendingText', { date: formatDate(verification.requestedAt, language) })}</p>
        </>
      ) : (
        <>
          <p className={styles.heading}>{t('verification.refused')}</p>
          <RefusalDetails verification={verification} />
        </>
      )}
    </div>
  )
}

/** Why a proof was refused, in words, and the moderator's note when there is one. */
export function RefusalDetails({ verification }: { verification: OwnVerification }) {
  const { t } = useTranslation('trust')
  const { t: tc } = useTranslation()
  return (
    <dl className={styles.details}>
      {verification.reason && (
        <div>
          <dt>{t('verification.reason')}</dt>
          <dd>{tc(`refusalReasons.${verification.reason}`)}</dd>
        </div>
      )}
      {verification.note && (
        <div>
          <dt>{t('verification.note')}</dt>
          <dd dir="auto">{verification.note}</dd>
        </div>
      )}
    </dl>
  )
}
