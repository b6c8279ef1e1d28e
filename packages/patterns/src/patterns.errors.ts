import type { PatternKind } from './patterns.table.ts'

/** Why a number cannot be classified; stable codes, like `@raqam/plates`' `PlateProblemCode`. */
export type NumberProblemCode =
  | 'number-missing'
  | 'number-not-digits'
  | 'number-wrong-length'
  | 'number-leading-zero'
  | 'mobile-prefix-unknown'

/** The mobile prefixes in use (05X), as in the contract's `MobilePrefix`. */
export const mobilePrefixes = ['050', '052', '054', '055', '056', '058'] as const

/** Thrown by the classifiers for input they must not guess about: the caller validates first, or catches this. */
export class PatternInputError extends Error {
  override readonly name = 'PatternInputError'
  /** What is wrong, as a stable code. */
  readonly code: NumberProblemCode
  /** Which classifier refused the input. */
  readonly kind: PatternKind
  /** The string as given. */
  readonly input: string

  constructor(kind: PatternKind, code: NumberProblemCode, input: string) {
    super(`${kind} number ${JSON.stringify(input)}: ${messages[code]}`)
    this.code = code
    this.kind = kind
    this.input = input
  }
}

const messages: Record<NumberProblemCode, string> = {
  'number-missing': 'is empty',
  'number-not-digits': 'must be Western digits 0-9 only',
  'number-wrong-length': 'has the wrong length (plates: 1 to 5 digits; mobile: 10 digits)',
  'number-leading-zero': 'starts with 0',
  'mobile-prefix-unknown': `does not start with a mobile prefix (${mobilePrefixes.join(', ')})`,
}

const zero = 48 // '0'
const nine = 57 // '9'

/** Checks a plate number (1 to 5 Western digits, no leading zero); `undefined` means it can be classified. */
export function plateNumberProblem(number: string): NumberProblemCode | undefined {
  if (number.length === 0) return 'number-missing'
  if (!allDigits(number)) return 'number-not-digits'
  if (number.length > 5) return 'number-wrong-length'
  if (number.charCodeAt(0) === zero) return 'number-leading-zero'
  return undefined
}

/** Checks a mobile number (10 Western digits starting with a known 05X prefix); `undefined` means it can be classified. */
export function mobileNumberProblem(number: string): NumberProblemCode | undefined {
  if (number.length === 0) return 'number-missing'
  if (!allDigits(number)) return 'number-not-digits'
  if (number.length !== 10) return 'number-wrong-length'
  // Only the six prefixes in use: 053, 057 and 059 are unallocated (reference §4).
  if (!(mobilePrefixes as readonly string[]).includes(number.slice(0, 3))) return 'mobile-prefix-unknown'
  return undefined
}

// Char codes rather than a RegExp: this runs once per listing at write time and per badge in the browser.
function allDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < zero || c > nine) return false
  }
  return true
}
