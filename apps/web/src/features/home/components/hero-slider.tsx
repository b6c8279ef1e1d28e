import { Carousel } from '@raqam/ui/carousel'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ArrowIcon } from '#components/icons/icons.tsx'
import { useCarouselLabels } from '#lib/carousel-labels.ts'
import { HeroArt } from '../art/hero-art.tsx'
import styles from './hero-slider.module.css'

const slides = [
  { key: 'plates', to: paths.shop.href() },
  { key: 'numbers', to: paths.shop.href('mobile') },
  { key: 'sell', to: paths.order.href() },
] as const

/**
 * The image slider: one slide at a time, dots, arrows, loop, autoplay 4000 ms, 500 ms moves. Every slide
 * is as tall as the tallest, so all are drawn from the first paint (the controls under them stay put).
 */
export function HeroSlider() {
  const { t } = useTranslation('home')
  const labels = useCarouselLabels(t('hero.label'))
  return (
    <Carousel
      className={styles.hero}
      labels={labels}
      perView={1}
      autoplay={4000}
      duration={500}
      loop
      gap="none"
      arrowPlacement="below"
      deferSlides={false}
    >
      {slides.map((slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2'
        return (
          <div key={slide.key} className={styles.slide} data-slide={slide.key}>
            <div className={styles.text}>
              <p className={styles.eyebrow}>{t(`hero.slides.${slide.key}.eyebrow`)}</p>
              <Heading className={styles.title}>{t(`hero.slides.${slide.key}.title`)}</Heading>
              <p className={styles.lead}>{t(`hero.slides.${slide.key}.text`)}</p>
              <Link className={styles.cta} to={slide.to}>
                {t(`hero.slides.${slide.key}.cta`)}
                <ArrowIcon />
              </Link>
            </div>
            <div className={styles.art}>
              <HeroArt slide={slide.key} />
            </div>
          </div>
        )
      })}
    </Carousel>
  )
}
