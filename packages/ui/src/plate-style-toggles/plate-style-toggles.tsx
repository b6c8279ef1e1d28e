import type { Plate } from '@raqam/plates/react'
import type { ComponentProps } from 'react'
import { SegmentedField } from '#field/filter-fields.tsx'
import styles from './plate-style-toggles.module.css'

/** `type1`: the emirate's current design; `type2`: its earlier one. */
export type PlateStyle = NonNullable<ComponentProps<typeof Plate>['type']>
/** `big`: the long one-row plate; `mini`: the short two-row plate. */
export type PlateSize = NonNullable<ComponentProps<typeof Plate>['size']>

export type PlateStyleLabels = {
  /** The name of the style pills, e.g. "Plate style". */
  type: string
  /** e.g. "Type 1". */
  type1: string
  /** e.g. "Type 2". */
  type2: string
}

export type PlateSizeLabels = {
  /** The name of the size toggle, e.g. "Plate size". */
  size: string
  /** e.g. "Big". */
  big: string
  /** e.g. "Mini". */
  mini: string
}

type Controlled<Value> = { value: Value; onChange: (value: Value) => void }

export type PlateStyleTogglesProps = {
  /** Where they sit: over a card's picture (named for screen readers only, above the card's link) or
   * over a viewer's stage (named on screen). */
  placement: 'card' | 'viewer'
  /** The style pills (type 1 / type 2). */
  style: Controlled<PlateStyle> & { labels: PlateStyleLabels }
  /** The size toggle (big / mini): car plates only; motorcycle plates have one size. */
  size?: Controlled<PlateSize> & { labels: PlateSizeLabels }
}

/**
 * The plate style pills and, for car plates, the size toggle: the one control of how a plate is drawn,
 * on listing cards and in the plate viewer (detail page, publish preview). Radio groups, so arrows move
 * between the choices.
 */
export function PlateStyleToggles({ placement, style, size }: PlateStyleTogglesProps) {
  const onCard = placement === 'card'
  const shared = { size: 'sm', hideLabel: onCard, className: onCard ? styles.onCard : undefined } as const
  return (
    <>
      <SegmentedField
        {...shared}
        label={style.labels.type}
        options={[
          { value: 'type1', label: style.labels.type1 },
          { value: 'type2', label: style.labels.type2 },
        ]}
        value={style.value}
        onChange={style.onChange}
      />
      {size && (
        <SegmentedField
          {...shared}
          label={size.labels.size}
          options={[
            { value: 'big', label: size.labels.big },
            { value: 'mini', label: size.labels.mini },
          ]}
          value={size.value}
          onChange={size.onChange}
        />
      )}
    </>
  )
}
