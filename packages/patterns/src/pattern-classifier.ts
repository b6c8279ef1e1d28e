/**
 * The classifiers: which patterns of the table (pattern-table.ts) a plate or mobile number shows.
 * The definitions are in the table's descriptions and in the README; the rules below implement them.
 *
 * One rule holds for both kinds: a number whose digits are all the same gets that tag only. Its other
 * "patterns" (777 reads the same backwards, 7777777 has one distinct digit) say nothing more, and
 * a tag should help a buyer tell numbers apart.
 *
 * Both functions read char codes in one pass and allocate only the result: they run at write time for
 * every listing and in the browser for every badge.
 */
import { mobileNumberProblem, plateNumberProblem } from '@raqam/listing-rules/numbers'
import { PatternInputError } from './pattern-errors.ts'
import type { MobilePatternId, PatternId, PatternKind, PlatePatternId } from './pattern-table.ts'

const zero = 48 // '0'
const five = 53 // '5'

/** Runs shorter than this are not a plate pattern: "12" is just a two-digit number. */
export const minPlateRunLength = 3
/** A mobile run (ascending or descending) needs this many of the seven subscriber digits. */
export const minMobileRunLength = 5

/**
 * The plate patterns of `number` (1 to 5 digits, no leading zero), in table order.
 * Throws `PatternInputError` for anything else.
 */
export function classifyPlateNumber(number: string): PlatePatternId[] {
  const problem = plateNumberProblem(number)
  if (problem !== undefined) throw new PatternInputError('plate', problem, number)

  const n = number.length
  const first = number.charCodeAt(0)
  let same = true
  let pair = n >= 4
  let mirror = n >= 3
  let ascending = n >= minPlateRunLength
  let descending = n >= minPlateRunLength
  let round = n >= 2
  let seen = 1 << (first - zero)
  for (let i = 1; i < n; i++) {
    const c = number.charCodeAt(i)
    const previous = number.charCodeAt(i - 1)
    seen |= 1 << (c - zero)
    if (c !== first) same = false
    // Char codes of adjacent digits differ by one exactly when the digits do, so 9→0 never counts.
    if (c !== previous + 1) ascending = false
    if (c !== previous - 1) descending = false
    if (c !== zero) round = false
    if (i >= 2 && c !== number.charCodeAt(i - 2)) pair = false
    if (c !== number.charCodeAt(n - 1 - i)) mirror = false
  }
  if (same) return ['all-same']

  const tags: PlatePatternId[] = []
  // `pair` holds for ABAB/ABABA; A ≠ B because the number is not all the same.
  if (pair) tags.push('repeating-pair')
  if (mirror) tags.push('mirror')
  if (ascending) tags.push('ascending')
  if (descending) tags.push('descending')
  if (round) tags.push('round')
  if (n >= 3 && bitCount(seen) === 2) tags.push('two-digits')
  return tags
}

/**
 * The mobile patterns of `number` (10 digits: a prefix 050/052/054/055/056/058 and 7 subscriber
 * digits), in table order. Only the subscriber digits are read, except by `mobile-prefix-echo`.
 * Throws `PatternInputError` for anything else.
 */
export function classifyMobileNumber(number: string): MobilePatternId[] {
  const problem = mobileNumberProblem(number)
  if (problem !== undefined) throw new PatternInputError('mobile', problem, number)

  // The subscriber digits are number[3..9]; s0..s6 are their char codes.
  const s0 = number.charCodeAt(3)
  const s1 = number.charCodeAt(4)
  const s2 = number.charCodeAt(5)
  const s3 = number.charCodeAt(6)
  const s4 = number.charCodeAt(7)
  const s5 = number.charCodeAt(8)
  const s6 = number.charCodeAt(9)

  let same = 1
  let up = 1
  let down = 1
  let longestSame = 1
  let longestUp = 1
  let longestDown = 1
  let seen = 1 << (s0 - zero)
  let previous = s0
  for (let i = 4; i < 10; i++) {
    const c = number.charCodeAt(i)
    seen |= 1 << (c - zero)
    same = c === previous ? same + 1 : 1
    up = c === previous + 1 ? up + 1 : 1
    down = c === previous - 1 ? down + 1 : 1
    if (same > longestSame) longestSame = same
    if (up > longestUp) longestUp = up
    if (down > longestDown) longestDown = down
    previous = c
  }
  if (longestSame === 7) return ['mobile-all-same']

  const tags: MobilePatternId[] = []
  // Tiers by the longest run of one digit: exactly one of all-same / six / five, or none.
  if (longestSame === 6) tags.push('mobile-six-in-a-row')
  else if (longestSame === 5) tags.push('mobile-five-in-a-row')
  // Six consecutive digits starting at the first or second subscriber digit (the only two places six fit).
  if (repeatsBlock(s0, s1, s2, s3, s4, s5) || repeatsBlock(s1, s2, s3, s4, s5, s6)) tags.push('mobile-repeating-blocks')
  if (longestUp >= minMobileRunLength) tags.push('mobile-ascending')
  if (longestDown >= minMobileRunLength) tags.push('mobile-descending')
  if (s0 === s6 && s1 === s5 && s2 === s4) tags.push('mobile-mirror')
  // Two or three distinct digits: one is all-same, handled above.
  if (bitCount(seen) <= 3) tags.push('mobile-few-digits')
  if (echoesPrefix(number)) tags.push('mobile-prefix-echo')
  return tags
}

/** The patterns of a number of either kind (see `classifyPlateNumber` and `classifyMobileNumber`). */
export function classifyNumber(kind: PatternKind, number: string): PatternId[] {
  return kind === 'plate' ? classifyPlateNumber(number) : classifyMobileNumber(number)
}

/** ABABAB with A ≠ B, or ABCABC where A, B, C are not all equal (AAAAAA is a run, not blocks). */
function repeatsBlock(a: number, b: number, c: number, d: number, e: number, f: number): boolean {
  const pairThreeTimes = a !== b && c === a && e === a && d === b && f === b
  const tripleTwice = d === a && e === b && f === c && !(a === b && b === c)
  return pairThreeTimes || tripleTwice
}

/** The prefix's three digits again, consecutively, inside the subscriber digits (number[3..9]). */
function echoesPrefix(number: string): boolean {
  const x = number.charCodeAt(2)
  for (let i = 3; i <= 7; i++) {
    if (number.charCodeAt(i) === zero && number.charCodeAt(i + 1) === five && number.charCodeAt(i + 2) === x)
      return true
  }
  return false
}

function bitCount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}
