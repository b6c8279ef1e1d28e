import type { NumberProblemCode } from '@raqam/listing-rules/numbers'
import { mobilePrefixes } from '@raqam/listing-rules/numbers'
import type { PatternKind } from './pattern-table.ts'

/**
 * Thrown by the classifiers for input they must not guess about: the caller validates first (with the
 * checks of @raqam/listing-rules/numbers, whose codes this carries), or catches this.
 */
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
