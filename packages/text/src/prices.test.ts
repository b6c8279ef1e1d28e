import { MAX_PRICE } from '@raqam/listing-rules/limits'
import { describe, expect, it } from 'vitest'
import { currencyName, formatPrice, listingPrice } from './prices.ts'

describe('formatPrice', () => {
  it('writes English with the code first, joined to the amount by a no-break space', () => {
    expect(formatPrice(80000, 'en')).toBe('AED\u00a080,000')
    expect(formatPrice(1234.5678, 'en')).toBe('AED\u00a01,234.57')
    expect(formatPrice(2499.5, 'en')).toBe('AED\u00a02,499.5')
    expect(formatPrice(0, 'en')).toBe('AED\u00a00')
    expect(formatPrice(MAX_PRICE, 'en')).toBe('AED\u00a01,000,000,000')
  })

  it('writes Arabic with Western digits and the word درهم after the amount, with no direction marks', () => {
    expect(formatPrice(80000, 'ar')).toBe('80,000\u00a0درهم')
    expect(formatPrice(1250000.75, 'ar')).toBe('1,250,000.75\u00a0درهم')
    expect(formatPrice(MAX_PRICE, 'ar')).toBe('1,000,000,000\u00a0درهم')
    expect(formatPrice(80000, 'ar')).not.toMatch(/[\u200e\u200f\u2066-\u2069]/)
  })

  it('has the digits Intl.NumberFormat writes for an amount of up to 2 decimals in both languages', () => {
    for (const [language, locale] of [
      ['en', 'en-AE'],
      ['ar', 'ar-AE'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
      for (const amount of [0, 0.5, 1, 99.99, 1000, 1234.5, 75000.1, 80000, 1250000, 999999999.99, 1e9]) {
        expect(formatPrice(amount, language).replace(currencyName(language), '').trim(), String(amount)).toBe(
          intl.format(amount),
        )
      }
    }
  })
})

describe('listingPrice', () => {
  it("is a listing's asking price, or the word Wanted for a wanted request", () => {
    expect(listingPrice({ isOrder: false, newPrice: 80000 }, 'en')).toBe('AED\u00a080,000')
    expect(listingPrice({ isOrder: false, newPrice: 80000 }, 'ar')).toBe('80,000\u00a0درهم')
    expect(listingPrice({ isOrder: true, newPrice: null }, 'en')).toBe('Wanted')
    expect(listingPrice({ isOrder: true, newPrice: null }, 'ar')).toBe('مطلوب')
    expect(listingPrice({ isOrder: false, newPrice: null }, 'en')).toBe('Wanted')
  })
})
