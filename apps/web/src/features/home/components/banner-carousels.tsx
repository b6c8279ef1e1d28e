import { Carousel } from '@raqam/ui/carousel'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ArrowIcon } from '#components/icons/icons.tsx'
import { useCarouselLabels } from '#lib/carousel-labels.ts'
import { BannerArt, type BannerMotif } from '../art/banner-art.tsx'
import styles from './banner-carousels.module.css'

type Banner = { key: string; motif: BannerMotif; to: string }

const big = [
  { key: 'dubai', motif: 'letters', to: `${paths.shop.href('car')}?city=dubai` },
  { key: 'abuDhabi', motif: 'skyline', to: `${paths.shop.href('car')}?city=abu-dhabi` },
  { key: 'motorcycle', motif: 'wheel', to: paths.shop.href('motorcycle') },
  { key: 'mobile', motif: 'waves', to: paths.shop.href('mobile') },
] as const satisfies readonly Banner[]

const small = [
  { key: 'single', motif: 'one', to: `${paths.shop.href('car')}?digit=1` },
  { key: 'wanted', motif: 'search', to: paths.order.href() },
  { key: 'new', motif: 'spark', to: paths.shop.href() },
] as const satisfies readonly Banner[]

/** Two banner carousels, 4 big banners and 3 small ones (our own artwork). */
export function BannerCarousels() {
  const { t } = useTranslation('home')
  const bigLabels = useCarouselLabels(t('banners.bigLabel'))
  const smallLabels = useCarouselLabels(t('banners.smallLabel'))
  return (
    <div className={styles.banners}>
      <Carousel
        labels={bigLabels}
        perView={2}
        breakpoints={[{ below: 768, perView: 1 }]}
        autoplay={4000}
        duration={500}
        loop
      >
        {big.map((banner) => (
          <BannerTile
            key={banner.key}
            banner={banner}
            size="big"
            title={t(`banners.big.${banner.key}.title`)}
            text={t(`banners.big.${banner.key}.text`)}
          />
        ))}
      </Carousel>
      <Carousel
        labels={smallLabels}
        perView={3}
        breakpoints={[
          { below: 992, perView: 2 },
          { below: 768, perView: 1 },
        ]}
        loop
      >
        {small.map((banner) => (
          <BannerTile
            key={banner.key}
            banner={banner}
            size="small"
            title={t(`banners.small.${banner.key}.title`)}
            text={t(`banners.small.${banner.key}.text`)}
          />
        ))}
      </Carousel>
    </div>
  )
}

function BannerTile({
  banner,
  size,
  title,
  text,
}: {
  banner: Banner
  size: 'big' | 'small'
  title: string
  text: string
}) {
  const { t } = useTranslation('home')
  return (
    <Link to={banner.to} className={styles.banner} data-size={size}>
      <BannerArt motif={banner.motif} className={styles.art} />
      <span className={styles.copy}>
        <span className={styles.title}>{title}</span>
        <span className={styles.text}>{text}</span>
        <span className={styles.explore}>
          {t('banners.explore')}
          <ArrowIcon />
        </span>
      </span>
    </Link>
  )
}
