import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BelowFirstScreen } from '#components/below-first-screen/below-first-screen.tsx'
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

/**
 * The home page, top to bottom, all of it in the document. Sections below the first screen fade in as they
 * scroll into view; each is hydrated on its own, after the first screen (BelowFirstScreen).
 */
export function HomePage() {
  const { t } = useTranslation('home')
  const api = useApi()
  const latest = useQuery(homeQueries.latest(api))
  return (
    <div className={`${page.container} ${styles.home}`}>
      <HeroSlider />
      <BelowFirstScreen>
        <Reveal>
          <BannerCarousels />
        </Reveal>
      </BelowFirstScreen>
      <BelowFirstScreen>
        <Reveal>
          <CategoryTiles />
        </Reveal>
      </BelowFirstScreen>
      <BelowFirstScreen>
        <Reveal>
          <BestPlates />
        </Reveal>
      </BelowFirstScreen>
      <BelowFirstScreen>
        <Reveal className={styles.section}>
          <ListingCarousel
            title={t('latest.heading')}
            description={t('latest.description')}
            listings={latest.data?.data}
            loading={latest.isPending}
          />
        </Reveal>
      </BelowFirstScreen>
      <BelowFirstScreen>
        <RecentlyViewed className={styles.section} />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <Reveal>
          <UsefulLinks />
        </Reveal>
      </BelowFirstScreen>
      <BelowFirstScreen>
        <PartnerStrip />
      </BelowFirstScreen>
    </div>
  )
}
