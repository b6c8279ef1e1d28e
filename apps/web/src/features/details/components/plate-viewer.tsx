import { Plate } from '@raqam/plates/plate'
import type { City } from '@raqam/plates/codes'
import { SegmentedField } from '@raqam/ui/fields'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './details-page.module.css'

type PlateViewerProps = {
  kind: 'car' | 'motorcycle'
  city: City
  code: string
  number: string
  label: string
}

/**
 * SPEC §2/§4 detail view: the plate with its two styles, and for cars the big / small toggle
 * (motorcycle plates have one size). Defaults: type 1, big.
 */
export function PlateViewer({ kind, city, code, number, label }: PlateViewerProps) {
  const { t } = useTranslation()
  const [type, setType] = useState<'type1' | 'type2'>('type1')
  const [size, setSize] = useState<'big' | 'mini'>('big')
  return (
    <div className={styles.viewer}>
      <div className={styles.toggles}>
        <SegmentedField
          label={t('card.plateStyle')}
          size="sm"
          options={[
            { value: 'type1', label: t('card.type1') },
            { value: 'type2', label: t('card.type2') },
          ]}
          value={type}
          onChange={setType}
        />
        {kind === 'car' && (
          <SegmentedField
            label={t('card.plateSize')}
            size="sm"
            options={[
              { value: 'big', label: t('card.big') },
              { value: 'mini', label: t('card.mini') },
            ]}
            value={size}
            onChange={setSize}
          />
        )}
      </div>
      <div className={styles.stage} data-kind={kind} data-size={kind === 'car' ? size : undefined}>
        <Plate kind={kind} city={city} code={code} number={number} type={type} size={size} label={label} className={styles.plate} />
      </div>
    </div>
  )
}
