/**
 * Ajman. type1 is the current long plate: the code and number set to the left, a small UAE flag
 * over the multicoloured AJMAN wordmark on the right (layout-sources.md §1.4, M; letter colours
 * from [SP]). type2, the earlier plate, is our plausible reading (L): name block and flag at the
 * hoist, then code and number. Short plates: code top-left, flag and wordmark top-right (L).
 * Motorcycle type1 is the [HS] blank: code top-left, pictogram top-right, name bottom-left, number
 * bottom-right (M).
 */
import { arabic, latin, motorcycle, nameBlock, part, round, uaeFlag } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType, Shape } from '../types.ts'

const city: City = 'ajman'
const letterColours = ['#d51b68', '#e67723', '#273174', '#a98475', '#26bcd0']

/** The flag over "AJMAN" (one colour per letter) over عجمان, centred on x; `top` is the flag's top. */
function wordmark(x: number, top: number, scale: number): MarkPart[] {
  const size = 34 * scale
  const letters = [...'AJMAN'].map((letter, i) =>
    latin(letter, { x: 0, y: 0, size, weight: 700, fill: letterColours[i] }),
  )
  const gap = 1.2 * scale
  const total = letters.reduce((sum, l) => sum + l.width, 0) + gap * (letters.length - 1)
  const baseline = round(top + 22 * scale + size * 0.7)
  let cursor = x - total / 2
  const latinLetters: Shape[] = letters.map((l) => {
    const placed = { ...l, x: round(cursor + l.width / 2), y: baseline }
    cursor += l.width + gap
    return placed
  })
  return [
    part('flag', uaeFlag(round(x - 15 * scale), top, round(30 * scale), round(15 * scale))),
    part('wordmark', [...latinLetters, arabic('عجمان', { x, y: round(baseline + 16 * scale), size: 13 * scale })]),
  ]
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const bike = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const ajman: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: wordmark(428, 10, 1.22),
          code: { x: 14, y: 22, width: 82, height: 64 },
          number: { x: 104, y: 22, width: 240, height: 64 },
          source: 'layout-sources.md §1.4 type 1: code at 10% and number at 42%, flag and wordmark at 68–97% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: wordmark(252, 11, 0.88),
          code: { x: 18, y: 16, width: 120, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Short plate, plausible: code top-left, flag and wordmark top-right, number below (L)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          marks: [part('flag', uaeFlag(32, 12, 30, 15)), part('name', nameBlock('عجمان', 'AJMAN', 47, 36, 1.15))],
          code: { x: 94, y: 27, width: 80, height: 56 },
          number: { x: 186, y: 22, width: 318, height: 64 },
          source: 'Earlier plate, plausible design: flag and name at the hoist, then code and number (L)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          marks: [part('flag', uaeFlag(22, 14, 30, 15)), part('name', nameBlock('عجمان', 'AJMAN', 112, 13, 1.25))],
          code: { x: 206, y: 16, width: 116, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Earlier short plate, plausible design: flag and name top-left, code top-right (L)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(bike('type1'), {
        marks: [part('pictogram', motorcycle(146, 12, 86)), part('name', nameBlock('عجمان', 'AJMAN', 50, 70, 1))],
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 96, y: 68, width: 142, height: 44 },
        source:
          'layout-sources.md §1.4 motorcycle blank: code top-left, pictogram top-right, name bottom-left, number bottom-right (M)',
      }),
    type2: () =>
      plate(bike('type2'), {
        marks: wordmark(180, 10, 0.8),
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 14, y: 68, width: 222, height: 44 },
        source: 'Second motorcycle design, plausible: code top-left, flag and wordmark top-right (L)',
      }),
  },
}
