/**
 * The plate codes each emirate issues, as SPEC §3 lists them. Framework-free: forms, filters,
 * the API server and the renderer all read the same table.
 */

/** The seven emirates, in the order the storefront lists them. */
export const cities = ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'fujairah', 'ras-al-khaimah', 'umm-al-quwain'] as const

/** An emirate id, e.g. `dubai`. */
export type City = (typeof cities)[number]

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

/** Codes per emirate, in display order: Abu Dhabi 1–21 and 50; Dubai A–Z then AA–EE; Sharjah 1–4; the rest A–Z. */
export const plateCodes: Readonly<Record<City, readonly string[]>> = {
  'abu-dhabi': Object.freeze([...range(1, 21), '50']),
  dubai: Object.freeze([...letters, 'AA', 'BB', 'CC', 'DD', 'EE']),
  sharjah: Object.freeze(range(1, 4)),
  ajman: Object.freeze(letters),
  fujairah: Object.freeze(letters),
  'ras-al-khaimah': Object.freeze(letters),
  'umm-al-quwain': Object.freeze(letters),
}

/** Whether `city` is one of the seven emirate ids. */
export function isCity(city: unknown): city is City {
  return typeof city === 'string' && (cities as readonly string[]).includes(city)
}

/** Whether `code` is issued in `city` (exact match: `a` is not `A`). */
export function isPlateCode(city: City, code: string): boolean {
  return isCity(city) && plateCodes[city].includes(code)
}
