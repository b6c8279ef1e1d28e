import type { components } from '@raqam/api/schema'
import { classifyNumber } from '@raqam/patterns/patterns.classify'
import { patternKindOf, type PatternId } from '@raqam/patterns/patterns.table'
import { plateCodes, type Category, type City } from '#contract.ts'

type ProductCreate = components['schemas']['ProductCreate']
type ErrorItem = components['schemas']['ErrorItem']

const PLATE_NUMBER = /^[1-9][0-9]{0,4}$/
const MOBILE_NUMBER = /^05[024568][0-9]{7}$/

export const isPlate = (category: Category) => category !== 'mobile'

/**
 * The filter columns stored beside a number: digit count for plates, prefix for mobile numbers, and
 * the number's pattern tags (the `pattern` filter reads them from a GIN index, so they are computed
 * once, when the listing is written). The number must be valid for the category: the classifier
 * throws on anything else, and every writer validates first.
 */
export function derivedColumns(category: Category, number: string): { digits: number | null; prefix: string | null; patterns: PatternId[] } {
  const patterns = classifyNumber(patternKindOf(category), number)
  return isPlate(category) ? { digits: number.length, prefix: null, patterns } : { digits: null, prefix: number.slice(0, 3), patterns }
}

/** At most 2 decimals, judged on the decimal the client meant (0.29 is fine, 0.125 is not). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number(value.toFixed(2)) === value
}

/** Human-readable emirate names for messages. */
export const cityNames: Record<City, { en: string; ar: string }> = {
  'abu-dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  dubai: { en: 'Dubai', ar: 'دبي' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  ajman: { en: 'Ajman', ar: 'عجمان' },
  fujairah: { en: 'Fujairah', ar: 'الفجيرة' },
  'ras-al-khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  'umm-al-quwain': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
}

/**
 * The createProduct rules the schema cannot express (listed on the operation in the contract):
 * category ⇄ city/code/operator, codes per emirate, number shape per category, prices.
 */
export function listingRuleErrors(input: ProductCreate): ErrorItem[] {
  const errors: ErrorItem[] = []
  const add = (field: string, msg: string) => errors.push({ msg, path: `body.${field}` })
  if (isPlate(input.category)) {
    const kind = input.category === 'car' ? 'A car plate' : 'A motorcycle plate'
    if (!input.city) add('city', `${kind} needs the emirate (city)`)
    if (!input.code) add('code', `${kind} needs its code`)
    else if (input.city && !plateCodes[input.city].includes(input.code)) {
      add('code', `${cityNames[input.city].en} plates have no code ${input.code}`)
    }
    if (!PLATE_NUMBER.test(input.number)) add('number', 'A plate number has 1 to 5 digits and does not start with 0')
    if (input.operator !== undefined) add('operator', 'Only mobile numbers have an operator')
  } else {
    if (!input.operator) add('operator', 'A mobile number needs its operator (du or eand)')
    if (!MOBILE_NUMBER.test(input.number)) {
      add('number', 'A mobile number has 10 digits and starts with 050, 052, 054, 055, 056 or 058')
    }
    if (input.city !== undefined) add('city', 'Mobile numbers have no emirate (city)')
    if (input.code !== undefined) add('code', 'Mobile numbers have no plate code')
  }
  if (!input.isOrder) {
    if (input.newPrice === undefined) add('newPrice', 'A listing for sale needs a price (newPrice)')
    for (const field of ['oldPrice', 'newPrice'] as const) {
      const price = input[field]
      if (price !== undefined && !hasAtMostTwoDecimals(price)) add(field, `${field} can have at most 2 decimals`)
    }
  }
  return errors
}
