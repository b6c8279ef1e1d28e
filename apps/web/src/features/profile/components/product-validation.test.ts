import { describe, expect, it } from 'vitest'
import { createStaticI18n } from '#i18n/i18n.ts'
import { allResources } from '#i18n/all-resources.ts'
import { emptyDraft, type ProductDraft } from './product-form.ts'
import { problemMessage } from './product-messages.ts'
import {
  checkedFields,
  firstInvalidField,
  problemKeys,
  validateDraft,
  type FieldProblem,
} from './product-validation.ts'

const plate = (draft: Partial<ProductDraft>): ProductDraft => ({
  ...emptyDraft,
  category: 'car',
  city: 'dubai',
  code: 'AA',
  number: '777',
  newPrice: '1000',
  ...draft,
})
const mobile = (draft: Partial<ProductDraft>): ProductDraft => ({
  ...emptyDraft,
  category: 'mobile',
  operator: 'du',
  number: '0501234567',
  newPrice: '1000',
  ...draft,
})
const numberOf = (draft: ProductDraft, isOrder = false) => validateDraft(draft, isOrder).number

describe('plates (car and motorcycle)', () => {
  it('passes a complete plate', () => {
    expect(validateDraft(plate({}), false)).toEqual({})
    expect(
      validateDraft(plate({ category: 'motorcycle', city: 'sharjah', code: '4', number: '12345' }), false),
    ).toEqual({})
  })

  it('asks for the city, and not yet for a code it cannot offer, on an empty form; both wait until the field is left', () => {
    expect(validateDraft({ ...emptyDraft, category: 'car' }, true)).toEqual({
      city: { key: 'cityMissing', early: false },
      number: { key: 'plateNumberMissing', early: false },
    })
  })

  it('asks for a code once there is a city', () => {
    expect(validateDraft(plate({ code: '' }), false)).toEqual({ code: { key: 'codeMissing', early: false } })
  })

  it('refuses a code the city does not issue, at once, naming both', () => {
    expect(validateDraft(plate({ city: 'sharjah', code: 'AA' }), false)).toEqual({
      code: { key: 'codeNotInCity', early: true, params: { city: 'sharjah', code: 'AA' } },
    })
    expect(validateDraft(plate({ city: 'abu-dhabi', code: '22' }), false).code?.key).toBe('codeNotInCity')
    expect(validateDraft(plate({ city: 'abu-dhabi', code: '50' }), false).code).toBeUndefined()
    expect(validateDraft(plate({ city: 'ajman', code: 'a' }), false).code?.key).toBe('codeNotInCity')
  })

  it('takes 1 to 5 digits without a leading zero', () => {
    for (const number of ['1', '10', '909', '1234', '99999'])
      expect(numberOf(plate({ number })), number).toBeUndefined()
    expect(numberOf(plate({ number: '' }))).toEqual({ key: 'plateNumberMissing', early: false })
    expect(numberOf(plate({ number: '123456' }))).toEqual({ key: 'plateNumberTooLong', early: true })
    expect(numberOf(plate({ number: '0' }))).toEqual({ key: 'plateNumberLeadingZero', early: true })
    expect(numberOf(plate({ number: '0123' }))).toEqual({ key: 'plateNumberLeadingZero', early: true })
    expect(numberOf(plate({ number: '12a' }))).toEqual({ key: 'numberNotDigits', early: true })
    expect(numberOf(plate({ number: '-12' }))).toEqual({ key: 'numberNotDigits', early: true })
  })

  it('reads Arabic-Indic digits and ignores spaces, as the body sends them', () => {
    expect(numberOf(plate({ number: '١٢٣٤٥' }))).toBeUndefined()
    expect(numberOf(plate({ number: ' 12 345 ' }))).toBeUndefined()
    expect(numberOf(plate({ number: '٠١٢' }))).toEqual({ key: 'plateNumberLeadingZero', early: true })
  })
})

describe('mobile numbers', () => {
  it('takes 10 digits starting with each prefix in use', () => {
    for (const prefix of ['050', '052', '054', '055', '056', '058'])
      expect(numberOf(mobile({ number: `${prefix}1234567` })), prefix).toBeUndefined()
    expect(numberOf(mobile({ number: '050 123 4567' }))).toBeUndefined()
    expect(numberOf(mobile({ number: '٠٥٥١٢٣٤٥٦٧' }))).toBeUndefined()
  })

  it('waits until the field is left to say a number is missing or short', () => {
    expect(numberOf(mobile({ number: '' }))).toEqual({ key: 'mobileNumberMissing', early: false })
    expect(numberOf(mobile({ number: '05' }))).toEqual({ key: 'mobileNumberLength', early: false })
    expect(numberOf(mobile({ number: '050123456' }))).toEqual({ key: 'mobileNumberLength', early: false })
  })

  it('says at once when the prefix is not in use, or the number too long', () => {
    for (const number of ['053', '0571234567', '0591234567', '5012345678', '0401234567']) {
      expect(numberOf(mobile({ number })), number).toEqual({ key: 'mobilePrefix', early: true })
    }
    expect(numberOf(mobile({ number: '05012345678' }))).toEqual({ key: 'mobileNumberLength', early: true })
    expect(numberOf(mobile({ number: '050123456x' }))).toEqual({ key: 'numberNotDigits', early: true })
  })

  it('needs the operator, and never a city or code', () => {
    expect(validateDraft(mobile({ operator: '' }), false)).toEqual({
      operator: { key: 'operatorMissing', early: false },
    })
    expect(validateDraft(mobile({ city: '', code: 'ZZ' }), false)).toEqual({})
  })
})

describe('prices', () => {
  const priceOf = (newPrice: string) => validateDraft(plate({ newPrice }), false).newPrice

  it('takes digits with at most 2 decimals, thousands separators and Arabic digits; an empty price is the server’s to ask for', () => {
    for (const price of ['', '0', '15000', '15000.5', '15000.50', '12.', '.5', '250,000', '٤٨٠٠٠٫٥', '1000000000'])
      expect(priceOf(price), price).toBeUndefined()
  })

  it('refuses anything else at once', () => {
    expect(priceOf('abc')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('-5')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('1e5')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('12.345')).toEqual({ key: 'priceDecimals', early: true })
    expect(priceOf('1000000000.01')).toEqual({ key: 'priceTooHigh', early: true })
    expect(validateDraft(plate({ oldPrice: '1.999' }), false).oldPrice).toEqual({ key: 'priceDecimals', early: true })
  })

  it('does not check prices of a wanted request (they are not sent)', () => {
    expect(validateDraft(plate({ oldPrice: 'abc', newPrice: '1.234' }), true)).toEqual({})
  })
})

describe('the budget of a wanted request', () => {
  const budgetOf = (budget: string, isOrder = true) => validateDraft(plate({ budget }), isOrder).budget

  it('is optional, and takes what a price takes above 0', () => {
    for (const budget of ['', '80000', '80,000', '٨٠٠٠٠٫٥', '0.01', '1000000000'])
      expect(budgetOf(budget), budget).toBeUndefined()
  })

  it('refuses what no price would be at once, and 0 once the field is left ("0" may become "0.5")', () => {
    expect(budgetOf('abc')).toEqual({ key: 'budgetNotNumber', early: true })
    expect(budgetOf('12.345')).toEqual({ key: 'budgetDecimals', early: true })
    expect(budgetOf('1000000000.01')).toEqual({ key: 'budgetTooHigh', early: true })
    expect(budgetOf('0')).toEqual({ key: 'budgetTooLow', early: false })
  })

  it('is not checked for a listing for sale (it is not sent)', () => {
    expect(budgetOf('abc', false)).toBeUndefined()
  })
})

describe('the order of the fields', () => {
  it('follows the dialog, so Save focuses the first invalid field', () => {
    expect(checkedFields('car', false)).toEqual(['city', 'code', 'number', 'oldPrice', 'newPrice'])
    expect(checkedFields('mobile', true)).toEqual(['operator', 'number', 'budget'])
    const problems = validateDraft(plate({ code: 'ZZ', number: '0', newPrice: 'x' }), false)
    expect(firstInvalidField(problems, checkedFields('car', false))).toBe('code')
    expect(firstInvalidField({}, checkedFields('car', false))).toBeUndefined()
  })
})

describe('messages', () => {
  const i18n = createStaticI18n('en', allResources)

  it.each(problemKeys)('%s reads in English and Arabic, with every value filled in', (key) => {
    const problem: FieldProblem = { key, early: true, params: { city: 'sharjah', code: 'AA' } }
    const en = problemMessage(i18n, 'en', problem)
    const ar = problemMessage(i18n, 'ar', problem)
    expect(allResources.en.account).toHaveProperty(['dialog', 'errors', key])
    expect(allResources.ar.account).toHaveProperty(['dialog', 'errors', key])
    for (const text of [en, ar]) {
      expect(text).not.toMatch(/{{|dialog\.errors/)
      expect(text.trim()).not.toBe('')
    }
    expect(/[\u0600-\u06ff]/.test(ar), ar).toBe(true)
    expect(/[\u0600-\u06ff]/.test(en), en).toBe(false)
  })

  it('names the city in the page language and keeps the code left-to-right', () => {
    const problem: FieldProblem = { key: 'codeNotInCity', early: true, params: { city: 'sharjah', code: 'AA' } }
    expect(problemMessage(i18n, 'en', problem)).toBe(
      'Sharjah plates have no code \u2066AA\u2069. Choose one of its codes.',
    )
    expect(problemMessage(i18n, 'ar', problem)).toContain('الشارقة')
    expect(problemMessage(i18n, 'ar', problem)).toContain('\u2066AA\u2069')
  })

  it('lists the six prefixes with "or" in each language', () => {
    const en = problemMessage(i18n, 'en', { key: 'mobilePrefix', early: true }).replace(/[\u2066\u2069]/g, '')
    const ar = problemMessage(i18n, 'ar', { key: 'mobilePrefix', early: true }).replace(/[\u2066\u2069]/g, '')
    expect(en).toBe('A mobile number starts with 050, 052, 054, 055, 056, or 058.')
    for (const prefix of ['050', '052', '054', '055', '056', '058']) expect(ar).toContain(prefix)
    expect(ar).toContain('أو')
  })
})
