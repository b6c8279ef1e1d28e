import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Logo } from './logo.tsx'

it('is one image with the given name, drawn from outlines with no text to fetch a face for', () => {
  render(<Logo label="Raqam home" />)
  const logo = screen.getByRole('img', { name: 'Raqam home' })
  expect(logo).toHaveTextContent('')
  expect(logo.querySelectorAll('svg[aria-hidden="true"] path')).toHaveLength(3)
})
