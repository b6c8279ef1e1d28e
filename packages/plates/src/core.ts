/**
 * @raqam/plates: the framework-free renderer. Layouts are data (one record per variant);
 * one renderer turns a layout, a code and a number into SVG.
 */
import { isCity, type City } from '@raqam/listing-rules/cities'
import { layoutOf } from './layout/layouts.ts'
import type { PlateKind, PlateLayout, PlateSize, PlateType } from './layout/types.ts'
import { fitText, type FittedText } from './render/fit-text.ts'
import { defineOutlines, plateDrawing, toSvgString, type PlateOptions } from './render/svg-tree.ts'

export type {
  Box,
  MarkPart,
  PlateKind,
  PlateLayout,
  PlateSize,
  PlateType,
  Shape,
  TextShape,
  TextSlot,
} from './layout/types.ts'
export type { PlateOptions, SvgNode } from './render/svg-tree.ts'
export type { FittedText } from './render/fit-text.ts'
export { validatePlate, type PlateInput, type PlateProblem, type PlateProblemCode } from './validate.ts'

/** The layout record of one variant; `size` is ignored for motorcycles. Throws on an unknown kind, city, type or size. */
export function plateLayout(
  kind: PlateKind,
  city: City,
  type: PlateType = 'type1',
  size: PlateSize = 'big',
): PlateLayout {
  if (!isCity(city)) throw new RangeError(`Unknown city ${JSON.stringify(city)}`)
  if (type !== 'type1' && type !== 'type2') throw new RangeError(`Unknown plate type ${JSON.stringify(type)}`)
  if (kind !== 'car' && kind !== 'motorcycle') throw new RangeError(`Unknown plate kind ${JSON.stringify(kind)}`)
  if (kind === 'car' && size !== 'big' && size !== 'mini') {
    throw new RangeError(`Unknown plate size ${JSON.stringify(size)}`)
  }
  return layoutOf(kind, city, type, size)
}

/** Where the code and the number land on a layout (font size, baseline, ink box), e.g. to overlay them on a photo. */
export function placeCharacters(
  layout: PlateLayout,
  code: string,
  number: string,
): { code: FittedText | null; number: FittedText | null } {
  return { code: fitText(code, layout.code), number: fitText(number, layout.number) }
}

/**
 * The plate as a standalone SVG string: no scripts, no external references, no font (every word and
 * character is an outline, defined once in the SVG's own `<defs>`), so it looks the same in any page,
 * e-mail, image viewer or PDF.
 */
export function renderPlateSvg(options: PlateOptions): string {
  const layout = plateLayout(options.kind, options.city, options.type, options.size)
  const { tree, outlines } = plateDrawing(layout, options)
  return toSvgString(defineOutlines(tree, outlines))
}
