import type { Product } from '@raqam/api/schema'
import { formatDay } from '@raqam/text/dates'
import { formatPrice } from '@raqam/text/prices'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'

/**
 * What a sold listing's page and card say of its sale price, in the page language (the `sales`
 * namespace): to its seller, the price and whether others see it; to others, a published price and
 * the day it sold. Nothing when no price is to be shown (unsold, unsaid, or private to the seller).
 */
export function useSaleSentence(): (listing: Product, owner: boolean) => string | null {
  const { t } = useTranslation('sales')
  const { language } = useLanguage()
  return (listing, owner) => {
    const price = listing.sale?.price
    if (!listing.sale || price == null) return null
    const amount = formatPrice(price, language)
    if (owner) return t(listing.sale.published ? 'sale.ownerPublished' : 'sale.ownerPrivate', { price: amount })
    return listing.sale.published
      ? t('sale.public', { price: amount, date: formatDay(listing.sale.at, language) })
      : null
  }
}
