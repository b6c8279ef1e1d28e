import { Plate } from '@raqam/plates/plate'
import type { City } from '@raqam/listing-rules/cities'
import { useState, type ComponentProps } from 'react'
import { ProductCard, type ListingCardProps } from '#card/card.tsx'
import { SegmentedField } from '#fields/fields.tsx'
import styles from './plate-card.module.css'

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

type PlateCardBaseProps = ListingCardProps & {
  city: City
  /** The plate code, e.g. `AA` or `50`. */
  code: string
  /** The plate number, 1 to 5 digits. */
  number: string
  /** What a screen reader says for the plate picture, e.g. "Dubai plate AA 16". */
  plateLabel: string
  /** The style shown first. Defaults to `type1`. */
  defaultType?: PlateStyle
}

export type CarPlateCardProps = PlateCardBaseProps & {
  labels: PlateStyleLabels & PlateSizeLabels
  /** The size shown first. Defaults to `big`. */
  defaultSize?: PlateSize
}

/**
 * A car plate listing: type 1 / type 2 pills (a radio group) and a big / mini toggle over the plate
 * drawn by @raqam/plates, then title, price and favourite. Style and size only change the picture.
 */
export function CarPlateCard({
  city,
  code,
  number,
  plateLabel,
  labels,
  defaultType = 'type1',
  defaultSize = 'big',
  ...card
}: CarPlateCardProps) {
  const [type, setType] = useState<PlateStyle>(defaultType)
  const [size, setSize] = useState<PlateSize>(defaultSize)
  return (
    <ProductCard
      {...card}
      rootProps={{ 'data-kind': 'car' }}
      headerStart={
        <>
          <StylePills labels={labels} value={type} onChange={setType} />
          <SegmentedField
            label={labels.size}
            hideLabel
            size="sm"
            className={styles.control}
            options={[
              { value: 'big', label: labels.big },
              { value: 'mini', label: labels.mini },
            ]}
            value={size}
            onChange={setSize}
          />
        </>
      }
      stage={
        <Plate
          kind="car"
          city={city}
          code={code}
          number={number}
          type={type}
          size={size}
          label={plateLabel}
          className={styles.plate}
        />
      }
    />
  )
}

export type MotorcyclePlateCardProps = PlateCardBaseProps & {
  labels: PlateStyleLabels
}

/** A motorcycle plate listing: like the car plate card, without the size toggle (motorcycle plates have one size). */
export function MotorcyclePlateCard({
  city,
  code,
  number,
  plateLabel,
  labels,
  defaultType = 'type1',
  ...card
}: MotorcyclePlateCardProps) {
  const [type, setType] = useState<PlateStyle>(defaultType)
  return (
    <ProductCard
      {...card}
      rootProps={{ 'data-kind': 'motorcycle' }}
      headerStart={<StylePills labels={labels} value={type} onChange={setType} />}
      stage={
        <Plate
          kind="motorcycle"
          city={city}
          code={code}
          number={number}
          type={type}
          label={plateLabel}
          className={styles.plate}
        />
      }
    />
  )
}

function StylePills({
  labels,
  value,
  onChange,
}: {
  labels: PlateStyleLabels
  value: PlateStyle
  onChange: (value: PlateStyle) => void
}) {
  return (
    <SegmentedField
      label={labels.type}
      hideLabel
      size="sm"
      className={styles.control}
      options={[
        { value: 'type1', label: labels.type1 },
        { value: 'type2', label: labels.type2 },
      ]}
      value={value}
      onChange={onChange}
    />
  )
}
