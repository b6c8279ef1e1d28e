import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Logo } from './logo.tsx'

it('is one image with the given name, its letters hidden from screen readers', () => {
  render(<Logo label="Raqam home" />)
  const logo = screen.getByRole('img', { name: 'Raqam home' })
  expect(logo).toHaveTextContent('Raqam')
  expect(logo).toHaveTextContent('رقم')
})
