/**
 * Umm Al Quwain. type1 is the current long plate: the code, the Arabic name on a faint round emblem
 * with "UMM AL QUWAIN" under it, the number (layout-sources.md §1.7, M). The type1 motorcycle plate
 * is the [HS] blank: name top-left, pictogram top-right, and — unlike every other emirate — the
 * code at the bottom-left on the number's baseline (M). Short car plates: name top-left, code
 * top-right (L). type2 plates are our plausible reading of the earlier design (L).
 */
import { arabic, latin, motorcycle, nameBlock, part, round } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType } from '../types.ts'

const city: City = 'umm-al-quwain'

/**
 * أم over القيوين on a faint disc (the plate's light emblem shape), "UMM AL QUWAIN" under it,
 * centred on x; `top` is the disc's top.
 */
function emblem(x: number, top: number, scale: number): MarkPart {
  const r = 30 * scale
  const cy = top + r
  const first = arabic('أم', { x, y: 0, size: 15 * scale })
  const second = arabic('القيوين', { x, y: 0, size: 15 * scale })
  return part('name', [
    { shape: 'circle', cx: x, cy: round(cy), r: round(r), fill: '#eceef1' },
    {
      shape: 'circle',
      cx: x,
      cy: round(cy),
      r: round(r - 2.5 * scale),
      fill: 'none',
      stroke: '#d5d9de',
      strokeWidth: round(0.8 * scale),
    },
    { ...first, y: round(cy - 3 * scale) },
    { ...second, y: round(cy + 14 * scale) },
    latin('UMM AL QUWAIN', { x, y: round(top + 2 * r + 12 * scale), size: 12.5 * scale, weight: 700 }),
  ])
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const bike = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const ummAlQuwain: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: [emblem(172, 8, 1)],
          code: { x: 20, y: 27, width: 90, height: 56 },
          number: { x: 226, y: 22, width: 278, height: 64 },
          source:
            'layout-sources.md §1.7 type 1: code at 12.4%, Arabic name and UMM AL QUWAIN at 27–39%, number at 68% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: [emblem(72, 9, 0.74)],
          code: { x: 200, y: 16, width: 122, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Short plate, plausible: name top-left, code top-right, number below (L)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          marks: [part('name', nameBlock('أم القيوين', 'UMM AL QUWAIN', 72, 24, 1.05, 118))],
          code: { x: 144, y: 27, width: 80, height: 56 },
          number: { x: 234, y: 22, width: 270, height: 64 },
          source: 'Earlier plate, plausible design: name in both scripts at the hoist, then code and number (L)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          marks: [part('name', nameBlock('أم القيوين', 'UMM AL QUWAIN', 244, 14, 1.1, 150))],
          code: { x: 18, y: 16, width: 120, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Earlier short plate, plausible design: code top-left, name top-right (L)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(bike('type1'), {
        marks: [emblem(58, 8, 0.66), part('pictogram', motorcycle(146, 12, 86))],
        code: { x: 14, y: 72, width: 62, height: 40 },
        number: { x: 86, y: 68, width: 150, height: 44 },
        source:
          'layout-sources.md §1.7 motorcycle blank: name top-left, pictogram top-right, code bottom-left beside the number (M)',
      }),
    type2: () =>
      plate(bike('type2'), {
        marks: [emblem(184, 8, 0.66)],
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 14, y: 68, width: 222, height: 44 },
        source: 'Second motorcycle design, plausible: code top-left, name top-right, number below (L)',
      }),
  },
}
