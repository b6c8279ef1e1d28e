import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VerifiedBadge } from './verified-badge.tsx'

describe('VerifiedBadge', () => {
  it('says its words, with the icon left to decoration', () => {
    const { container } = render(<VerifiedBadge label="Verified owner" />)
    const badge = screen.getByText('Verified owner')
    expect(badge.textContent).toBe('Verified owner')
    expect(badge).not.toHaveAttribute('title')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('explains itself in a tooltip and to screen readers', () => {
    render(<VerifiedBadge label="Verified owner" description="A moderator checked the proof." size="md" />)
    const badge = screen.getByText('Verified owner')
    expect(badge).toHaveAttribute('title', 'A moderator checked the proof.')
    expect(badge).toHaveTextContent('Verified owner: A moderator checked the proof.')
    expect(badge).toHaveAttribute('data-size', 'md')
  })
})
