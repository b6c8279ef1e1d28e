import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FieldSet } from './field.tsx'

describe('FieldSet', () => {
  it('reads its error with the group and announces it', () => {
    render(
      <FieldSet legend="Avatar" error="This file cannot be opened as a photo.">
        <button type="button">Upload avatar</button>
      </FieldSet>,
    )
    const group = screen.getByRole('group', { name: 'Avatar' })
    expect(group).toHaveAccessibleDescription('This file cannot be opened as a photo.')
    expect(screen.getByRole('alert')).toHaveTextContent('This file cannot be opened as a photo.')
  })

  it('has no description and no alert without an error', () => {
    render(
      <FieldSet legend="Avatar">
        <button type="button">Upload avatar</button>
      </FieldSet>,
    )
    expect(screen.getByRole('group', { name: 'Avatar' })).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
