import type { CarouselLabels } from '@raqam/ui/carousel'
import { useTranslation } from 'react-i18next'

/** The carousel's words in the page language, named by `label`. */
export function useCarouselLabels(label: string): CarouselLabels {
  const { t } = useTranslation()
  return {
    label,
    carousel: t('carouselLabels.carousel'),
    slide: t('carouselLabels.slide'),
    slidePosition: (index, count) => t('carouselLabels.slidePosition', { index, count }),
    previous: t('carouselLabels.previous'),
    next: t('carouselLabels.next'),
    dots: t('carouselLabels.dots'),
    goTo: (index) => t('carouselLabels.goTo', { index }),
    pause: t('carouselLabels.pause'),
    play: t('carouselLabels.play'),
  }
}
