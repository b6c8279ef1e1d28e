/**
 * Dubai. type1 is the current plate: the Dubai wordmark in black top-left, the code under it, the
 * number to the right (layout-sources.md §1.2, M/H). type2 is the 2014 plate, same layout with the
 * wordmark in colour (blue and magenta; H). Short plates and motorcycles follow the [HS] short
 * template: wordmark top-left, code top-right, number below (M); the type2 motorcycle puts the code
 * top-left and the coloured wordmark top-right (L, our reading of the older bike plate).
 *
 * The wordmark is set text, not the brand logo: "DUBAI" in bold condensed capitals, a rule, دبي.
 */
import { arabic, ink, latin, part } from '../draw.ts'
import type { City } from '@raqam/listing-rules/cities'
import { plate } from '../frames.ts'
import type { CityLayouts, MarkPart, PlateSize, PlateType } from '../types.ts'

const city: City = 'dubai'
const blue = '#0090d7'
const magenta = '#ba2c87'

/** "DUBAI | دبي" starting at x with its baseline at y; coloured for the 2014 design. */
function wordmark(x: number, y: number, scale: number, coloured: boolean): MarkPart {
  const latinName = latin('DUBAI', { x: 0, y, size: 30 * scale, weight: 700, fill: coloured ? blue : ink })
  const arabicName = arabic('دبي', { x: 0, y: y - 3 * scale, size: 15.5 * scale, fill: coloured ? magenta : ink })
  const gap = 4 * scale
  const rule = 1.6 * scale
  const latinX = x + latinName.width / 2
  const ruleX = x + latinName.width + gap
  return part('wordmark', [
    { ...latinName, x: latinX },
    { shape: 'rect', x: ruleX, y: y - 22 * scale, width: rule, height: 23 * scale, fill: coloured ? magenta : ink },
    { ...arabicName, x: ruleX + rule + gap + arabicName.width / 2 },
  ])
}

const car = (type: PlateType, size: PlateSize) => ({ kind: 'car' as const, city, type, size })
const motorcycle = (type: PlateType) => ({ kind: 'motorcycle' as const, city, type, size: null })

const long = (type: PlateType) =>
  plate(car(type, 'big'), {
    marks: [wordmark(22, 40, 1, type === 'type2')],
    code: { x: 18, y: 52, width: 100, height: 40 },
    number: { x: 150, y: 22, width: 350, height: 64 },
    source: `layout-sources.md §1.2 type 1: wordmark top-left, code under it at 13%, number at 62–69%${type === 'type2' ? '; 2014 colours (H)' : ' (M/H)'}`,
  })

const short = (type: PlateType) =>
  plate(car(type, 'mini'), {
    marks: [wordmark(20, 46, 1.05, type === 'type2')],
    code: { x: 226, y: 16, width: 98, height: 44 },
    number: { x: 16, y: 76, width: 308, height: 54 },
    source: 'layout-sources.md §1.2 short template: wordmark top-left, code top-right, number below (M)',
  })

export const dubai: CityLayouts = {
  car: {
    type1: { big: () => long('type1'), mini: () => short('type1') },
    type2: { big: () => long('type2'), mini: () => short('type2') },
  },
  motorcycle: {
    type1: () =>
      plate(motorcycle('type1'), {
        marks: [wordmark(16, 40, 0.82, false)],
        code: { x: 152, y: 14, width: 84, height: 38 },
        number: { x: 14, y: 66, width: 222, height: 46 },
        source: 'layout-sources.md §1.2: private bikes carry the short layout (L)',
      }),
    type2: () =>
      plate(motorcycle('type2'), {
        marks: [wordmark(120, 40, 0.82, true)],
        code: { x: 14, y: 14, width: 90, height: 38 },
        number: { x: 14, y: 66, width: 222, height: 46 },
        source: 'Older bike plate: code top-left, coloured 2014 wordmark top-right (L, our reading)',
      }),
  },
}
