import { classifyNumber } from '@raqam/patterns/pattern-classifier'
import { patternKindOf } from '@raqam/patterns/pattern-table'
import { isCity } from '@raqam/listing-rules/cities'
import { Plate } from '@raqam/plates/react'
import { formatMobileNumber, PLATE_NUMBER_MAX_DIGITS } from '@raqam/listing-rules/numbers'
import { OperatorMark } from '@raqam/ui/operator-mark'
import { MobileNumber } from '@raqam/ui/mobile-number'
import { PlateViewer, type PlatePictureStyle } from '@raqam/ui/plate-viewer'
import { useTranslation } from 'react-i18next'
import { PatternBadges } from '#components/listing-card/pattern-badges.tsx'
import { usePlateLabels } from '#lib/plate-labels.ts'
import { normalizedNumber, type ListingDraft } from './listing-form.ts'
import styles from './listing-preview.module.css'

type ListingPreviewProps = {
  draft: ListingDraft
  /** The number is valid for the category: its pattern badges show (the classifier takes only valid numbers). */
  numberValid: boolean
}

/** A plate never holds more than 5 digits; what is typed beyond that (or a letter) is the field's message to explain. */
const plateDigits = (typed: string) => normalizedNumber(typed).replace(/\D/g, '').slice(0, PLATE_NUMBER_MAX_DIGITS)

/**
 * The listing's picture as it is typed: the plate drawn by @raqam/plates in the chosen
 * style and size (the choice the detail page offers; it only changes the picture), or the mobile
 * number with its operator's mark. An image named "Preview: …"; its name changes with every key, so
 * it is not a live region (a screen reader would read every digit twice).
 */
export function ListingPreview({ draft, numberValid }: ListingPreviewProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const plateLabels = usePlateLabels()
  const { category } = draft
  const preview = (subject: string) => t('dialog.preview.label', { subject: subject.replace(/\s+/g, ' ').trim() })

  /** The picture on the viewer's stage, in the style and size chosen above it. */
  const picture = (style: PlatePictureStyle) => {
    if (category === 'mobile') {
      const number = formatMobileNumber(draft.number)
      const subject = draft.operator
        ? tc('card.mobileLabel', { operator: tc(`operators.${draft.operator}`), number })
        : t('dialog.preview.mobileNumber', { number })
      return (
        // Phone numbers read left to right on an Arabic page too, as on the mobile card.
        <div role="img" aria-label={preview(subject)} className={styles.mobile} dir="ltr" data-slot="mobile-preview">
          {draft.operator && (
            <OperatorMark operator={draft.operator} label="" aria-hidden="true" className={styles.mark} />
          )}
          <MobileNumber number={draft.number} size="preview" placeholder="05X XXX XXXX" />
        </div>
      )
    }
    if (!isCity(draft.city)) return <p className={styles.placeholder}>{t('dialog.preview.chooseCity')}</p>
    const number = plateDigits(draft.number)
    const key = category === 'motorcycle' ? 'card.motorcyclePlateLabel' : 'card.plateLabel'
    const subject = tc(key, { city: tc(`cities.${draft.city}`), code: draft.code, number })
    return (
      <Plate kind={category} city={draft.city} code={draft.code} number={number} label={preview(subject)} {...style} />
    )
  }

  return (
    <div className={styles.preview} data-slot="listing-preview">
      <PlateViewer kind={category} labels={plateLabels} density="compact">
        {picture}
      </PlateViewer>
      <div className={styles.badgeRow}>
        {numberValid && (
          <PatternBadges patterns={classifyNumber(patternKindOf(category), normalizedNumber(draft.number))} size="md" />
        )}
      </div>
    </div>
  )
}
