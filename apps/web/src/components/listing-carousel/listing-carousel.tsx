import type { Product } from '@raqam/api/schema'
import { Carousel, listingCarouselBreakpoints } from '@raqam/ui/carousel'
import { SectionHeading } from '@raqam/ui/section-heading'
import { CardSkeleton } from '@raqam/ui/skeleton'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingCard } from '#components/listing-card/listing-card.tsx'
import { useCarouselLabels } from '#lib/carousel-labels.ts'
import a11y from '@raqam/ui/a11y.module.css'
import styles from './listing-carousel.module.css'

/** Six placeholders while loading, and as many cards once loaded. */
const carouselSkeletonCount = 6

type ListingCarouselProps = {
  title: string
  listings: readonly Product[] | undefined
  loading: boolean
  /** How each listing is drawn; the listing card by default. */
  renderCard?: (listing: Product) => ReactNode
  /** A line under the title. */
  description?: string
  action?: ReactNode
}

/**
 * A carousel of listings: a list, a title, a loading flag and a card renderer; 3 cards at a time
 * (2 below 992 px, 1 below 768 px), autoplay every 3000 ms with 500 ms moves; six skeletons while loading,
 * then the first six listings (the placeholders stand for them, so nothing jumps).
 */
export function ListingCarousel({ title, listings, loading, renderCard, description, action }: ListingCarouselProps) {
  const { t } = useTranslation()
  const labels = useCarouselLabels(title)
  const render = renderCard ?? ((listing: Product) => <ListingCard listing={listing} />)
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
          breakpoints={listingCarouselBreakpoints}
          autoplay={3000}
          duration={500}
          loop
        >
          {(listings ?? []).slice(0, carouselSkeletonCount).map((listing) => (
            <div key={listing._id} className={styles.slide}>
              {render(listing)}
            </div>
          ))}
        </Carousel>
      )}
    </div>
  )
}
