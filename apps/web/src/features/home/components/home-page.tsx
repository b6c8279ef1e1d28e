import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Later } from '#components/later/later.tsx'
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
 * The home page, top to bottom. Sections below the first screen fade in as they scroll into view; each
 * follows the document on its own once the page has painted (docs/adr/0043), put in place a task apiece.
 */
export function HomePage() {
  const { t } = useTranslation('home')
  const api = useApi()
  const latest = useQuery(homeQueries.latest(api))
  return (
    <div className={`${page.container} ${styles.home}`}>
      <HeroSlider />
      <Later>
        <Reveal>
          <BannerCarousels />
        </Reveal>
      </Later>
      <Later>
        <Reveal>
          <CategoryTiles />
        </Reveal>
      </Later>
      <Later>
        <Reveal>
          <BestPlates />
        </Reveal>
      </Later>
      <Later>
        <Reveal className={styles.section}>
          <ListingCarousel
            title={t('latest.heading')}
            description={t('latest.description')}
            listings={latest.data?.data}
            loading={latest.isPending}
          />
        </Reveal>
      </Later>
      <Later>
        <RecentlyViewed className={styles.section} />
      </Later>
      <Later>
        <Reveal>
          <UsefulLinks />
        </Reveal>
      </Later>
      <Later>
        <PartnerStrip />
      </Later>
    </div>
  )
}
