/**
 * Ras Al Khaimah. type1 is the current long plate: the emirate's name in large Arabic at the hoist
 * (the plate's calligraphy, here set in Kufi on two lines), the code, the number; no Latin name
 * (layout-sources.md §1.5, M). Short plates and motorcycles follow the [HS] short template: code
 * top-left, name top-right, number below, "U.A.E" and الإمارات flanking it (M). type2, the earlier
 * plate, is our plausible reading (L): the name in both scripts at the hoist.
 */
import { arabic, latin, nameBlock, part, round } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType } from '../types.ts'

const city: City = 'ras-al-khaimah'

/** رأس over الخيمة, centred on x; `top` is the ink top of the first line. */
function calligraphy(x: number, top: number, scale: number): MarkPart {
  const first = arabic('رأس', { x, y: 0, size: 28 * scale })
  const second = arabic('الخيمة', { x, y: 0, size: 26 * scale })
  const firstBaseline = round(top + first.ascent)
  return part('name', [
    { ...first, y: firstBaseline },
    { ...second, y: round(firstBaseline + first.descent + second.ascent + 1 * scale) },
  ])
}

function uaeFlank(left: number, right: number, y: number): MarkPart[] {
  return [
    part('uae-latin', [latin('U.A.E', { x: left, y, size: 13, weight: 700 })]),
    part('uae-arabic', [arabic('الإمارات', { x: right, y: y - 1, size: 8.6 })]),
  ]
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const bike = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const rasAlKhaimah: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: [calligraphy(66, 20, 1.12)],
          code: { x: 122, y: 26, width: 78, height: 56 },
          number: { x: 214, y: 22, width: 290, height: 64 },
          source: 'layout-sources.md §1.5 type 1: Arabic name 6–21.5% full height, code at 31%, number at 65% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: [calligraphy(258, 9, 0.72), ...uaeFlank(38, 302, 108)],
          code: { x: 18, y: 16, width: 116, height: 44 },
          number: { x: 68, y: 76, width: 204, height: 54 },
          source:
            'layout-sources.md §1.5 short template: code top-left, name top-right, number below with U.A.E / الإمارات (M)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          marks: [part('name', nameBlock('رأس الخيمة', 'RAS AL KHAIMAH', 74, 26, 1.1, 120))],
          code: { x: 150, y: 27, width: 80, height: 56 },
          number: { x: 240, y: 22, width: 264, height: 64 },
          source: 'Earlier plate, plausible design: name in both scripts at the hoist, then code and number (L)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          marks: [part('name', nameBlock('رأس الخيمة', 'RAS AL KHAIMAH', 98, 14, 1.1, 150))],
          code: { x: 206, y: 16, width: 116, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Earlier short plate, plausible design: name top-left, code top-right (L)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(bike('type1'), {
        marks: [calligraphy(182, 9, 0.64)],
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 14, y: 68, width: 222, height: 44 },
        source: 'layout-sources.md §1.5 short template on the motorcycle outline: code top-left, name top-right (M/L)',
      }),
    type2: () =>
      plate(bike('type2'), {
        marks: [part('name', nameBlock('رأس الخيمة', 'RAS AL KHAIMAH', 72, 12, 0.95, 112))],
        code: { x: 150, y: 14, width: 86, height: 40 },
        number: { x: 14, y: 68, width: 222, height: 44 },
        source: 'Second motorcycle design, plausible: name top-left, code top-right (L)',
      }),
  },
}
