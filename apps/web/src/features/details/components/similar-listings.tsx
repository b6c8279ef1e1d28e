import type { Product } from '@raqam/api/schema'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ListingCarousel } from '#components/listing-carousel/listing-carousel.tsx'
import { useApi } from '#lib/api.tsx'
import { detailsQueries } from '../details.queries.ts'
import styles from './details-page.module.css'

/** "Smaller Products": other listings of the same category, below the details. */
export function SimilarListings({ listing }: { listing: Product }) {
  const { t } = useTranslation('details')
  const api = useApi()
  const list = useQuery(detailsQueries.similar(api, listing.category))
  const others = list.data?.data.filter((other) => other._id !== listing._id)
  if (!list.isPending && !others?.length) return null
  return (
    <div className={styles.below}>
      <ListingCarousel
        title={t('similarListings')}
        description={t('similarListingsLabel')}
        listings={others}
        loading={list.isPending}
      />
    </div>
  )
}
