import { foldDigits } from './digits.ts'
import { MAX_PRICE, MIN_BUDGET, PRICE_DECIMALS } from './limits.ts'

/**
 * The numbers listed on Raqam: plate numbers (1 to 5 Western digits, no leading zero) and UAE mobile
 * numbers (10 digits with a 05X prefix in use), their operators, and how a mobile number is written
 * (050 123 4567). The checks return stable problem codes: the server maps them to the contract's
 * errors, the storefront to its messages, and the pattern classifiers refuse what fails them.
 */

/** How many digits a plate number may have (the contract's `digit` filter: 1 to 5). */
export const plateDigitCounts = [1, 2, 3, 4, 5] as const
export type PlateDigitCount = (typeof plateDigitCounts)[number]

/** The longest plate number (the counts run from 1). */
export const PLATE_NUMBER_MAX_DIGITS = plateDigitCounts.length

/** Digits of a mobile number in its national form. */
export const MOBILE_NUMBER_DIGITS = 10

/** The mobile prefixes in use; 053, 057 and 059 are unallocated (the contract's `MobilePrefix`). */
export const mobilePrefixes = ['050', '052', '054', '055', '056', '058'] as const
export type MobilePrefix = (typeof mobilePrefixes)[number]

/** The mobile operators, by the contract's ids (`Operator`). */
export const operators = ['du', 'eand'] as const
export type Operator = (typeof operators)[number]

/** The operators' names as a person reads them, in each language. */
export const operatorNames: Readonly<Record<Operator, { readonly en: string; readonly ar: string }>> = {
  du: { en: 'du', ar: 'دو' },
  eand: { en: 'e&', ar: 'إي آند' },
}

/** Why a number is not a listing number of its kind. */
export type NumberProblemCode =
  'number-missing' | 'number-not-digits' | 'number-wrong-length' | 'number-leading-zero' | 'mobile-prefix-unknown'

/** Why a number is not a plate number (a prefix is a mobile number's). */
export type PlateNumberProblemCode = Exclude<NumberProblemCode, 'mobile-prefix-unknown'>

const zero = 48 // '0'
const nine = 57 // '9'

/** Checks a plate number; `undefined` means it is one. */
export function plateNumberProblem(number: string): PlateNumberProblemCode | undefined {
  if (number.length === 0) return 'number-missing'
  if (!allDigits(number)) return 'number-not-digits'
  if (number.length > PLATE_NUMBER_MAX_DIGITS) return 'number-wrong-length'
  if (number.charCodeAt(0) === zero) return 'number-leading-zero'
  return undefined
}

/** Checks a mobile number in its national form; `undefined` means it is one. */
export function mobileNumberProblem(number: string): NumberProblemCode | undefined {
  if (number.length === 0) return 'number-missing'
  if (!allDigits(number)) return 'number-not-digits'
  if (number.length !== MOBILE_NUMBER_DIGITS) return 'number-wrong-length'
  if (!isMobilePrefix(number.slice(0, 3))) return 'mobile-prefix-unknown'
  return undefined
}

/** Whether `prefix` is one of the prefixes in use. */
export function isMobilePrefix(prefix: string): prefix is MobilePrefix {
  return (mobilePrefixes as readonly string[]).includes(prefix)
}

/**
 * Whether `number` is the start of a mobile number as it is being typed: a prefix in use, then up to
 * the rest of its digits (the fair-price guide answers these; the contract's `GuideNumber`).
 */
export function isMobileNumberStart(number: string): boolean {
  return (
    number.length >= 3 &&
    number.length <= MOBILE_NUMBER_DIGITS &&
    allDigits(number) &&
    isMobilePrefix(number.slice(0, 3))
  )
}

/**
 * A typed price as plain decimal text: Western digits, no thousands separators (`,` or the Arabic `٬`),
 * and `.` for the Arabic decimal separator `٫`. "250,000" → "250000", "٤٨٠٠٠٫٥" → "48000.5".
 */
export function toPlainPrice(typed: string): string {
  return foldDigits(typed)
    .trim()
    .replace(/[,\u066c]/g, '')
    .replace(/\u066b/g, '.')
}

/** Digits with an optional decimal part: "12", "12.5", "12." (still typing), ".5". */
export const PLAIN_PRICE = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** What is wrong with a typed price: not a number, more than PRICE_DECIMALS decimals, above MAX_PRICE. */
export type TypedPriceProblem = 'price-not-number' | 'price-decimals' | 'price-too-high'

/**
 * The problem of a price as typed in a form, or undefined for a good one. Blank is not judged here:
 * whether a price is needed is the form's rule.
 */
export function typedPriceProblem(typed: string): TypedPriceProblem | undefined {
  const plain = toPlainPrice(typed)
  if (plain === '') return undefined
  if (!PLAIN_PRICE.test(plain)) return 'price-not-number'
  if ((plain.split('.')[1] ?? '').length > PRICE_DECIMALS) return 'price-decimals'
  if (Number(plain) > MAX_PRICE) return 'price-too-high'
  return undefined
}

/** What is wrong with a typed budget: what can be wrong with a price, or an amount below MIN_BUDGET. */
export type TypedBudgetProblem = TypedPriceProblem | 'budget-too-low'

/**
 * The problem of a wanted request's budget as typed in a form, or undefined for a good one: a price's
 * rules, and more than 0. Blank is not judged here: a budget is optional.
 */
export function typedBudgetProblem(typed: string): TypedBudgetProblem | undefined {
  const problem = typedPriceProblem(typed)
  if (problem) return problem
  const amount = typedPrice(typed)
  return amount !== undefined && amount < MIN_BUDGET ? 'budget-too-low' : undefined
}

/** A typed price as an amount in AED; undefined when blank or not a number. */
export function typedPrice(typed: string): number | undefined {
  const plain = toPlainPrice(typed)
  const value = Number(plain)
  return plain !== '' && PLAIN_PRICE.test(plain) && Number.isFinite(value) ? value : undefined
}

/** A typed bound of a price filter: an amount in AED no higher than any price can be; undefined otherwise. */
export function typedPriceBound(typed: string): number | undefined {
  const value = typedPrice(typed)
  return value !== undefined && value <= MAX_PRICE ? value : undefined
}

/**
 * How a mobile number is written everywhere (cards, pages, share cards, seeds): Western digits only, at
 * most 10, grouped 3-3-rest. `'0501234567'` → `'050 123 4567'`, `'+971 50-1234567'` → `'971 501 2345'`.
 */
export function formatMobileNumber(input: string): string {
  const digits = foldDigits(input).replace(/\D/g, '').slice(0, MOBILE_NUMBER_DIGITS)
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ')
}

// Char codes rather than a RegExp: this runs once per listing at write time and per badge in the browser.
function allDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < zero || c > nine) return false
  }
  return true
}
