import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination, paginationItems } from './pagination.tsx'

/**
 * Expected pages for every page count 1–20 and every current page, as a literal table rather than
 * computed by the code under test. The rule: all pages up to 6; else the first 5 while the current page
 * is ≤ 4, the last 5 while it is one of the last 3, otherwise current ±1; first and last always shown,
 * "…" for a gap. (Produced once from a separate formulation, {1, n} ∪ window, and checked by hand.)
 * Row `n` lists the result for current page 1, 2, …, n.
 */
const expected: Record<number, string[]> = {
  1: ['1'],
  2: ['1 2', '1 2'],
  3: ['1 2 3', '1 2 3', '1 2 3'],
  4: ['1 2 3 4', '1 2 3 4', '1 2 3 4', '1 2 3 4'],
  5: ['1 2 3 4 5', '1 2 3 4 5', '1 2 3 4 5', '1 2 3 4 5', '1 2 3 4 5'],
  6: ['1 2 3 4 5 6', '1 2 3 4 5 6', '1 2 3 4 5 6', '1 2 3 4 5 6', '1 2 3 4 5 6', '1 2 3 4 5 6'],
  7: [
    '1 2 3 4 5 … 7',
    '1 2 3 4 5 … 7',
    '1 2 3 4 5 … 7',
    '1 2 3 4 5 … 7',
    '1 … 3 4 5 6 7',
    '1 … 3 4 5 6 7',
    '1 … 3 4 5 6 7',
  ],
  8: [
    '1 2 3 4 5 … 8',
    '1 2 3 4 5 … 8',
    '1 2 3 4 5 … 8',
    '1 2 3 4 5 … 8',
    '1 … 4 5 6 … 8',
    '1 … 4 5 6 7 8',
    '1 … 4 5 6 7 8',
    '1 … 4 5 6 7 8',
  ],
  9: [
    '1 2 3 4 5 … 9',
    '1 2 3 4 5 … 9',
    '1 2 3 4 5 … 9',
    '1 2 3 4 5 … 9',
    '1 … 4 5 6 … 9',
    '1 … 5 6 7 … 9',
    '1 … 5 6 7 8 9',
    '1 … 5 6 7 8 9',
    '1 … 5 6 7 8 9',
  ],
  10: [
    '1 2 3 4 5 … 10',
    '1 2 3 4 5 … 10',
    '1 2 3 4 5 … 10',
    '1 2 3 4 5 … 10',
    '1 … 4 5 6 … 10',
    '1 … 5 6 7 … 10',
    '1 … 6 7 8 … 10',
    '1 … 6 7 8 9 10',
    '1 … 6 7 8 9 10',
    '1 … 6 7 8 9 10',
  ],
  11: [
    '1 2 3 4 5 … 11',
    '1 2 3 4 5 … 11',
    '1 2 3 4 5 … 11',
    '1 2 3 4 5 … 11',
    '1 … 4 5 6 … 11',
    '1 … 5 6 7 … 11',
    '1 … 6 7 8 … 11',
    '1 … 7 8 9 … 11',
    '1 … 7 8 9 10 11',
    '1 … 7 8 9 10 11',
    '1 … 7 8 9 10 11',
  ],
  12: [
    '1 2 3 4 5 … 12',
    '1 2 3 4 5 … 12',
    '1 2 3 4 5 … 12',
    '1 2 3 4 5 … 12',
    '1 … 4 5 6 … 12',
    '1 … 5 6 7 … 12',
    '1 … 6 7 8 … 12',
    '1 … 7 8 9 … 12',
    '1 … 8 9 10 … 12',
    '1 … 8 9 10 11 12',
    '1 … 8 9 10 11 12',
    '1 … 8 9 10 11 12',
  ],
  13: [
    '1 2 3 4 5 … 13',
    '1 2 3 4 5 … 13',
    '1 2 3 4 5 … 13',
    '1 2 3 4 5 … 13',
    '1 … 4 5 6 … 13',
    '1 … 5 6 7 … 13',
    '1 … 6 7 8 … 13',
    '1 … 7 8 9 … 13',
    '1 … 8 9 10 … 13',
    '1 … 9 10 11 … 13',
    '1 … 9 10 11 12 13',
    '1 … 9 10 11 12 13',
    '1 … 9 10 11 12 13',
  ],
  14: [
    '1 2 3 4 5 … 14',
    '1 2 3 4 5 … 14',
    '1 2 3 4 5 … 14',
    '1 2 3 4 5 … 14',
    '1 … 4 5 6 … 14',
    '1 … 5 6 7 … 14',
    '1 … 6 7 8 … 14',
    '1 … 7 8 9 … 14',
    '1 … 8 9 10 … 14',
    '1 … 9 10 11 … 14',
    '1 … 10 11 12 … 14',
    '1 … 10 11 12 13 14',
    '1 … 10 11 12 13 14',
    '1 … 10 11 12 13 14',
  ],
  15: [
    '1 2 3 4 5 … 15',
    '1 2 3 4 5 … 15',
    '1 2 3 4 5 … 15',
    '1 2 3 4 5 … 15',
    '1 … 4 5 6 … 15',
    '1 … 5 6 7 … 15',
    '1 … 6 7 8 … 15',
    '1 … 7 8 9 … 15',
    '1 … 8 9 10 … 15',
    '1 … 9 10 11 … 15',
    '1 … 10 11 12 … 15',
    '1 … 11 12 13 … 15',
    '1 … 11 12 13 14 15',
    '1 … 11 12 13 14 15',
    '1 … 11 12 13 14 15',
  ],
  16: [
    '1 2 3 4 5 … 16',
    '1 2 3 4 5 … 16',
    '1 2 3 4 5 … 16',
    '1 2 3 4 5 … 16',
    '1 … 4 5 6 … 16',
    '1 … 5 6 7 … 16',
    '1 … 6 7 8 … 16',
    '1 … 7 8 9 … 16',
    '1 … 8 9 10 … 16',
    '1 … 9 10 11 … 16',
    '1 … 10 11 12 … 16',
    '1 … 11 12 13 … 16',
    '1 … 12 13 14 … 16',
    '1 … 12 13 14 15 16',
    '1 … 12 13 14 15 16',
    '1 … 12 13 14 15 16',
  ],
  17: [
    '1 2 3 4 5 … 17',
    '1 2 3 4 5 … 17',
    '1 2 3 4 5 … 17',
    '1 2 3 4 5 … 17',
    '1 … 4 5 6 … 17',
    '1 … 5 6 7 … 17',
    '1 … 6 7 8 … 17',
    '1 … 7 8 9 … 17',
    '1 … 8 9 10 … 17',
    '1 … 9 10 11 … 17',
    '1 … 10 11 12 … 17',
    '1 … 11 12 13 … 17',
    '1 … 12 13 14 … 17',
    '1 … 13 14 15 … 17',
    '1 … 13 14 15 16 17',
    '1 … 13 14 15 16 17',
    '1 … 13 14 15 16 17',
  ],
  18: [
    '1 2 3 4 5 … 18',
    '1 2 3 4 5 … 18',
    '1 2 3 4 5 … 18',
    '1 2 3 4 5 … 18',
    '1 … 4 5 6 … 18',
    '1 … 5 6 7 … 18',
    '1 … 6 7 8 … 18',
    '1 … 7 8 9 … 18',
    '1 … 8 9 10 … 18',
    '1 … 9 10 11 … 18',
    '1 … 10 11 12 … 18',
    '1 … 11 12 13 … 18',
    '1 … 12 13 14 … 18',
    '1 … 13 14 15 … 18',
    '1 … 14 15 16 … 18',
    '1 … 14 15 16 17 18',
    '1 … 14 15 16 17 18',
    '1 … 14 15 16 17 18',
  ],
  19: [
    '1 2 3 4 5 … 19',
    '1 2 3 4 5 … 19',
    '1 2 3 4 5 … 19',
    '1 2 3 4 5 … 19',
    '1 … 4 5 6 … 19',
    '1 … 5 6 7 … 19',
    '1 … 6 7 8 … 19',
    '1 … 7 8 9 … 19',
    '1 … 8 9 10 … 19',
    '1 … 9 10 11 … 19',
    '1 … 10 11 12 … 19',
    '1 … 11 12 13 … 19',
    '1 … 12 13 14 … 19',
    '1 … 13 14 15 … 19',
    '1 … 14 15 16 … 19',
    '1 … 15 16 17 … 19',
    '1 … 15 16 17 18 19',
    '1 … 15 16 17 18 19',
    '1 … 15 16 17 18 19',
  ],
  20: [
    '1 2 3 4 5 … 20',
    '1 2 3 4 5 … 20',
    '1 2 3 4 5 … 20',
    '1 2 3 4 5 … 20',
    '1 … 4 5 6 … 20',
    '1 … 5 6 7 … 20',
    '1 … 6 7 8 … 20',
    '1 … 7 8 9 … 20',
    '1 … 8 9 10 … 20',
    '1 … 9 10 11 … 20',
    '1 … 10 11 12 … 20',
    '1 … 11 12 13 … 20',
    '1 … 12 13 14 … 20',
    '1 … 13 14 15 … 20',
    '1 … 14 15 16 … 20',
    '1 … 15 16 17 … 20',
    '1 … 16 17 18 … 20',
    '1 … 16 17 18 19 20',
    '1 … 16 17 18 19 20',
    '1 … 16 17 18 19 20',
  ],
}

const show = (items: ReturnType<typeof paginationItems>) =>
  items.map((item) => (item === 'ellipsis' ? '…' : String(item))).join(' ')

describe('paginationItems', () => {
  for (let count = 1; count <= 20; count++) {
    const row = expected[count]!
    it(`has a row for every current page of ${count} page(s)`, () => {
      expect(row).toHaveLength(count)
    })
    row.forEach((pages, index) => {
      const current = index + 1
      it(`shows "${pages}" for page ${current} of ${count}`, () => {
        expect(show(paginationItems(current, count))).toBe(pages)
      })
    })
  }

  it('returns nothing when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([])
  })

  it('clamps a current page outside the range', () => {
    expect(show(paginationItems(0, 10))).toBe('1 2 3 4 5 … 10')
    expect(show(paginationItems(99, 10))).toBe('1 … 6 7 8 9 10')
  })
})

const labels = {
  nav: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
}

const link = (page: number) => <a href={page > 1 ? `/shop?page=${page}` : '/shop'} />

describe('Pagination', () => {
  it('links every page, marks the current one and names every control', () => {
    render(<Pagination page={5} pageCount={10} labels={labels} pageLink={link} />)
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current')
    const links = screen
      .getAllByRole('link')
      .map((item) => [item.getAttribute('aria-label'), item.getAttribute('href')])
    expect(links).toEqual([
      ['Previous page', '/shop?page=4'],
      ['Page 1', '/shop'],
      ['Page 4', '/shop?page=4'],
      ['Page 5', '/shop?page=5'],
      ['Page 6', '/shop?page=6'],
      ['Page 10', '/shop?page=10'],
      ['Next page', '/shop?page=6'],
    ])
  })

  it("keeps the app's link: its own click handler runs (the app navigates in place)", async () => {
    const followed = vi.fn()
    const user = userEvent.setup()
    const inPlace = (page: number) => (
      <a
        href={`?page=${page}`}
        onClick={(event) => {
          event.preventDefault()
          followed(page)
        }}
      />
    )
    render(<Pagination page={2} pageCount={3} labels={labels} pageLink={inPlace} />)
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await user.click(screen.getByRole('link', { name: 'Page 1' }))
    expect(followed.mock.calls).toEqual([[3], [1]])
  })

  it('makes the step that would leave the range a disabled link that goes nowhere', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} labels={labels} pageLink={link} />)
    const previous = screen.getByRole('link', { name: 'Previous page' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).not.toHaveAttribute('href')
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/shop?page=2')
    rerender(<Pagination page={3} pageCount={3} labels={labels} pageLink={link} />)
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/shop?page=2')
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href')
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} labels={labels} pageLink={link} />)
    expect(container).toBeEmptyDOMElement()
  })
})
