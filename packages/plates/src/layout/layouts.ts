import type { City } from '@raqam/listing-rules/cities'
import { abuDhabi } from './cities/abu-dhabi.ts'
import { ajman } from './cities/ajman.ts'
import { dubai } from './cities/dubai.ts'
import { fujairah } from './cities/fujairah.ts'
import { rasAlKhaimah } from './cities/ras-al-khaimah.ts'
import { sharjah } from './cities/sharjah.ts'
import { ummAlQuwain } from './cities/umm-al-quwain.ts'
import type { CityLayouts } from './types.ts'

/** Frozen all the way down: a caller that edits a layout record would change every later plate. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
    Object.freeze(value)
  }
  return value
}

/** Every emirate's six layouts: 7 × (car type1/type2 × big/mini + motorcycle type1/type2) = 42 variants. */
export const layouts: Readonly<Record<City, CityLayouts>> = deepFreeze({
  'abu-dhabi': abuDhabi,
  dubai,
  sharjah,
  ajman,
  fujairah,
  'ras-al-khaimah': rasAlKhaimah,
  'umm-al-quwain': ummAlQuwain,
})
