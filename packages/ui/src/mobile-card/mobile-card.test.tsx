import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MobileCard } from './mobile-card.tsx'

describe('MobileCard', () => {
  it('shows the grouped number left to right, the operator and a link to the detail page', () => {
    render(
      <MobileCard
        number="+971-58-7777777"
        operator="du"
        operatorLabel="du"
        title="Diamond number"
        link={<a href="/details/mobile/7" />}
        price={{ amount: 3_200_000, language: 'en', oldPriceLabel: 'Was' }}
      />,
    )
    expect(screen.getByText('971 587 7777')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('img', { name: 'du' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Diamond number' })).toHaveAttribute('href', '/details/mobile/7')
    expect(screen.getByRole('heading', { level: 3, name: 'Diamond number' })).toBeInTheDocument()
  })
})
