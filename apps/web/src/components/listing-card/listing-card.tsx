import type { Product } from '@raqam/api/schema'
import { MobileCard } from '@raqam/ui/mobile-card'
import { CarPlateCard, MotorcyclePlateCard } from '@raqam/ui/plate-card'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { hasPrice, isMatchable, localizedText, ribbonLabels, ribbonOf } from '#lib/listing.ts'
import { usePlateLabels } from '#lib/plate-labels.ts'
import { useLanguage } from '#lib/use-language.ts'
import { BuyersNote } from './buyers-note.tsx'
import { PatternBadges } from './pattern-badges.tsx'
import { useFavoriteToggle } from './use-favorite-toggle.ts'
import { OwnerActions } from '#components/owner-actions/owner-actions.tsx'

type ListingCardProps = {
  product: Product
  headingLevel?: 2 | 3 | 4
  /**
   * The owner's view (SPEC "flag my"): Edit and Sold (or Restore) on unsold listings, and on one for
   * sale that others can find, the buyers looking for it (issue 18).
   */
  owner?: boolean
  /** A line saying why the listing is shown, e.g. the saved search it matched. */
  note?: ReactNode
}

/**
 * One listing as a card (SPEC §2 Cards): the plate card for cars and motorcycles, the mobile card
 * otherwise; a link to the detail page, the price or the requested notice, the favourite heart, the
 * sold / not-shared ribbons and the number's pattern badges.
 */
export function ListingCard({ product, headingLevel = 3, owner = false, note }: ListingCardProps) {
  const { t } = useTranslation()
  const { language, locale } = useLanguage()
  const toggleFavorite = useFavoriteToggle()
  const labels = usePlateLabels()
  const { title } = localizedText(product, language)
  const ribbon = ribbonOf(product)

  const common = {
    title,
    headingLevel,
    link: <Link to={paths.details.href(product.category, product._id)} />,
    price: hasPrice(product)
      ? {
          amount: product.newPrice,
          oldAmount: product.oldPrice,
          locale,
          oldPriceLabel: t('card.oldPrice'),
          dropLabel: product.priceDropped ? t('card.priceDropped') : undefined,
        }
      : null,
    notice: hasPrice(product) ? undefined : t('card.requestedNotice'),
    favorite: {
      pressed: product.isFavorite,
      label: t('card.favorite'),
      onPressedChange: (next: boolean) => toggleFavorite(product._id, next),
    },
    ribbon: ribbon && { tone: ribbon, label: t(ribbonLabels[ribbon]) },
    badges: <PatternBadges patterns={product.patterns} />,
    note: owner && !product.isOrder && isMatchable(product) ? <BuyersNote product={product} /> : note,
    actions: owner && !product.isSold ? <OwnerActions product={product} /> : undefined,
  }

  if (product.category === 'mobile' || !product.city || !product.code) {
    const operator = product.operator ?? 'eand'
    return (
      <MobileCard {...common} number={product.number} operator={operator} operatorLabel={t(`operators.${operator}`)} />
    )
  }
  const plate = {
    city: product.city,
    code: product.code,
    number: product.number,
  }
  if (product.category === 'motorcycle') {
    return (
      <MotorcyclePlateCard
        {...common}
        {...plate}
        labels={labels}
        plateLabel={t('card.motorcyclePlateLabel', {
          city: t(`cities.${product.city}`),
          code: product.code,
          number: product.number,
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
        city: t(`cities.${product.city}`),
        code: product.code,
        number: product.number,
      })}
    />
  )
}
