import type { Product } from '@raqam/api/schema'
import { Carousel, productCarouselBreakpoints } from '@raqam/ui/carousel'
import { SectionHeading } from '@raqam/ui/section-heading'
import { CardSkeleton } from '@raqam/ui/skeleton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingCard } from '#components/listing-card/listing-card.tsx'
import { useCarouselLabels } from '#lib/carousel-labels.ts'
import a11y from '@raqam/ui/a11y.module.css'
import styles from './product-carousel.module.css'

/** SPEC §9: six placeholders while loading, and as many cards once loaded. */
const carouselSkeletonCount = 6

type ProductCarouselProps = {
  title: string
  products: readonly Product[] | undefined
  loading: boolean
  /** How each listing is drawn; the listing card by default. */
  renderCard?: (product: Product) => ReactNode
  /** A line under the title. */
  description?: string
  action?: ReactNode
}

/**
 * SPEC §2 product carousel: a list, a title, a loading flag and a card renderer; 3 cards at a time
 * (2 below 992 px, 1 below 768 px), autoplay every 3000 ms with 500 ms moves; six skeletons while loading,
 * then the first six listings (the placeholders stand for them, so nothing jumps).
 */
export function ProductCarousel({ title, products, loading, renderCard, description, action }: ProductCarouselProps) {
  const { t } = useTranslation()
  const labels = useCarouselLabels(title)
  const render = renderCard ?? ((product: Product) => <ListingCard product={product} />)
  return (
    // A plain block: the carousel itself is the region named by the title (one landmark, not two).
    <div className={styles.section}>
      <SectionHeading title={title} description={description} action={action} />
      {loading ? (
        <div role="status" className={styles.skeletons}>
          <span className={a11y.visuallyHidden}>{t('list.loading')}</span>
          {Array.from({ length: carouselSkeletonCount }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <Carousel
          labels={labels}
          perView={3}
          breakpoints={productCarouselBreakpoints}
          autoplay={3000}
          duration={500}
          loop
        >
          {(products ?? []).slice(0, carouselSkeletonCount).map((product) => (
            <div key={product._id} className={styles.slide}>
              {render(product)}
            </div>
          ))}
        </Carousel>
      )}
    </div>
  )
}
