import { priceGuideQueries } from '@raqam/api/price-guide.queries'
import type { Product } from '@raqam/api/schema'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { listingGuideQuery } from './guide-query.ts'
import { NumberPriceGuide } from './number-price-guide.tsx'
import styles from './listing-price-guide.module.css'

/**
 * A listing's fair-price guide, for numbers for sale and wanted requests alike, without the listing
 * itself. The route's loader asked for it with the listing (listingGuideQueries); until it is in, a
 * line of the guide's height holds its place, so nothing above or below it moves when it arrives.
 */
export function ListingPriceGuide({
  listing,
  headingLevel,
  className,
}: {
  listing: Product
  headingLevel?: 2 | 3
  className?: string
}) {
  const { t, ready } = useTranslation('guide', { useSuspense: false })
  const api = useApi()
  const query = listingGuideQuery(listing)
  const guide = useQuery({ ...priceGuideQueries.guide(api, query!), enabled: query !== null })
  if (!query || !ready) return null
  if (guide.data) return <NumberPriceGuide guide={guide.data} headingLevel={headingLevel} className={className} />
  return (
    <p className={`${styles.pending} ${className ?? ''}`} role="status">
      {guide.isError ? t('failed') : t('loading')}
    </p>
  )
}
