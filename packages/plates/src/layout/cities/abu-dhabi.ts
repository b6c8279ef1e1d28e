/**
 * Abu Dhabi. type1 is the current plate with the emirate's brand (a red emblem with أبوظبي and the
 * "Abu Dhabi" wordmark; layout-sources.md §1.1 design B, M); type2 the earlier plate whose code
 * sits in a red panel at the hoist (design A, M/H). Short plates and motorcycles follow the [HS]
 * short template (emblem top-left, code top-right, number below; M/L); the red-panel short plate is
 * our plausible reading of design A on the two-row outline (L).
 */
import { arabic, latin, part, roundedRect, white } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType, Shape } from '../types.ts'

const city: City = 'abu-dhabi'
const red = '#d71920'

/** The brand: a red rounded emblem carrying أبوظبي in white, and the "Abu Dhabi" wordmark (centred on `wordmarkX`, baseline `wordmarkY`). */
function brand(x: number, y: number, scale: number, wordmarkX: number, wordmarkY: number): MarkPart[] {
  const w = 58 * scale
  const h = 34 * scale
  return [
    part('emblem', [
      { shape: 'rect', x, y, width: w, height: h, rx: 7 * scale, fill: red },
      arabic('أبوظبي', { x: x + w / 2, y: y + h * 0.64, size: 13.4 * scale, fill: white }),
    ]),
    part('wordmark', [latin('Abu Dhabi', { x: wordmarkX, y: wordmarkY, size: 27 * scale, weight: 600 })]),
  ]
}

/** The small "الإمارات / U.A.E" tag. */
function uaeTag(x: number, y: number, scale: number): MarkPart {
  return part('uae-tag', [
    arabic('الإمارات', { x, y, size: 10 * scale }),
    latin('U.A.E', { x, y: y + 15 * scale, size: 14 * scale, weight: 700 }),
  ])
}

/** The tag split to flank the number on short plates: "U.A.E" on the left, الإمارات on the right. */
function uaeFlank(left: number, right: number, y: number, scale: number): MarkPart[] {
  return [
    part('uae-latin', [latin('U.A.E', { x: left, y, size: 13 * scale, weight: 700 })]),
    part('uae-arabic', [arabic('الإمارات', { x: right, y: y - 1 * scale, size: 8.6 * scale })]),
  ]
}

/** Design A's text block: الإمارات, أبوظبي, "U.A.E A.D". */
function textBlock(x: number, top: number, scale: number): MarkPart {
  return part('name', [
    arabic('الإمارات', { x, y: top + 20 * scale, size: 15 * scale }),
    arabic('أبوظبي', { x, y: top + 46 * scale, size: 15.5 * scale }),
    latin('U.A.E  A.D', { x, y: top + 78 * scale, size: 19 * scale, weight: 700 }),
  ])
}

function redPanel(x: number, y: number, width: number, height: number, radius: number): Shape {
  return roundedRect(x, y, width, height, [radius, 0, 0, radius], { fill: red })
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const motorcycle = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const abuDhabi: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: [...brand(88, 10, 1, 92, 94), uaeTag(193, 48, 1)],
          code: { x: 12, y: 14, width: 66, height: 36 },
          number: { x: 226, y: 22, width: 278, height: 64 },
          source: 'layout-sources.md §1.1 design B: code top-left, emblem and wordmark, U.A.E tag, number at 70% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: [...brand(38, 13, 0.9, 64, 63), ...uaeFlank(38, 302, 108, 1)],
          code: { x: 236, y: 16, width: 88, height: 44 },
          number: { x: 68, y: 76, width: 204, height: 54 },
          source: 'layout-sources.md §1.1 short template: emblem top-left, code top-right, number below (M/L)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          panels: [redPanel(5, 5, 96, 100, 6)],
          marks: [textBlock(150, 8, 1)],
          code: { x: 12, y: 29, width: 82, height: 52, fill: white },
          number: { x: 212, y: 22, width: 292, height: 64 },
          source:
            'layout-sources.md §1.1 design A: red panel with the white code, three-line text block, number at 70% (M/H)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          panels: [roundedRect(5, 5, 120, 64, [6, 0, 0, 0], { fill: red })],
          marks: [textBlock(232, 2, 0.8)],
          code: { x: 16, y: 17, width: 98, height: 40, fill: white },
          number: { x: 16, y: 78, width: 308, height: 54 },
          source:
            'Design A on the short outline: red code panel top-left, text block top-right, number below (L, our reading)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(motorcycle('type1'), {
        marks: [...brand(30, 12, 0.8, 53, 56)],
        code: { x: 150, y: 14, width: 86, height: 38 },
        number: { x: 14, y: 68, width: 222, height: 46 },
        source:
          'layout-sources.md §1.1 "bike" template: emblem and wordmark top-left, code top-right, number below (M/L)',
      }),
    type2: () =>
      plate(motorcycle('type2'), {
        panels: [roundedRect(5, 5, 96, 54, [5, 0, 0, 0], { fill: red })],
        marks: [textBlock(175, 2, 0.66)],
        code: { x: 14, y: 14, width: 78, height: 36, fill: white },
        number: { x: 14, y: 68, width: 222, height: 46 },
        source:
          'Red-panel motorcycle plate (news: private bikes "continue to bear red plates", layout-sources.md §1.1; L)',
      }),
  },
}
