import { formatNumber } from '@raqam/text/numbers'
import { listingQueries } from '@raqam/api/listings.queries'
import type { Product } from '@raqam/api/schema'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { paths } from '#lib/paths.ts'

/** The id of the detail page's section listing a listing's buyers, which the note links to. */
export const buyersSectionId = 'buyers'

/** "3 buyers are looking for a number like this", or that none is yet, in the page language. */
export function useBuyersSentence(): (count: number) => string {
  const { t } = useTranslation()
  return (count) => (count === 0 ? t('card.noBuyers') : t('card.buyers', { count, formatted: formatNumber(count) }))
}

/**
 * On the owner's card of a listing for sale: how many buyers' wanted requests it answers,
 * linking to them on its detail page; nothing while there are none.
 */
export function BuyersNote({ listing }: { listing: Product }) {
  const api = useApi()
  const sentence = useBuyersSentence()
  const buyers = useQuery(listingQueries.matches(api, listing._id))
  const total = buyers.data?.total ?? 0
  if (total === 0) return null
  return <Link to={`${paths.details.href(listing.category, listing._id)}#${buyersSectionId}`}>{sentence(total)}</Link>
}
