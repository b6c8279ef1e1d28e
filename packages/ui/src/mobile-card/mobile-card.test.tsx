import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMobileNumber, MobileCard } from './mobile-card.tsx'

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

describe('MobileCard', () => {
  it('shows the grouped number left to right, the operator and a link to the detail page', () => {
    render(
      <MobileCard
        number="+971-58-7777777"
        operator="du"
        operatorLabel="du"
        title="Diamond number"
        link={<a href="/details/mobile/7" />}
        price={{ amount: 3_200_000, locale: 'en', oldPriceLabel: 'Was' }}
      />,
    )
    expect(screen.getByText('971 587 7777')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('img', { name: 'du' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Diamond number' })).toHaveAttribute('href', '/details/mobile/7')
    expect(screen.getByRole('heading', { level: 3, name: 'Diamond number' })).toBeInTheDocument()
  })
})
