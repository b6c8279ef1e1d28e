import { Plate } from '@raqam/plates/react'
import type { City } from '@raqam/listing-rules/cities'
import { useState } from 'react'
import { ListingCardFrame, type ListingCardProps } from '#card/card.tsx'
import {
  PlateStyleToggles,
  type PlateSize,
  type PlateSizeLabels,
  type PlateStyle,
  type PlateStyleLabels,
} from '#plate-style-toggles/plate-style-toggles.tsx'
import styles from './plate-card.module.css'

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
    <ListingCardFrame
      {...card}
      rootProps={{ 'data-kind': 'car' }}
      headerStart={
        <PlateStyleToggles
          placement="card"
          style={{ labels, value: type, onChange: setType }}
          size={{ labels, value: size, onChange: setSize }}
        />
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
    <ListingCardFrame
      {...card}
      rootProps={{ 'data-kind': 'motorcycle' }}
      headerStart={<PlateStyleToggles placement="card" style={{ labels, value: type, onChange: setType }} />}
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
