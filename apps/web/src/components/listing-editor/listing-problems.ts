import { isCity, type City } from '@raqam/listing-rules/cities'
import {
  isMobilePrefix,
  MOBILE_NUMBER_DIGITS,
  mobileNumberProblem,
  typedBudgetProblem,
  typedPriceProblem,
  type TypedPriceProblem,
} from '@raqam/listing-rules/numbers'
import { validatePlate, type PlateProblemCode } from '@raqam/plates'
import { normalizedNumber, type ListingIdentity, type ListingTerms } from './listing-form.ts'

/*
 * The checks of a listing before anything is sent, one set for publishing and editing it: what the
 * contract's `createProduct` and `updateProduct` refuse, over @raqam/listing-rules, which the server
 * applies too. When a listing is published, what identifies it: `validatePlate` from @raqam/plates (the
 * city, a code the city issues, the plate number rule) or `mobileNumberProblem` and the operator. Always:
 * both titles (more than spaces), the asking price of a listing for sale (present, digits with at most
 * PRICE_DECIMALS decimals, at most MAX_PRICE) and the old price, or a wanted request's optional budget (a
 * price's rules, and more than 0).
 */

/** The fields a listing form checks, in the dialogs' order: the first invalid one gets the focus on Save. */
const fieldOrder = [
  'city',
  'code',
  'operator',
  'number',
  'titleEn',
  'titleAr',
  'oldPrice',
  'newPrice',
  'budget',
] as const
export type CheckedField = (typeof fieldOrder)[number]

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
  'titleMissing',
  'priceMissing',
  'priceNotNumber',
  'priceDecimals',
  'priceTooHigh',
  'budgetNotNumber',
  'budgetDecimals',
  'budgetTooHigh',
  'budgetTooLow',
] as const

type ProblemKey = (typeof problemKeys)[number]

export type FieldProblem = {
  key: ProblemKey
  /**
   * True when more typing cannot fix it (a leading 0, a letter, a sixth digit): it may show while the
   * visitor is still typing. What is only incomplete (a short number, a blank title) waits until the
   * field is left.
   */
  early: boolean
  /** For `codeNotInCity`. */
  params?: { city: City; code: string }
}

export type ListingProblems = Partial<Record<CheckedField, FieldProblem>>

/** A listing form: the terms, and what identifies the listing when it is being published. */
export type ListingForm = ListingTerms & Partial<ListingIdentity>

const early = (key: ProblemKey): FieldProblem => ({ key, early: true })
const late = (key: ProblemKey): FieldProblem => ({ key, early: false })

/** Every problem of a listing form, one per field (the first that applies); an empty object means it can be sent. */
export function listingProblems(form: ListingForm, isOrder: boolean): ListingProblems {
  const problems: ListingProblems = form.category === undefined ? {} : identityProblems(identity(form))
  if (form.titleEn.trim() === '') problems.titleEn = late('titleMissing')
  if (form.titleAr.trim() === '') problems.titleAr = late('titleMissing')
  if (isOrder) {
    const budget = typedBudgetProblem(form.budget)
    if (budget) problems.budget = budget === 'budget-too-low' ? late('budgetTooLow') : early(amountKeys[budget].budget)
  } else {
    const oldPrice = priceProblem(form.oldPrice)
    const newPrice = priceProblem(form.newPrice)
    if (oldPrice) problems.oldPrice = oldPrice
    if (newPrice) problems.newPrice = newPrice
    else if (form.newPrice.trim() === '') problems.newPrice = late('priceMissing')
  }
  return problems
}

/**
 * What is wrong with a typed price (not a number, a third decimal, above MAX_PRICE), as every price
 * field says it; blank is no problem here (a form that needs the price says so itself).
 */
export function priceProblem(typed: string): FieldProblem | undefined {
  const problem = typedPriceProblem(typed)
  return problem ? early(amountKeys[problem].price) : undefined
}

/** The fields a form checks, in the dialog's order. */
export function checkedFields(form: ListingForm, isOrder: boolean): CheckedField[] {
  const identityFields: CheckedField[] =
    form.category === undefined ? [] : form.category === 'mobile' ? ['operator', 'number'] : ['city', 'code', 'number']
  const terms: CheckedField[] = isOrder
    ? ['titleEn', 'titleAr', 'budget']
    : ['titleEn', 'titleAr', 'oldPrice', 'newPrice']
  return fieldOrder.filter((field) => identityFields.includes(field) || terms.includes(field))
}

/** The first field of `order` that has a problem. */
export function firstInvalidField(problems: ListingProblems, order: readonly CheckedField[]): CheckedField | undefined {
  return order.find((field) => problems[field])
}

function identity(form: ListingForm): ListingIdentity {
  return {
    category: form.category ?? 'car',
    number: form.number ?? '',
    city: form.city ?? '',
    code: form.code ?? '',
    operator: form.operator ?? '',
  }
}

function identityProblems(form: ListingIdentity): ListingProblems {
  return form.category === 'mobile' ? mobileProblems(form) : plateProblems(form)
}

function plateProblems(form: ListingIdentity): ListingProblems {
  const problems: ListingProblems = {}
  const number = normalizedNumber(form.number)
  const found = validatePlate({ kind: form.category, city: form.city, code: form.code, number })
  const first = (field: 'city' | 'code' | 'number') => found.find((problem) => problem.field === field)?.code

  if (first('city')) problems.city = late('cityMissing')
  // Without a city the code cannot be chosen (its list depends on the city): the city's message says it all.
  if (isCity(form.city)) {
    const code = first('code')
    if (code === 'code-missing') problems.code = late('codeMissing')
    if (code === 'code-not-in-city') {
      problems.code = { key: 'codeNotInCity', early: true, params: { city: form.city, code: form.code } }
    }
  }
  const numberCode = first('number')
  const numberProblem = numberCode && plateNumberProblems[numberCode]
  if (numberProblem) problems.number = numberProblem
  return problems
}

function mobileProblems(form: ListingIdentity): ListingProblems {
  const problems: ListingProblems = {}
  if (form.operator === '') problems.operator = late('operatorMissing')
  const number = mobileNumberCheck(normalizedNumber(form.number))
  if (number) problems.number = number
  return problems
}

function mobileNumberCheck(number: string): FieldProblem | undefined {
  const problem = mobileNumberProblem(number)
  if (problem === undefined) return undefined
  if (problem === 'number-missing') return late('mobileNumberMissing')
  if (problem === 'number-not-digits') return early('numberNotDigits')
  // A prefix not in use is wrong as soon as its three digits are typed, whatever follows.
  if (number.length >= 3 && !isMobilePrefix(number.slice(0, 3))) return early('mobilePrefix')
  if (problem === 'number-wrong-length')
    return number.length > MOBILE_NUMBER_DIGITS ? early('mobileNumberLength') : late('mobileNumberLength')
  return early('mobilePrefix')
}

/** A plate number's problem (validatePlate's codes of the number field) as the dialogs say it. */
const plateNumberProblems: Partial<Record<PlateProblemCode, FieldProblem>> = {
  'number-missing': late('plateNumberMissing'),
  'number-not-digits': early('numberNotDigits'),
  'number-too-long': early('plateNumberTooLong'),
  'number-leading-zero': early('plateNumberLeadingZero'),
}

/** What can be wrong with a typed amount, said of a price and of a budget. */
const amountKeys: Record<TypedPriceProblem, { price: ProblemKey; budget: ProblemKey }> = {
  'price-not-number': { price: 'priceNotNumber', budget: 'budgetNotNumber' },
  'price-decimals': { price: 'priceDecimals', budget: 'budgetDecimals' },
  'price-too-high': { price: 'priceTooHigh', budget: 'budgetTooHigh' },
}
