import { describe, expect, it } from 'vitest'
import { MAX_PRICE } from './limits.ts'
import {
  formatMobileNumber,
  isMobileNumberStart,
  isMobilePrefix,
  mobileNumberProblem,
  mobilePrefixes,
  PLAIN_PRICE,
  plateNumberProblem,
  toPlainPrice,
  typedBudgetProblem,
  typedPrice,
  typedPriceBound,
  typedPriceProblem,
} from '#numbers.ts'

describe('formatMobileNumber', () => {
  it.each([
    ['0501234567', '050 123 4567'],
    ['050 123 4567', '050 123 4567'],
    ['050-123-4567', '050 123 4567'],
    ['+971 50 123 4567', '971 501 2345'],
    ['05012345678999', '050 123 4567'],
    ['0521', '052 1'],
    ['052', '052'],
    ['05', '05'],
    ['052123', '052 123'],
    ['0521234', '052 123 4'],
    ['', ''],
    ['abc', ''],
    ['٠٥٠١٢٣٤٥٦٧', '050 123 4567'],
    ['۰۵۸۷۷۷۷۷۷۷', '058 777 7777'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatMobileNumber(input)).toBe(expected)
  })
})

describe('the number rules', () => {
  it('takes plate numbers of 1 to 5 Western digits without a leading zero', () => {
    expect(['1', '99999'].map(plateNumberProblem)).toEqual([undefined, undefined])
    expect(['', '١٢', '123456', '012'].map(plateNumberProblem)).toEqual([
      'number-missing',
      'number-not-digits',
      'number-wrong-length',
      'number-leading-zero',
    ])
  })

  it('takes mobile numbers of 10 digits with a prefix in use', () => {
    expect(mobilePrefixes.map((prefix) => mobileNumberProblem(`${prefix}1234567`))).toEqual(
      mobilePrefixes.map(() => undefined),
    )
    expect(['0531234567', '055123456', '05512345a7'].map(mobileNumberProblem)).toEqual([
      'mobile-prefix-unknown',
      'number-wrong-length',
      'number-not-digits',
    ])
    expect([isMobilePrefix('050'), isMobilePrefix('053')]).toEqual([true, false])
  })

  it('tells the start of a mobile number as it is typed: a prefix in use, up to 10 digits', () => {
    for (const start of ['050', '0551', '0581234567']) expect(isMobileNumberStart(start), start).toBe(true)
    for (const other of ['', '05', '053', '0551x', '05512345678', '777']) {
      expect(isMobileNumberStart(other), other).toBe(false)
    }
  })
})

describe('toPlainPrice', () => {
  it.each([
    ['250,000', '250000'],
    ['٤٨٠٠٠٫٥', '48000.5'],
    ['١٢٬٥٠٠', '12500'],
    ['  75000 ', '75000'],
    ['12.', '12.'],
  ])('%j is %j', (typed, plain) => {
    expect(toPlainPrice(typed)).toBe(plain)
    expect(PLAIN_PRICE.test(plain)).toBe(true)
  })

  it('leaves what is not a price recognisable as such', () => {
    expect(PLAIN_PRICE.test(toPlainPrice('AED 5'))).toBe(false)
    expect(PLAIN_PRICE.test(toPlainPrice('1.2.3'))).toBe(false)
  })
})

describe('typedPriceProblem and typedPrice', () => {
  it.each([
    ['', undefined, undefined],
    ['250,000', undefined, 250000],
    ['٤٨٠٠٠٫٥', undefined, 48000.5],
    ['12.25', undefined, 12.25],
    ['12.', undefined, 12],
    ['AED 5', 'price-not-number', undefined],
    ['1.2.3', 'price-not-number', undefined],
    ['10.125', 'price-decimals', 10.125],
    ['1000000001', 'price-too-high', 1000000001],
  ])('%j: problem %j, amount %j', (typed, problem, amount) => {
    expect(typedPriceProblem(typed)).toBe(problem)
    expect(typedPrice(typed)).toBe(amount)
  })
})

describe('typedBudgetProblem', () => {
  it.each([
    ['', undefined],
    ['80,000', undefined],
    ['0.01', undefined],
    ['٨٠٠٠٠', undefined],
    ['1000000000', undefined],
    ['0', 'budget-too-low'],
    ['0.00', 'budget-too-low'],
    ['.0', 'budget-too-low'],
    ['AED 5', 'price-not-number'],
    ['-5', 'price-not-number'],
    ['10.125', 'price-decimals'],
    ['1000000000.01', 'price-too-high'],
  ])('%j: problem %j', (typed, problem) => {
    expect(typedBudgetProblem(typed)).toBe(problem)
  })
})

describe('typedPriceBound', () => {
  it('reads a filter bound as a price is typed, up to the highest price', () => {
    expect(typedPriceBound('١٢٬٥٠٠')).toBe(12500)
    expect(typedPriceBound('12,500')).toBe(12500)
    expect(typedPriceBound(String(MAX_PRICE))).toBe(MAX_PRICE)
    expect(typedPriceBound(String(MAX_PRICE + 1))).toBeUndefined()
    expect(typedPriceBound('abc')).toBeUndefined()
    expect(typedPriceBound('')).toBeUndefined()
  })
})
