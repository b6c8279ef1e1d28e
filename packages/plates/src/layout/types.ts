import type { City } from '@raqam/listing-rules/cities'

/** Car or motorcycle. */
export type PlateKind = 'car' | 'motorcycle'
/** `type1` is the emirate's current design, `type2` its earlier one (for motorcycles: the two motorcycle designs). */
export type PlateType = 'type1' | 'type2'
/** `big` is the long single-row plate, `mini` the short two-row one. Motorcycles have one size. */
export type PlateSize = 'big' | 'mini'

/** A rectangle in plate units (millimetres of the physical plate), origin at the top-left corner. */
export type Box = { x: number; y: number; width: number; height: number }

type Paint = { fill?: string; stroke?: string; strokeWidth?: number }

/** A line of set text: `x` is its centre, `y` its baseline, `width` the length it is pinned to. */
export type TextShape = {
  shape: 'text'
  text: string
  script: 'latin' | 'arabic'
  x: number
  y: number
  size: number
  weight: number
  fill: string
  width: number
  /** Ink above and below the baseline, in plate units, so a mark's extent is known without a browser. */
  ascent: number
  descent: number
}

/** One drawing instruction of a panel or mark, in absolute plate units. */
export type Shape =
  | ({ shape: 'rect'; x: number; y: number; width: number; height: number; rx?: number } & Paint)
  | ({ shape: 'circle'; cx: number; cy: number; r: number } & Paint)
  | ({
      shape: 'path'
      d: string
      box: Box
      strokeLinecap?: 'round' | 'butt'
      strokeLinejoin?: 'round' | 'miter'
    } & Paint)
  | TextShape

/** A part of the emirate's mark (wordmark, "U.A.E" tag, flag, pictogram): the code and number must keep clear of its box. */
export type MarkPart = { name: string; box: Box; shapes: readonly Shape[] }

/** Where a code or a number goes: the characters' cap height fills `box.height`, centred in it. */
export type TextSlot = {
  box: Box
  fill: string
  /** How far characters may be condensed (1 = never) before they are made smaller to fit `box.width`. */
  minScaleX: number
}

/** Everything needed to draw one of the 42 plate variants. Units are millimetres of the physical plate. */
export type PlateLayout = {
  /** e.g. `car/dubai/type1/big`, `motorcycle/umm-al-quwain/type1`. */
  id: string
  kind: PlateKind
  city: City
  type: PlateType
  /** `null` for motorcycles, which come in one size. */
  size: PlateSize | null
  width: number
  height: number
  field: {
    fill: string
    stroke: string
    strokeWidth: number
    radius: number
    rim: { inset: number; stroke: string; strokeWidth: number } | null
  }
  /** Coloured areas drawn under everything else (e.g. Abu Dhabi's red code panel). */
  panels: readonly Shape[]
  marks: readonly MarkPart[]
  code: TextSlot
  number: TextSlot
  /** Where the design comes from and how sure we are (confidence H, M or L, as explained in docs/layout-sources.md). */
  source: string
}

/**
 * The six layouts of one emirate: car type × size, and the two motorcycle designs. Each is built the
 * first time a plate asks for it (layouts.ts keeps it): a page draws a few of the 42.
 */
export type CityLayouts = {
  car: Readonly<Record<PlateType, Readonly<Record<PlateSize, () => PlateLayout>>>>
  motorcycle: Readonly<Record<PlateType, () => PlateLayout>>
}
