import { describe, expect, it } from 'vitest'
import { createStaticI18n } from '#i18n/i18n.ts'
import { allResources } from '#i18n/all-resources.ts'
import { MAX_PRICE } from '@raqam/listing-rules/limits'
import { formatPrice } from '@raqam/text/prices'
import { demoCarListing } from '#testing/fixtures.ts'
import { editsOf, emptyDraft, type ListingDraft, type ListingEdits } from './listing-form.ts'
import { problemMessage } from './problem-message.ts'
import {
  checkedFields,
  firstInvalidField,
  listingProblems,
  problemKeys,
  type FieldProblem,
} from './listing-problems.ts'

const titles = { titleEn: 'Dubai AA 777', titleAr: 'دبي AA 777' }
const plate = (draft: Partial<ListingDraft>): ListingDraft => ({
  ...emptyDraft,
  ...titles,
  category: 'car',
  city: 'dubai',
  code: 'AA',
  number: '777',
  newPrice: '1000',
  ...draft,
})
const mobile = (draft: Partial<ListingDraft>): ListingDraft => ({
  ...emptyDraft,
  ...titles,
  category: 'mobile',
  operator: 'du',
  number: '0501234567',
  newPrice: '1000',
  ...draft,
})
const edits = (changes: Partial<ListingEdits>): ListingEdits => ({ ...editsOf(demoCarListing), ...changes })
const numberOf = (draft: ListingDraft, isOrder = false) => listingProblems(draft, isOrder).number

describe('plates (car and motorcycle)', () => {
  it('passes a complete plate', () => {
    expect(listingProblems(plate({}), false)).toEqual({})
    expect(
      listingProblems(plate({ category: 'motorcycle', city: 'sharjah', code: '4', number: '12345' }), false),
    ).toEqual({})
  })

  it('asks for the city, and not yet for a code it cannot offer, on an empty form; all wait until the field is left', () => {
    expect(listingProblems({ ...emptyDraft, category: 'car' }, true)).toEqual({
      city: { key: 'cityMissing', early: false },
      number: { key: 'plateNumberMissing', early: false },
      titleEn: { key: 'titleMissing', early: false },
      titleAr: { key: 'titleMissing', early: false },
    })
  })

  it('asks for a code once there is a city', () => {
    expect(listingProblems(plate({ code: '' }), false)).toEqual({ code: { key: 'codeMissing', early: false } })
  })

  it('refuses a code the city does not issue, at once, naming both', () => {
    expect(listingProblems(plate({ city: 'sharjah', code: 'AA' }), false)).toEqual({
      code: { key: 'codeNotInCity', early: true, params: { city: 'sharjah', code: 'AA' } },
    })
    expect(listingProblems(plate({ city: 'abu-dhabi', code: '22' }), false).code?.key).toBe('codeNotInCity')
    expect(listingProblems(plate({ city: 'abu-dhabi', code: '50' }), false).code).toBeUndefined()
    expect(listingProblems(plate({ city: 'ajman', code: 'a' }), false).code?.key).toBe('codeNotInCity')
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
    expect(listingProblems(mobile({ operator: '' }), false)).toEqual({
      operator: { key: 'operatorMissing', early: false },
    })
    expect(listingProblems(mobile({ city: '', code: 'ZZ' }), false)).toEqual({})
  })
})

describe('prices', () => {
  const priceOf = (newPrice: string) => listingProblems(plate({ newPrice }), false).newPrice

  it('takes digits with at most 2 decimals, thousands separators and Arabic digits', () => {
    for (const price of ['0', '15000', '15000.5', '15000.50', '12.', '.5', '250,000', '٤٨٠٠٠٫٥', '1000000000'])
      expect(priceOf(price), price).toBeUndefined()
  })

  it('asks for the asking price of a listing for sale once the field is left; the old price is optional', () => {
    expect(priceOf('')).toEqual({ key: 'priceMissing', early: false })
    expect(priceOf('  ')).toEqual({ key: 'priceMissing', early: false })
    expect(listingProblems(plate({ oldPrice: '' }), false).oldPrice).toBeUndefined()
  })

  it('refuses anything else at once', () => {
    expect(priceOf('abc')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('-5')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('1e5')).toEqual({ key: 'priceNotNumber', early: true })
    expect(priceOf('12.345')).toEqual({ key: 'priceDecimals', early: true })
    expect(priceOf('1000000000.01')).toEqual({ key: 'priceTooHigh', early: true })
    expect(listingProblems(plate({ oldPrice: '1.999' }), false).oldPrice).toEqual({ key: 'priceDecimals', early: true })
  })

  it('does not check prices of a wanted request (they are not sent)', () => {
    expect(listingProblems(plate({ oldPrice: 'abc', newPrice: '1.234' }), true)).toEqual({})
  })
})

describe('the budget of a wanted request', () => {
  const budgetOf = (budget: string, isOrder = true) => listingProblems(plate({ budget }), isOrder).budget

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

describe('the titles', () => {
  it('are both needed, more than spaces, and asked for once the field is left', () => {
    expect(listingProblems(plate({ titleEn: '', titleAr: ' ' }), false)).toEqual({
      titleEn: { key: 'titleMissing', early: false },
      titleAr: { key: 'titleMissing', early: false },
    })
    expect(listingProblems(mobile({ titleAr: '' }), true)).toEqual({ titleAr: { key: 'titleMissing', early: false } })
  })
})

describe('the edits of a listing', () => {
  it('are checked as when it was published: titles, prices or budget, and nothing of what identifies it', () => {
    expect(listingProblems(edits({}), false)).toEqual({})
    expect(listingProblems(edits({ titleAr: '  ', newPrice: '', oldPrice: '12.345' }), false)).toEqual({
      titleAr: { key: 'titleMissing', early: false },
      newPrice: { key: 'priceMissing', early: false },
      oldPrice: { key: 'priceDecimals', early: true },
    })
    expect(listingProblems(edits({ newPrice: 'AED 5' }), false)).toEqual({
      newPrice: { key: 'priceNotNumber', early: true },
    })
    expect(listingProblems(edits({ newPrice: '', budget: '0' }), true)).toEqual({
      budget: { key: 'budgetTooLow', early: false },
    })
  })

  it('find the same problems in the same terms as a draft does', () => {
    const samples = ['', ' ', 'abc', '0', '12.345', '1000000000.01', '80,000', '٨٠٠٠٠٫٥', 'Dubai AA 777']
    for (const isOrder of [false, true]) {
      for (const value of samples) {
        const terms = { titleEn: value, titleAr: value, oldPrice: value, newPrice: value, budget: value }
        const onEdit = listingProblems(edits(terms), isOrder)
        const onPublish = listingProblems(plate(terms), isOrder)
        for (const field of ['titleEn', 'titleAr', 'oldPrice', 'newPrice', 'budget'] as const)
          expect(onEdit[field], `${field} ${JSON.stringify(value)} ${isOrder}`).toEqual(onPublish[field])
      }
    }
  })
})

describe('the order of the fields', () => {
  it('follows the dialogs, so Save focuses the first invalid field', () => {
    expect(checkedFields(plate({}), false)).toEqual([
      'city',
      'code',
      'number',
      'titleEn',
      'titleAr',
      'oldPrice',
      'newPrice',
    ])
    expect(checkedFields(mobile({}), true)).toEqual(['operator', 'number', 'titleEn', 'titleAr', 'budget'])
    expect(checkedFields(edits({}), false)).toEqual(['titleEn', 'titleAr', 'oldPrice', 'newPrice'])
    expect(checkedFields(edits({}), true)).toEqual(['titleEn', 'titleAr', 'budget'])
    const problems = listingProblems(plate({ code: 'ZZ', number: '0', newPrice: 'x', titleEn: '' }), false)
    expect(firstInvalidField(problems, checkedFields(plate({}), false))).toBe('code')
    expect(firstInvalidField({}, checkedFields(plate({}), false))).toBeUndefined()
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

  it('says the highest price and budget as prices are written', () => {
    for (const key of ['priceTooHigh', 'budgetTooHigh'] as const) {
      expect(problemMessage(i18n, 'en', { key, early: true })).toContain(formatPrice(MAX_PRICE, 'en'))
      expect(problemMessage(i18n, 'ar', { key, early: true })).toContain(formatPrice(MAX_PRICE, 'ar'))
    }
    expect(problemMessage(i18n, 'en', { key: 'priceTooHigh', early: true })).toBe(
      'A price can be at most AED\u00a01,000,000,000.',
    )
  })

  it('lists the six prefixes with "or" in each language', () => {
    const en = problemMessage(i18n, 'en', { key: 'mobilePrefix', early: true }).replace(/[\u2066\u2069]/g, '')
    const ar = problemMessage(i18n, 'ar', { key: 'mobilePrefix', early: true }).replace(/[\u2066\u2069]/g, '')
    expect(en).toBe('A mobile number starts with 050, 052, 054, 055, 056, or 058.')
    for (const prefix of ['050', '052', '054', '055', '056', '058']) expect(ar).toContain(prefix)
    expect(ar).toContain('أو')
  })
})
