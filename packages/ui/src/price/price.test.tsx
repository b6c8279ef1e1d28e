import { languages } from '@raqam/text/languages'
import { formatPrice } from '@raqam/text/prices'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Price } from './price.tsx'

describe('Price', () => {
  // The server writes prices into share cards, e-mails and WhatsApp messages with formatPrice: a page
  // must show the very same text for the same amount.
  for (const language of languages) {
    it(`writes each amount exactly as @raqam/text/prices does, in ${language}`, () => {
      for (const amount of [0, 0.5, 99.99, 2499.5, 80000, 1250000, 640000.75, 1e9]) {
        const { container, unmount } = render(
          <Price amount={amount} oldAmount={amount + 1000} language={language} oldPriceLabel="Was" />,
        )
        const current = container.querySelector('[data-slot="price"] > span')
        expect(current?.textContent, String(amount)).toBe(formatPrice(amount, language))
        expect(screen.getByRole('deletion').textContent).toBe(`Was ${formatPrice(amount + 1000, language)}`)
        unmount()
      }
    })
  }

  it('writes both prices with the word درهم on an Arabic page', () => {
    const { container } = render(<Price amount={1250000} oldAmount={1500000} language="ar" oldPriceLabel="كان" />)
    expect(container.querySelector('[data-slot="price"] > span')?.textContent).toBe('1,250,000\u00a0درهم')
    expect(screen.getByRole('deletion').textContent).toBe('كان 1,500,000\u00a0درهم')
  })

  it('strikes through a higher old price and names it for screen readers', () => {
    render(<Price amount={900} oldAmount={1000} language="en" oldPriceLabel="Was" />)
    expect(screen.getByRole('deletion').textContent).toBe('Was AED\u00a01,000')
  })

  it('hides an old price that is not higher than the price', () => {
    render(<Price amount={900} oldAmount={900} language="en" oldPriceLabel="Was" />)
    expect(screen.queryByRole('deletion')).toBeNull()
  })
})
