import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BadgeList } from './badge-list.tsx'

describe('BadgeList', () => {
  it('is a named list of badges, with the description as tooltip and for screen readers', () => {
    render(
      <BadgeList
        label="Number patterns"
        items={[
          { id: 'mirror', label: 'Mirror', description: 'Reads the same from both ends.' },
          { id: 'round', label: 'Round number' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Number patterns' })
    const [mirror, round] = within(list).getAllByRole('listitem')
    expect(mirror).toHaveTextContent('Mirror: Reads the same from both ends.')
    expect(mirror).toHaveAttribute('title', 'Reads the same from both ends.')
    expect(round?.textContent).toBe('Round number')
    expect(round).not.toHaveAttribute('title')
  })

  it('renders nothing without items', () => {
    const { container } = render(<BadgeList label="Number patterns" items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
