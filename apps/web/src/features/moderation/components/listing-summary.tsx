import type { Product } from '@raqam/api/schema'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { hasPrice } from '@raqam/listing-rules/state'
import { Plate } from '@raqam/plates/react'
import { MobileNumber } from '@raqam/ui/mobile-number'
import { Price } from '@raqam/ui/price'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { localizedText, ribbonLabels, ribbonOf } from '#lib/listing.ts'
import { paths } from '#lib/paths.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './listing-summary.module.css'

type ListingSummaryProps = {
  listing: Product
  headingLevel: 2 | 3 | 4
  /** The seller's line with the link to their history (not on the seller's own history page). */
  withSeller?: boolean
}

/**
 * A listing as a moderator weighs it: its plate or number, its title (the link to its page), its price,
 * its state (hidden and why, verified, sold, withdrawn, unshared) and its seller.
 */
export function ListingSummary({ listing, headingLevel, withSeller = false }: ListingSummaryProps) {
  const { t } = useTranslation('moderation')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const { title } = localizedText(listing, language)
  const Heading = `h${headingLevel}` as const
  // A hidden listing's own badge says why; the other states as the cards' ribbons name them.
  const ribbon = ribbonOf(listing)

  return (
    <div className={styles.summary}>
      <ListingPicture listing={listing} />
      <div className={styles.facts}>
        <Heading className={styles.title}>
          <Link to={paths.details.href(listing.category, listing._id)}>{title}</Link>
        </Heading>
        {hasPrice(listing) ? (
          <Price
            amount={listing.newPrice}
            oldAmount={listing.oldPrice}
            language={language}
            oldPriceLabel={tc('card.oldPrice')}
          />
        ) : (
          <p className={styles.muted}>{t('subject.requested')}</p>
        )}
        <ul className={styles.states}>
          {listing.hidden && (
            <li className={styles.hidden}>
              {listing.hidden.bySuspension
                ? t('subject.hiddenBySuspension')
                : t('subject.hidden', { reason: tc(`reportReasons.${listing.hidden.reason}`) })}
            </li>
          )}
          {listing.verified && <li className={styles.verified}>{t('subject.verified')}</li>}
          {ribbon && ribbon !== 'hidden' && <li className={styles.state}>{tc(ribbonLabels[ribbon])}</li>}
        </ul>
        {withSeller && (
          <p className={styles.seller}>
            {t('subject.seller')}:{' '}
            {listing.customer ? (
              <Link to={paths.moderationSeller.href(listing.customer._id)}>{listing.customer.username}</Link>
            ) : (
              t('subject.company')
            )}
          </p>
        )}
      </div>
    </div>
  )
}

/** The plate as @raqam/plates draws it, or the mobile number; named as the cards name them. */
function ListingPicture({ listing }: { listing: Product }) {
  const { t } = useTranslation()
  if (listing.category === 'mobile' || !listing.city || !listing.code) {
    const operator = listing.operator ?? 'eand'
    return (
      <div
        className={styles.picture}
        role="img"
        aria-label={t('card.mobileLabel', {
          operator: t(`operators.${operator}`),
          number: formatMobileNumber(listing.number),
        })}
      >
        <MobileNumber number={listing.number} size="card" aria-hidden="true" />
      </div>
    )
  }
  const key = listing.category === 'motorcycle' ? 'card.motorcyclePlateLabel' : 'card.plateLabel'
  return (
    <div className={styles.picture} data-kind={listing.category}>
      <Plate
        kind={listing.category}
        city={listing.city}
        code={listing.code}
        number={listing.number}
        label={t(key, { city: t(`cities.${listing.city}`), code: listing.code, number: listing.number })}
        className={styles.plate}
      />
    </div>
  )
}
