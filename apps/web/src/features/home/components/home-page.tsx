import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ListingCarousel } from '#components/listing-carousel/listing-carousel.tsx'
import { RecentlyViewed } from '#components/recently-viewed/recently-viewed.tsx'
import { Reveal } from '#components/reveal/reveal.tsx'
import { useApi } from '#lib/api.tsx'
import page from '#styles/page.module.css'
import { BannerCarousels } from './banner-carousels.tsx'
import { BestPlates } from './best-plates.tsx'
import { CategoryTiles } from './category-tiles.tsx'
import { HeroSlider } from './hero-slider.tsx'
import { PartnerStrip } from './partner-strip.tsx'
import { UsefulLinks } from './useful-links.tsx'
import { homeQueries } from '../home.queries.ts'
import styles from './home-page.module.css'

/** The home page, top to bottom. Sections below the first screen fade in as they scroll into view. */
export function HomePage() {
  const { t } = useTranslation('home')
  const api = useApi()
  const latest = useQuery(homeQueries.latest(api))
  return (
    <div className={`${page.container} ${styles.home}`}>
      <HeroSlider />
      <Reveal>
        <BannerCarousels />
      </Reveal>
      <Reveal>
        <CategoryTiles />
      </Reveal>
      <Reveal>
        <BestPlates />
      </Reveal>
      <Reveal className={styles.section}>
        <ListingCarousel
          title={t('latest.heading')}
          description={t('latest.description')}
          listings={latest.data?.data}
          loading={latest.isPending}
        />
      </Reveal>
      <RecentlyViewed className={styles.section} />
      <Reveal>
        <UsefulLinks />
      </Reveal>
      <PartnerStrip />
    </div>
  )
}
