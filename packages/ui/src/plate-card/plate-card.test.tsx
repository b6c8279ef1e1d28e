import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CarPlateCard, MotorcyclePlateCard } from './plate-card.tsx'

const labels = { type: 'Plate style', type1: 'Type 1', type2: 'Type 2', size: 'Plate size', big: 'Big', mini: 'Mini' }

function renderCar(props: Partial<Parameters<typeof CarPlateCard>[0]> = {}) {
  return render(
    <CarPlateCard
      city="dubai"
      code="AA"
      number="16"
      plateLabel="Dubai plate AA 16"
      labels={labels}
      title="Dubai AA 16"
      link={<a href="/details/car/1" />}
      price={{ amount: 1_250_000, oldAmount: 1_500_000, language: 'en', oldPriceLabel: 'Was' }}
      favorite={{ label: 'Favourite', pressed: false, onPressedChange: () => {} }}
      {...props}
    />,
  )
}

describe('CarPlateCard', () => {
  it('starts as type 1 and big, in two named radio groups', () => {
    renderCar()
    const style = screen.getByRole('radiogroup', { name: 'Plate style' })
    const size = screen.getByRole('radiogroup', { name: 'Plate size' })
    expect(within(style).getByRole('radio', { name: 'Type 1' })).toBeChecked()
    expect(within(size).getByRole('radio', { name: 'Big' })).toBeChecked()
  })

  it('redraws the plate when the style or the size changes, keeping its name', async () => {
    const user = userEvent.setup()
    renderCar()
    const drawing = () => screen.getByRole('img', { name: 'Dubai plate AA 16' }).innerHTML
    const big1 = drawing()
    await user.click(screen.getByRole('radio', { name: 'Type 2' }))
    const big2 = drawing()
    expect(big2).not.toBe(big1)
    await user.click(screen.getByRole('radio', { name: 'Mini' }))
    expect(drawing()).not.toBe(big2)
    expect(screen.getByRole('radio', { name: 'Mini' })).toBeChecked()
  })

  it('honours the first style and size it is given', () => {
    renderCar({ defaultType: 'type2', defaultSize: 'mini' })
    expect(screen.getByRole('radio', { name: 'Type 2' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Mini' })).toBeChecked()
  })

  it('links the title to the detail page and shows the price, favourite and ribbon', () => {
    renderCar({ ribbon: { tone: 'sold', label: 'Sold' } })
    expect(screen.getByRole('link', { name: 'Dubai AA 16' })).toHaveAttribute('href', '/details/car/1')
    expect(screen.getByRole('deletion')).toHaveTextContent('1,500,000')
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Sold')).toHaveAttribute('data-tone', 'sold')
  })

  it('leads the badges with the verified owner mark only when it is given', () => {
    const { rerender } = renderCar({ badges: <ul aria-label="Number patterns" /> })
    expect(screen.queryByText('Verified owner')).toBeNull()
    rerender(
      <CarPlateCard
        city="dubai"
        code="AA"
        number="16"
        plateLabel="Dubai plate AA 16"
        labels={labels}
        title="Dubai AA 16"
        link={<a href="/details/car/1" />}
        verified={{ label: 'Verified owner' }}
        badges={<ul aria-label="Number patterns" />}
      />,
    )
    const mark = screen.getByText('Verified owner')
    expect(mark).toHaveAttribute('data-slot', 'verified-badge')
    expect(mark.nextElementSibling).toBe(screen.getByRole('list', { name: 'Number patterns' }))
  })

  it('shows a notice instead of the price for a wanted request', () => {
    renderCar({ price: null, notice: 'This product has been requested.' })
    expect(screen.getByText('This product has been requested.')).toBeInTheDocument()
    expect(screen.queryByRole('deletion')).toBeNull()
  })
})

describe('MotorcyclePlateCard', () => {
  it('has the style pills and no size toggle', () => {
    render(
      <MotorcyclePlateCard
        city="dubai"
        code="A"
        number="555"
        plateLabel="Dubai motorcycle plate A 555"
        labels={{ type: 'Plate style', type1: 'Type 1', type2: 'Type 2' }}
        title="Dubai 555"
        link={<a href="/details/motorcycle/1" />}
      />,
    )
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'Dubai motorcycle plate A 555' })).toBeInTheDocument()
  })
})
