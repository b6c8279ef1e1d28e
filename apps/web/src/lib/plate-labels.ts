import type { PlateSizeLabels, PlateStyleLabels } from '@raqam/ui/plate-style-toggles'
import { useTranslation } from 'react-i18next'

/** The plate style and size choices' labels in the page language, for the cards and the plate viewer. */
export function usePlateLabels(): PlateStyleLabels & PlateSizeLabels {
  const { t } = useTranslation()
  return {
    type: t('card.plateStyle'),
    type1: t('card.type1'),
    type2: t('card.type2'),
    size: t('card.plateSize'),
    big: t('card.big'),
    mini: t('card.mini'),
  }
}
