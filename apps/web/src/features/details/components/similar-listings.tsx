import type { Product } from '@raqam/api/schema'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ProductCarousel } from '#components/product-carousel/product-carousel.tsx'
import { useApi } from '#lib/api.tsx'
import { detailsQueries } from '../details.queries.ts'
import styles from './details-page.module.css'

/** SPEC §2 "Smaller Products": other listings of the same category, below the details. */
export function SimilarListings({ product }: { product: Product }) {
  const { t } = useTranslation('details')
  const api = useApi()
  const list = useQuery(detailsQueries.similar(api, product.category))
  const others = list.data?.data.filter((other) => other._id !== product._id)
  if (!list.isPending && !others?.length) return null
  return (
    <div className={styles.below}>
      <ProductCarousel
        title={t('smallerProducts')}
        description={t('smallerProductsLabel')}
        products={others}
        loading={list.isPending}
      />
    </div>
  )
}
