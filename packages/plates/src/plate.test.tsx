import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Plate } from './plate.tsx'

it('is one image named by its label, drawn left-to-right', () => {
  render(<Plate code="A" number="777" label="Dubai plate A 777" />)
  const plate = screen.getByRole('img', { name: 'Dubai plate A 777' })
  expect(plate).toHaveAttribute('direction', 'ltr')
  expect(plate).toHaveTextContent('A777')
})
