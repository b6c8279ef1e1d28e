import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PlateViewer, type PlatePictureStyle } from './plate-viewer.tsx'

const labels = { type: 'Plate style', type1: 'Type 1', type2: 'Type 2', size: 'Plate size', big: 'Big', mini: 'Mini' }
const picture = ({ type, size }: PlatePictureStyle) => <p>{`${type} ${size}`}</p>

describe('PlateViewer', () => {
  it('starts at type 1, big, and hands the chosen style and size to the picture', async () => {
    render(
      <PlateViewer kind="car" labels={labels}>
        {picture}
      </PlateViewer>,
    )
    expect(screen.getByText('type1 big')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Type 2' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Mini' }))
    expect(screen.getByText('type2 mini')).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Plate size' })).toBeInTheDocument()
  })

  it('offers no size for motorcycle plates and no choice at all for mobile numbers', () => {
    const { rerender } = render(
      <PlateViewer kind="motorcycle" labels={labels}>
        {picture}
      </PlateViewer>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Plate style' })).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'Plate size' })).toBeNull()
    rerender(
      <PlateViewer kind="mobile" labels={labels}>
        {picture}
      </PlateViewer>,
    )
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.getByText('type1 big')).toBeInTheDocument()
  })
})
