/**
 * The seven emirates, their names in both languages, and the plate codes each issues. Forms,
 * filters, the plate renderer and the server all read this table; the contract's `City` enum and
 * `PlateCode.x-plate-codes` equal it (the server's contract-vocabulary test).
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

/** The emirates' names as a person reads them, in each language. */
export const cityNames: Readonly<Record<City, { readonly en: string; readonly ar: string }>> = {
  'abu-dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  dubai: { en: 'Dubai', ar: 'دبي' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  ajman: { en: 'Ajman', ar: 'عجمان' },
  fujairah: { en: 'Fujairah', ar: 'الفجيرة' },
  'ras-al-khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  'umm-al-quwain': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
}

/** Every code any emirate issues, each once, in first-seen order (the contract's `PlateCode`). */
export const allPlateCodes: readonly string[] = [...new Set(cities.flatMap((city) => plateCodes[city]))]
