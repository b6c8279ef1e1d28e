/**
 * Sharjah. type1 is the current long plate: a "U A E" column at the hoist, the code, the wordmark
 * (الشارقة over "Sharjah"), the number on the right (layout-sources.md §1.3, M). type2, the earlier
 * plate, is our plausible reading (L): code, number, and the name block at the fly end. No source
 * shows a short Sharjah car plate (§7.2): the short plates reuse the code-top-left scheme of the
 * motorcycle blank (L). Motorcycle type1 is that blank: code top-left, pictogram top-right, name
 * bottom-left, number bottom-right (M); type2 drops the pictogram for the wordmark (L).
 */
import { arabic, latin, motorcycle, nameBlock, part } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType } from '../types.ts'

const city: City = 'sharjah'

/** The wordmark: الشارقة over "Sharjah", centred on x; `baseline` is the Latin line's. */
function wordmark(x: number, baseline: number, scale: number): MarkPart {
  return part('wordmark', [
    arabic('الشارقة', { x, y: baseline - 36 * scale, size: 21 * scale }),
    latin('Sharjah', { x, y: baseline, size: 33 * scale, weight: 500 }),
  ])
}

/** U, A and E stacked at the hoist. */
function uaeColumn(x: number, top: number, step: number, size: number): MarkPart {
  return part(
    'uae-column',
    ['U', 'A', 'E'].map((letter, i) => latin(letter, { x, y: top + size * 0.7 + i * step, size, weight: 700 })),
  )
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const bike = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const sharjah: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: [uaeColumn(27, 25, 22, 18), wordmark(197, 86, 1)],
          code: { x: 48, y: 33, width: 72, height: 44 },
          number: { x: 276, y: 22, width: 228, height: 64 },
          source: 'layout-sources.md §1.3 type 1: U A E column, code at 16.5%, wordmark 25–51%, number at 75% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: [wordmark(238, 62, 0.95)],
          code: { x: 18, y: 16, width: 100, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'No source shows a short Sharjah car plate: code top-left, wordmark top-right, number below (L)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          marks: [part('name', nameBlock('الشارقة', 'SHARJAH', 452, 27, 1.15))],
          code: { x: 16, y: 27, width: 82, height: 56 },
          number: { x: 112, y: 22, width: 270, height: 64 },
          source: 'Earlier plate, plausible design: code, number, name block at the fly end (L)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          marks: [part('name', nameBlock('الشارقة', 'SHARJAH', 78, 15, 1.2))],
          code: { x: 200, y: 16, width: 118, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Earlier short plate, plausible design: name block top-left, code top-right (L)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(bike('type1'), {
        marks: [part('pictogram', motorcycle(146, 12, 86)), part('name', nameBlock('الشارقة', 'SHARJAH', 52, 70, 1))],
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 98, y: 68, width: 140, height: 44 },
        source:
          'layout-sources.md §1.3 motorcycle blank: code top-left, pictogram top-right, name bottom-left, number bottom-right (M)',
      }),
    type2: () =>
      plate(bike('type2'), {
        marks: [wordmark(172, 52, 0.78)],
        code: { x: 14, y: 14, width: 86, height: 40 },
        number: { x: 14, y: 68, width: 222, height: 44 },
        source: 'Second motorcycle design, plausible: code top-left, wordmark top-right, number below (L)',
      }),
  },
}
