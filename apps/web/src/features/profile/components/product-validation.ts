import { mobileNumberProblem, mobilePrefixes, typedPriceProblem } from '@raqam/listing-rules/numbers'
import { isCity, type City } from '@raqam/listing-rules/cities'
import { validatePlate } from '@raqam/plates/core'
import { budgetProblem, budgetProblemIsFinal, budgetProblemKeys } from '#components/listing-fields/budget-problem.ts'
import { normalizedNumber, type ProductDraft } from './product-form.ts'

/*
 * The publish dialog's checks before anything is sent (issue 8). The rules are @raqam/listing-rules',
 * which the server applies too: `validatePlate` from @raqam/plates (city, code per city, 1–5 digits, no
 * leading 0, over the package's tables), `mobileNumberProblem` (10 digits, a 05X prefix in use),
 * MAX_PRICE and a wanted request's budget (more than 0). Only the operator, the prices and the budget
 * are checked here. Titles stay the server's to refuse.
 */

/** The fields the dialog checks. */
export type CheckedField = 'city' | 'code' | 'operator' | 'number' | 'oldPrice' | 'newPrice' | 'budget'

/** The message keys, under `account:dialog.errors`. */
export const problemKeys = [
  'cityMissing',
  'codeMissing',
  'codeNotInCity',
  'plateNumberMissing',
  'plateNumberTooLong',
  'plateNumberLeadingZero',
  'numberNotDigits',
  'mobileNumberMissing',
  'mobileNumberLength',
  'mobilePrefix',
  'operatorMissing',
  'priceNotNumber',
  'priceDecimals',
  'priceTooHigh',
  ...budgetProblemKeys,
] as const

type ProblemKey = (typeof problemKeys)[number]

export type FieldProblem = {
  key: ProblemKey
  /**
   * True when more typing cannot fix it (a leading 0, a letter, a sixth digit): it may show while the
   * visitor is still typing. A number that is only incomplete waits until the field is left.
   */
  early: boolean
  /** For `codeNotInCity`. */
  params?: { city: City; code: string }
}

export type DraftProblems = Partial<Record<CheckedField, FieldProblem>>

const early = (key: ProblemKey): FieldProblem => ({ key, early: true })
const late = (key: ProblemKey): FieldProblem => ({ key, early: false })

/** The checked fields of a draft, in the dialog's order: the first invalid one gets the focus on Save. */
export function checkedFields(category: ProductDraft['category'], isOrder: boolean): CheckedField[] {
  const identity: CheckedField[] = category === 'mobile' ? ['operator', 'number'] : ['city', 'code', 'number']
  return isOrder ? [...identity, 'budget'] : [...identity, 'oldPrice', 'newPrice']
}

/** Every problem of a draft, one per field (the first that applies); an empty object means it can be sent. */
export function validateDraft(draft: ProductDraft, isOrder: boolean): DraftProblems {
  const problems: DraftProblems = draft.category === 'mobile' ? mobileProblems(draft) : plateProblems(draft)
  if (!isOrder) {
    const oldPrice = priceProblem(draft.oldPrice)
    const newPrice = priceProblem(draft.newPrice)
    if (oldPrice) problems.oldPrice = oldPrice
    if (newPrice) problems.newPrice = newPrice
  } else {
    const budget = budgetProblem(draft.budget)
    if (budget) problems.budget = budgetProblemIsFinal(budget) ? early(budget) : late(budget)
  }
  return problems
}

/** The first field of `order` that has a problem. */
export function firstInvalidField(problems: DraftProblems, order: readonly CheckedField[]): CheckedField | undefined {
  return order.find((field) => problems[field])
}

function plateProblems(draft: ProductDraft): DraftProblems {
  const problems: DraftProblems = {}
  const number = normalizedNumber(draft.number)
  const found = validatePlate({ kind: draft.category, city: draft.city, code: draft.code, number })
  const first = (field: 'city' | 'code' | 'number') => found.find((problem) => problem.field === field)?.code

  if (first('city')) problems.city = late('cityMissing')
  // Without a city the code cannot be chosen (its list depends on the city): the city's message says it all.
  const code = isCity(draft.city) ? first('code') : undefined
  if (code === 'code-missing') problems.code = late('codeMissing')
  if (code === 'code-not-in-city' && isCity(draft.city)) {
    problems.code = { key: 'codeNotInCity', early: true, params: { city: draft.city, code: draft.code } }
  }
  switch (first('number')) {
    case 'number-missing':
      problems.number = late('plateNumberMissing')
      break
    case 'number-not-digits':
      problems.number = early('numberNotDigits')
      break
    case 'number-too-long':
      problems.number = early('plateNumberTooLong')
      break
    case 'number-leading-zero':
      problems.number = early('plateNumberLeadingZero')
      break
  }
  return problems
}

function mobileProblems(draft: ProductDraft): DraftProblems {
  const problems: DraftProblems = {}
  if (draft.operator === '') problems.operator = late('operatorMissing')
  const number = mobileNumberCheck(normalizedNumber(draft.number))
  if (number) problems.number = number
  return problems
}

function mobileNumberCheck(number: string): FieldProblem | undefined {
  const problem = mobileNumberProblem(number)
  if (problem === undefined) return undefined
  if (problem === 'number-missing') return late('mobileNumberMissing')
  if (problem === 'number-not-digits') return early('numberNotDigits')
  // A prefix not in use is wrong as soon as its three digits are typed, whatever follows.
  if (number.length >= 3 && !(mobilePrefixes as readonly string[]).includes(number.slice(0, 3)))
    return early('mobilePrefix')
  if (problem === 'number-wrong-length')
    return number.length > 10 ? early('mobileNumberLength') : late('mobileNumberLength')
  return early('mobilePrefix')
}

// Prices are optional here; the server asks for a missing one.
function priceProblem(typed: string): FieldProblem | undefined {
  return priceProblemKeys[typedPriceProblem(typed) ?? 'none']
}

const priceProblemKeys: Record<NonNullable<ReturnType<typeof typedPriceProblem>> | 'none', FieldProblem | undefined> = {
  'price-not-number': early('priceNotNumber'),
  'price-decimals': early('priceDecimals'),
  'price-too-high': early('priceTooHigh'),
  none: undefined,
}
