import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardGridSkeleton, CardSkeleton } from './skeleton.tsx'

describe('CardGridSkeleton', () => {
  it('shows the 12 placeholders of a list by default, announced once', () => {
    render(<CardGridSkeleton label="Loading listings" />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading listings')
    expect(status.querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(12)
    // The placeholders themselves are hidden; only the label is read.
    expect(status.querySelector('ul')).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows 6 for the carousel', () => {
    render(<CardGridSkeleton label="Loading" count={6} />)
    expect(document.querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(6)
  })
})

describe('CardSkeleton', () => {
  it('reserves the badge row always, and the owner action row only when asked', () => {
    const { container, rerender } = render(<CardSkeleton />)
    const rows = () => container.querySelector('[data-slot="card-skeleton"]')!.lastElementChild!.children.length
    // Title, price and badges, like the card.
    expect(rows()).toBe(3)
    rerender(<CardSkeleton withActions />)
    expect(rows()).toBe(4)
  })
})
