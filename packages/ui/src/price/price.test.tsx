import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currencySymbol, formatPrice, Price } from './price.tsx'

/** Intl separates currency and amount with a (no-break) space that varies between ICU versions. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('formats AED in English with at most two fraction digits', () => {
    expect(plain(formatPrice(1234.5678, 'en'))).toBe('AED 1,234.57')
    expect(plain(formatPrice(1000, 'en'))).toBe('AED 1,000')
  })

  for (const locale of ['en-AE', 'ar-AE']) {
    it(`writes what Intl.NumberFormat's currency style writes for ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      })
      for (const amount of [0, 0.5, 1, 99.99, 1000, 1234.5, 75000.1, 80000, 1250000, 999999999.99, 1e9])
        expect(formatPrice(amount, locale), String(amount)).toBe(intl.format(amount))
      expect(currencySymbol(locale)).toBe(intl.formatToParts(0).find((part) => part.type === 'currency')?.value)
    })
  }

  it('formats AED in Arabic (UAE) with Western digits', () => {
    expect(formatPrice(1234.5, 'ar-AE')).toMatch(/1,234\.5/)
    expect(formatPrice(1234.5, 'ar-AE')).toMatch(/د\.إ\.?/)
  })
})

describe('Price', () => {
  it('strikes through a higher old price and names it for screen readers', () => {
    render(<Price amount={900} oldAmount={1000} locale="en" oldPriceLabel="Was" />)
    expect(plain(screen.getByRole('deletion').textContent ?? '')).toBe('Was AED 1,000')
  })

  it('writes both prices in Arabic on an Arabic page', () => {
    render(<Price amount={1250000} oldAmount={1500000} locale="ar-AE" oldPriceLabel="كان" />)
    const current = screen.getByText(
      (_, element) => element?.tagName === 'SPAN' && /1,250,000/.test(element.textContent ?? ''),
    )
    expect(current.textContent).toMatch(/د\.إ/)
    expect(plain(screen.getByRole('deletion').textContent ?? '')).toMatch(/^كان .*1,500,000.*د\.إ/)
  })

  it('hides an old price that is not higher than the price', () => {
    render(<Price amount={900} oldAmount={900} locale="en" oldPriceLabel="Was" />)
    expect(screen.queryByRole('deletion')).toBeNull()
  })
})
