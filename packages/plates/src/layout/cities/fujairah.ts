/**
 * Fujairah. type1 is the current long plate: the code, الفجيرة with "FUJAIRAH" and "U.A.E" under
 * it, the number (layout-sources.md §1.6, M). The [HS] short blank has no code (§1.6): our short
 * plates put the code at the start of the lower row (L). Motorcycle type1 is the bike blank FUJ-BRR
 * (code top-left, pictogram top-right, name bottom-left, number bottom-right; L); type2 the short
 * blank (FUJAIRAH / U.A.E top-left, الفجيرة top-right; M) with the code on the lower row. type2 car
 * plates are our plausible reading of the earlier design (L).
 */
import { arabic, latin, motorcycle, nameBlock, part, round } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType } from '../types.ts'

const city: City = 'fujairah'

/** الفجيرة over spaced "FUJAIRAH" over "U.A.E", centred on x; `top` is the Arabic ink top. */
function emblem(x: number, top: number, scale: number): MarkPart {
  const name = arabic('الفجيرة', { x, y: 0, size: 21 * scale })
  const baseline = round(top + name.ascent)
  return part('name', [
    { ...name, y: baseline },
    latin('FUJAIRAH', { x, y: round(baseline + 21 * scale), size: 16 * scale, weight: 600 }),
    latin('U.A.E', { x, y: round(baseline + 41 * scale), size: 18 * scale, weight: 700 }),
  ])
}

/** "FUJAIRAH" over "U.A.E", centred on x with the first baseline at y. */
function latinTag(x: number, y: number, scale: number): MarkPart {
  return part('latin-name', [
    latin('FUJAIRAH', { x, y, size: 19 * scale, weight: 700 }),
    latin('U.A.E', { x, y: round(y + 19 * scale), size: 17 * scale, weight: 700 }),
  ])
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const bike = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

export const fujairah: CityLayouts = {
  car: {
    type1: {
      big: () =>
        plate(car('type1', 'big'), {
          marks: [emblem(176, 12, 1)],
          code: { x: 22, y: 27, width: 96, height: 56 },
          number: { x: 234, y: 22, width: 270, height: 64 },
          source:
            'layout-sources.md §1.6 type 1: code at 13%, الفجيرة with FUJAIRAH and U.A.E at 27–39%, number at 70–77% (M)',
        }),
      mini: () =>
        plate(car('type1', 'mini'), {
          marks: [latinTag(70, 34, 1.05), part('name-arabic', [arabic('الفجيرة', { x: 252, y: 44, size: 22 })])],
          code: { x: 16, y: 80, width: 76, height: 48 },
          number: { x: 100, y: 76, width: 224, height: 54 },
          source:
            'layout-sources.md §1.6 short blank (FUJAIRAH / U.A.E top-left, الفجيرة top-right, M); the code at the start of the lower row (L)',
        }),
    },
    type2: {
      big: () =>
        plate(car('type2', 'big'), {
          marks: [part('name', nameBlock('الفجيرة', 'FUJAIRAH', 452, 27, 1.15))],
          code: { x: 16, y: 27, width: 82, height: 56 },
          number: { x: 112, y: 22, width: 270, height: 64 },
          source: 'Earlier plate, plausible design: code, number, name block at the fly end (L)',
        }),
      mini: () =>
        plate(car('type2', 'mini'), {
          marks: [part('name', nameBlock('الفجيرة', 'FUJAIRAH', 250, 15, 1.2))],
          code: { x: 18, y: 16, width: 120, height: 44 },
          number: { x: 16, y: 76, width: 308, height: 54 },
          source: 'Earlier short plate, plausible design: code top-left, name top-right (L)',
        }),
    },
  },
  motorcycle: {
    type1: () =>
      plate(bike('type1'), {
        marks: [part('pictogram', motorcycle(146, 12, 86)), part('name', nameBlock('الفجيرة', 'FUJAIRAH', 52, 70, 1))],
        code: { x: 14, y: 14, width: 96, height: 40 },
        number: { x: 98, y: 68, width: 140, height: 44 },
        source:
          'layout-sources.md §1.6 bike blank FUJ-BRR: pictogram top-right, name bottom-left, number bottom-right; code top-left (L)',
      }),
    type2: () =>
      plate(bike('type2'), {
        marks: [latinTag(58, 30, 0.95), part('name-arabic', [arabic('الفجيرة', { x: 180, y: 40, size: 17 })])],
        code: { x: 14, y: 70, width: 62, height: 40 },
        number: { x: 82, y: 68, width: 154, height: 44 },
        source:
          'layout-sources.md §1.6 short blank FUJ-B: FUJAIRAH / U.A.E top-left, الفجيرة top-right, number below (M); code beside it (L)',
      }),
  },
}
