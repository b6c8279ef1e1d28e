import type { Language } from '@raqam/text/languages'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceHistory, type PriceHistoryProps, type PricePoint } from './price-history.tsx'

const labels: PriceHistoryProps['labels'] = {
  title: 'Price history',
  chart: 'Asking price over time',
  showTable: 'Show as a table',
  date: 'Date',
  price: 'Price',
  unchanged: 'The price has not changed since it was published.',
}

/** A date formatter that shows what it was given, so the test sees which point each label is. */
const formatDate = (iso: string) => `on ${iso.slice(0, 10)}`

/** A price joins currency and amount with a no-break space; the chart wraps labels in FSI … PDI. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\s/g, ' ')

function renderHistory(points: PricePoint[], language: Language = 'en') {
  const { container } = render(
    <PriceHistory points={points} language={language} formatDate={formatDate} labels={labels} />,
  )
  return container
}

const part = (container: HTMLElement, name: string) => container.querySelector(`[data-part="${name}"]`)

describe('PriceHistory', () => {
  it('draws the prices as steps: the price holds until the next change', () => {
    // Evenly spread in time: 0, ½ and 1 of the width, which is 3–97 % of the chart's box.
    const container = renderHistory([
      { price: 100000, at: '2025-01-01T00:00:00.000Z' },
      { price: 80000, at: '2025-01-11T00:00:00.000Z' },
      { price: 120000, at: '2025-01-21T00:00:00.000Z' },
    ])
    // Highest (120,000) at 17.5 % of the height, lowest (80,000) at 66 %, 100,000 halfway between.
    expect(part(container, 'line')).toHaveAttribute('d', 'M3 41.75H50V66H97V17.5')
    // Only the drop is drawn again, in its own colour.
    expect(part(container, 'drops')).toHaveAttribute('d', 'M50 41.75V66')
    const dots = container.querySelectorAll<SVGCircleElement>('[data-part="dot"]')
    expect([...dots].map((dot) => [dot.getAttribute('cx'), dot.getAttribute('cy')])).toEqual([
      ['3%', '41.75%'],
      ['50%', '66%'],
      ['97%', '17.5%'],
    ])
    expect([...dots].map((dot) => dot.dataset.change)).toEqual(['first', 'drop', 'rise'])
    expect(dots[2]).toHaveAttribute('data-last')
  })

  it('labels the axes with the highest and lowest price and the first and last date', () => {
    const container = renderHistory([
      { price: 150000, at: '2025-01-12T09:30:00.000Z' },
      { price: 135000, at: '2025-02-20T14:00:00.000Z' },
      { price: 142500, at: '2025-03-28T08:15:00.000Z' },
      { price: 119500.5, at: '2025-05-06T11:45:00.000Z' },
    ])
    const chart = screen.getByRole('img', { name: 'Asking price over time' })
    expect(chart).toHaveAttribute('direction', 'ltr')
    expect(plain(part(container, 'highest')!.textContent)).toBe('AED 150,000')
    expect(plain(part(container, 'lowest')!.textContent)).toBe('AED 119,500.5')
    expect(plain(part(container, 'first-date')!.textContent)).toBe('on 2025-01-12')
    expect(plain(part(container, 'last-date')!.textContent)).toBe('on 2025-05-06')
    // The last date is anchored at the end, so it never runs out of the chart.
    expect(part(container, 'last-date')).toHaveAttribute('text-anchor', 'end')
    expect(part(container, 'last-date')).toHaveAttribute('x', '100%')
  })

  it('keeps changes made close together apart', () => {
    const container = renderHistory([
      { price: 100, at: '2025-01-01T00:00:00.000Z' },
      { price: 90, at: '2025-01-01T00:01:00.000Z' },
      { price: 80, at: '2025-12-31T00:00:00.000Z' },
    ])
    // A minute after the first is at least 5 % of the plotted width after it (94 % × 0.05 = 4.7 points).
    const [first, second] = [...container.querySelectorAll('[data-part="dot"]')].map((dot) =>
      parseFloat(dot.getAttribute('cx')!),
    )
    expect(second! - first!).toBeGreaterThanOrEqual(4.7)
    expect(second! - first!).toBeLessThan(4.75)
  })

  it('draws an unchanged price across the middle, with one price label', () => {
    const container = renderHistory([
      { price: 5000, at: '2025-01-01T00:00:00.000Z' },
      { price: 5000, at: '2025-02-01T00:00:00.000Z' },
    ])
    expect(part(container, 'line')).toHaveAttribute('d', 'M3 41.75H97V41.75')
    expect(plain(part(container, 'highest')!.textContent)).toBe('AED 5,000')
    expect(part(container, 'lowest')).toBeNull()
    expect(part(container, 'drops')).toBeNull()
  })

  it('lists every point in a table with its date and price', () => {
    renderHistory(
      [
        { price: 150000, at: '2025-01-12T09:30:00.000Z' },
        { price: 135000, at: '2025-02-20T14:00:00.000Z' },
      ],
      'ar',
    )
    const table = screen.getByRole('table', { name: 'Price history' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      expect.stringMatching(/^on 2025-01-12.*150,000 درهم$/),
      expect.stringMatching(/^on 2025-02-20.*135,000 درهم$/),
    ])
    expect(within(rows[0]!).getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-01-12T09:30:00.000Z',
    )
    expect(screen.getByText('Show as a table').tagName).toBe('SUMMARY')
  })

  it('says the price never changed when there is a single point, with no chart and no table', () => {
    render(
      <PriceHistory
        points={[{ price: 125000, at: '2025-03-02T07:00:00.000Z' }]}
        language="en"
        formatDate={formatDate}
        labels={labels}
        headingLevel={3}
      />,
    )
    const section = screen.getByRole('region', { name: 'Price history' })
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Price history')
    expect(section).toHaveTextContent('The price has not changed since it was published.')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
