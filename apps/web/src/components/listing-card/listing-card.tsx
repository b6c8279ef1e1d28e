import type { Product, ReportReason } from '@raqam/api/schema'
import { MobileCard } from '@raqam/ui/mobile-card'
import { CarPlateCard, MotorcyclePlateCard } from '@raqam/ui/plate-card'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { hasPrice, isLive } from '@raqam/listing-rules/state'
import { localizedText, ribbonLabels, ribbonOf } from '#lib/listing.ts'
import { usePlateLabels } from '#lib/plate-labels.ts'
import { useLanguage } from '#lib/use-language.ts'
import { BuyersNote } from './buyers-note.tsx'
import { PatternBadges } from './pattern-badges.tsx'
import { useSaleSentence } from './sale-note.ts'
import { useFavoriteHeart } from './use-favorite-heart.ts'
import { OwnerActions } from '#components/owner-actions/owner-actions.tsx'

type ListingCardProps = {
  listing: Product
  headingLevel?: 2 | 3 | 4
  /**
   * The owner's view (My Products): Edit and Sold (or Restore) on unsold listings, and on one for sale
   * that others can find, the buyers looking for it (docs/adr/0022-wanted-requests-matched.md).
   */
  owner?: boolean
  /** What the card says under its badges: why it is shown (a saved search it matched), or to its owner, its statistics. */
  note?: ReactNode
}

/**
 * One listing as a card: the plate card for cars and motorcycles, the mobile card
 * otherwise; a link to the detail page, the price or the requested notice, the favourite heart, the
 * sold / hidden / not-shared ribbons, the verified owner's mark and the number's pattern badges. Its
 * owner reads why the moderators hid it.
 */
export function ListingCard({ listing, headingLevel = 3, owner = false, note }: ListingCardProps) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const favoriteHeart = useFavoriteHeart()
  const labels = usePlateLabels()
  const { title } = localizedText(listing, language)
  const ribbon = ribbonOf(listing)

  const common = {
    title,
    headingLevel,
    link: <Link to={paths.details.href(listing.category, listing._id)} />,
    price: hasPrice(listing)
      ? {
          amount: listing.newPrice,
          oldAmount: listing.oldPrice,
          language,
          oldPriceLabel: t('card.oldPrice'),
          dropLabel: listing.priceDropped ? t('card.priceDropped') : undefined,
        }
      : null,
    notice: hasPrice(listing) ? undefined : t('card.requestedNotice'),
    favorite: favoriteHeart(listing),
    ribbon: ribbon && { tone: ribbon, label: t(ribbonLabels[ribbon]) },
    badges: <PatternBadges patterns={listing.patterns} />,
    verified: listing.verified ? { label: t('card.verified'), description: t('card.verifiedHint') } : null,
    note: owner ? (
      <>
        {ownerNote(listing)}
        {note}
      </>
    ) : (
      note
    ),
    actions: owner && !listing.isSold ? <OwnerActions listing={listing} /> : undefined,
  }

  if (listing.category === 'mobile' || !listing.city || !listing.code) {
    const operator = listing.operator ?? 'eand'
    return (
      <MobileCard {...common} number={listing.number} operator={operator} operatorLabel={t(`operators.${operator}`)} />
    )
  }
  const plate = {
    city: listing.city,
    code: listing.code,
    number: listing.number,
  }
  if (listing.category === 'motorcycle') {
    return (
      <MotorcyclePlateCard
        {...common}
        {...plate}
        labels={labels}
        plateLabel={t('card.motorcyclePlateLabel', {
          city: t(`cities.${listing.city}`),
          code: listing.code,
          number: listing.number,
        })}
      />
    )
  }
  return (
    <CarPlateCard
      {...common}
      {...plate}
      labels={labels}
      plateLabel={t('card.plateLabel', {
        city: t(`cities.${listing.city}`),
        code: listing.code,
        number: listing.number,
      })}
    />
  )
}

/**
 * What the owner's card says under its badges: why the moderators hid it, what it sold for, or the
 * buyers looking for it.
 */
function ownerNote(listing: Product): ReactNode {
  if (listing.hidden) return <HiddenNote reason={listing.hidden.reason} />
  if (listing.sale?.price != null) return <SaleNote listing={listing} />
  return !listing.isOrder && isLive(listing) ? <BuyersNote listing={listing} /> : undefined
}

/** "Sold for AED 240,000 (only you see this)" (the `sales` namespace loads with the owner's pages). */
function SaleNote({ listing }: { listing: Product }) {
  return useSaleSentence()(listing, true)
}

function HiddenNote({ reason }: { reason: ReportReason }) {
  const { t } = useTranslation('trust')
  const { t: tc } = useTranslation()
  return <>{t('hidden.cardNote', { reason: tc(`reportReasons.${reason}`) })}</>
}
