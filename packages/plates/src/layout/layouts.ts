import type { City } from '@raqam/listing-rules/cities'
import { abuDhabi } from './cities/abu-dhabi.ts'
import { ajman } from './cities/ajman.ts'
import { dubai } from './cities/dubai.ts'
import { fujairah } from './cities/fujairah.ts'
import { rasAlKhaimah } from './cities/ras-al-khaimah.ts'
import { sharjah } from './cities/sharjah.ts'
import { ummAlQuwain } from './cities/umm-al-quwain.ts'
import type { CityLayouts, PlateKind, PlateLayout, PlateSize, PlateType } from './types.ts'

/** Frozen all the way down: a caller that edits a layout record would change every later plate. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
    Object.freeze(value)
  }
  return value
}

/** Every emirate's six layouts: 7 × (car type1/type2 × big/mini + motorcycle type1/type2) = 42 variants. */
const layouts: Readonly<Record<City, CityLayouts>> = {
  'abu-dhabi': abuDhabi,
  dubai,
  sharjah,
  ajman,
  fujairah,
  'ras-al-khaimah': rasAlKhaimah,
  'umm-al-quwain': ummAlQuwain,
}

const built = new Map<string, PlateLayout>()

/**
 * One variant's layout, built the first time it is asked for and kept (the same record every time).
 * Building all 42 when the package loaded held a phone's main thread for about 50 ms while the page
 * came alive, for the few variants a page draws. `size` is ignored for motorcycles.
 */
export function layoutOf(kind: PlateKind, city: City, type: PlateType, size: PlateSize): PlateLayout {
  const key = kind === 'motorcycle' ? `${city} motorcycle ${type}` : `${city} car ${type} ${size}`
  let layout = built.get(key)
  if (!layout) {
    const build = kind === 'motorcycle' ? layouts[city].motorcycle[type] : layouts[city].car[type][size]
    layout = deepFreeze(build())
    built.set(key, layout)
  }
  return layout
}
