import { describe, expect, it } from 'vitest'
import { formatNumber } from './numbers.ts'

const locales = ['en-AE', 'ar-AE'] as const

/** Amounts as listings carry them: whole dirhams and fils, from nothing to the contract's 1e9. */
function amounts(): number[] {
  const values = [0, 0.01, 0.1, 0.5, 0.99, 1, 9.99, 10, 999, 999.99, 1000, 1000.5, 12345.67, 999999.99, 1e6, 1e9]
  let seed = 7
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const digits = 1 + (seed % 10)
    const cents = seed % 100
    values.push(Number(`${seed % 10 ** digits}.${String(cents).padStart(2, '0')}`))
  }
  return values
}

describe('formatNumber', () => {
  for (const locale of locales) {
    it(`writes whole numbers as Intl.NumberFormat does for ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale)
      for (const value of [0, 1, 12, 999, 1000, 1001, 65432, 100000, 1234567, 1e9])
        expect(formatNumber(value)).toBe(intl.format(value))
    })

    it(`writes amounts with up to 2 decimals as Intl.NumberFormat does for ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
      for (const value of amounts()) expect(formatNumber(value, 2), String(value)).toBe(intl.format(value))
    })
  }

  it('drops trailing zeros and rounds to the decimals asked for', () => {
    expect(formatNumber(1234.5, 2)).toBe('1,234.5')
    expect(formatNumber(1234.5)).toBe('1,235')
    expect(formatNumber(80000.1, 2)).toBe('80,000.1')
    expect(formatNumber(0.004, 2)).toBe('0')
  })

  it('leaves what is neither a price nor a count to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe(new Intl.NumberFormat('en-AE').format(Number.NaN))
    expect(formatNumber(Infinity)).toBe('∞')
    expect(formatNumber(-1234)).toBe('-1,234')
  })
})
