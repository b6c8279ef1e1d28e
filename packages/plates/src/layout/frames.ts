import type { City } from '@raqam/listing-rules/cities'
import { ink } from './draw.ts'
import type { Box, MarkPart, PlateKind, PlateLayout, PlateSize, PlateType, Shape, TextSlot } from './types.ts'

/**
 * The three plate outlines, in millimetres. No UAE source gives sizes (layout-sources.md §7.1): the
 * long plate is the European 520 × 110; the short two-row plate takes the templates' 2.35 : 1; the
 * motorcycle plate the 2 : 1 of the Sharjah and Ajman motorcycle blanks.
 */
export const frames = {
  big: { width: 520, height: 110, radius: 9 },
  mini: { width: 340, height: 145, radius: 9 },
  motorcycle: { width: 250, height: 125, radius: 8 },
} as const

/** Border and pressed rim shared by every private plate: white field, black rounded border. */
const border = { strokeWidth: 2.6, rimInset: 5.4, rimWidth: 0.6 }

type Variant = { kind: PlateKind; city: City; type: PlateType; size: PlateSize | null }

type LayoutSpec = {
  panels?: readonly Shape[]
  marks: readonly MarkPart[]
  code: Box & { fill?: string }
  number: Box & { fill?: string }
  source: string
  field?: Partial<PlateLayout['field']>
}

const slot = ({ fill = ink, ...box }: Box & { fill?: string }, minScaleX: number): TextSlot => ({
  box,
  fill,
  minScaleX,
})

/** A complete layout record from the parts that differ between variants. */
export function plate(variant: Variant, spec: LayoutSpec): PlateLayout {
  const frame = frames[variant.kind === 'motorcycle' ? 'motorcycle' : (variant.size ?? 'big')]
  const id = [variant.kind, variant.city, variant.type, variant.size].filter(Boolean).join('/')
  return {
    id,
    ...variant,
    width: frame.width,
    height: frame.height,
    field: {
      fill: '#ffffff',
      stroke: ink,
      strokeWidth: border.strokeWidth,
      radius: frame.radius,
      rim: { inset: border.rimInset, stroke: '#2b2e31', strokeWidth: border.rimWidth },
      ...spec.field,
    },
    panels: spec.panels ?? [],
    marks: spec.marks,
    // Codes are one or two characters: condensing them reads badly, so they shrink instead.
    code: slot(spec.code, 0.92),
    // Plate numbers are set tighter on five-digit plates before the characters get smaller.
    number: slot(spec.number, 0.8),
    source: spec.source,
  }
}
