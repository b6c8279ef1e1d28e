import { isCity, isPlateCode, plateCodes } from '@raqam/listing-rules/cities'
import { PLATE_NUMBER_MAX_DIGITS, plateNumberProblem, type PlateNumberProblemCode } from '@raqam/listing-rules/numbers'

/** Machine-readable reasons a plate is invalid; the app maps them to translated messages. */
export type PlateProblemCode =
  | 'kind-unknown'
  | 'city-unknown'
  | 'code-missing'
  | 'code-not-in-city'
  | 'number-missing'
  | 'number-not-digits'
  | 'number-too-long'
  | 'number-leading-zero'

/** One thing wrong with a plate: which field, a stable code, an English message for developers, and its facts. */
export type PlateProblem = {
  field: 'kind' | 'city' | 'code' | 'number'
  code: PlateProblemCode
  message: string
  /** The values the message is built from, for translated messages (e.g. `{ max: 5, length: 6 }`). */
  params?: Record<string, string | number | readonly string[]>
}

/** What `validatePlate` checks; plain strings, because the values usually come from a form or an API. */
export type PlateInput = { kind: string; city: string; code: string; number: string }

/**
 * Every problem with a plate, at most one per field, in field order; an empty list means the plate can be
 * issued.
 */
export function validatePlate({ kind, city, code, number }: PlateInput): PlateProblem[] {
  const problems: PlateProblem[] = []
  if (kind !== 'car' && kind !== 'motorcycle') {
    problems.push({
      field: 'kind',
      code: 'kind-unknown',
      message: `kind ${JSON.stringify(kind)} is not "car" or "motorcycle"`,
      params: { kind },
    })
  }
  if (!isCity(city)) {
    problems.push({
      field: 'city',
      code: 'city-unknown',
      message: `city ${JSON.stringify(city)} is not one of the seven emirates`,
      params: { city },
    })
  }
  if (code === '') {
    problems.push({ field: 'code', code: 'code-missing', message: 'code is empty' })
  } else if (isCity(city) && !isPlateCode(city, code)) {
    const allowed = plateCodes[city]
    problems.push({
      field: 'code',
      code: 'code-not-in-city',
      message: `code ${JSON.stringify(code)} is not issued in ${city} (allowed: ${allowed.join(', ')})`,
      params: { code, city, allowed },
    })
  }
  const numberProblem = plateNumberProblem(number)
  if (numberProblem) problems.push(numberProblems[numberProblem](number))
  return problems
}

/**
 * The number's problem as this library words it. Which problem a number has is
 * @raqam/listing-rules' `plateNumberProblem` (the rule the storefront and the server apply), the first
 * that applies; a plate number is never of the wrong length by being too short (empty is missing).
 */
const numberProblems: Record<PlateNumberProblemCode, (number: string) => PlateProblem> = {
  'number-missing': () => ({ field: 'number', code: 'number-missing', message: 'number is empty' }),
  'number-not-digits': (number) => ({
    field: 'number',
    code: 'number-not-digits',
    message: `number ${JSON.stringify(number)} must be Western digits 0-9 only`,
    params: { number },
  }),
  'number-wrong-length': (number) => ({
    field: 'number',
    code: 'number-too-long',
    message: `number has ${number.length} digits; at most ${PLATE_NUMBER_MAX_DIGITS} are allowed`,
    params: { length: number.length, max: PLATE_NUMBER_MAX_DIGITS },
  }),
  'number-leading-zero': (number) => ({
    field: 'number',
    code: 'number-leading-zero',
    message: `number ${JSON.stringify(number)} starts with 0`,
    params: { number },
  }),
}
