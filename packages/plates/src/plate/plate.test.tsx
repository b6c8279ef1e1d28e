import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderPlateSvg } from '../core.ts'
import { Plate, type PlateProps } from './plate.tsx'

const dubai: PlateProps = { kind: 'car', city: 'dubai', code: 'AA', number: '16', label: 'Dubai car plate AA 16' }
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement

describe('<Plate>', () => {
  it('is one image named by its label', () => {
    render(<Plate {...dubai} />)
    const plate = screen.getByRole('img', { name: 'Dubai car plate AA 16' })
    expect(plate.tagName).toBe('svg')
    expect(plate).toHaveTextContent('AA16')
    expect(plate).toHaveAttribute('data-plate', 'car/dubai/type1/big')
  })

  it('is hidden decoration when the label is empty', () => {
    const { container } = render(<Plate {...dubai} label="" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('stays left-to-right on an rtl page', () => {
    render(
      <div dir="rtl" lang="ar">
        <Plate {...dubai} label="لوحة سيارة دبي AA 16" />
      </div>,
    )
    expect(screen.getByRole('img', { name: 'لوحة سيارة دبي AA 16' })).toHaveAttribute('direction', 'ltr')
  })

  it('draws exactly what renderPlateSvg draws', () => {
    for (const props of [
      dubai,
      { ...dubai, city: 'abu-dhabi', code: '50', type: 'type2', size: 'mini' },
      { ...dubai, kind: 'motorcycle', city: 'umm-al-quwain', code: 'W' },
    ] as PlateProps[]) {
      const react = parse(renderToStaticMarkup(<Plate {...props} className="plate" />))
      const core = parse(renderPlateSvg({ ...props, className: 'plate' }))
      expect(react.isEqualNode(core)).toBe(true)
    }
  })

  it('ignores size for motorcycles', () => {
    const { container } = render(
      <>
        <Plate {...dubai} kind="motorcycle" size="big" />
        <Plate {...dubai} kind="motorcycle" size="mini" />
      </>,
    )
    const [big, mini] = container.querySelectorAll('svg')
    expect(big!.outerHTML).toBe(mini!.outerHTML)
    expect(big).toHaveAttribute('viewBox', '0 0 250 125')
  })

  it('switches design and outline with type and size', () => {
    render(<Plate {...dubai} type="type2" size="mini" className="card-plate" style={{ inlineSize: '12rem' }} />)
    const plate = screen.getByRole('img')
    expect(plate).toHaveAttribute('data-plate', 'car/dubai/type2/mini')
    expect(plate).toHaveAttribute('viewBox', '0 0 340 145')
    expect(plate).toHaveClass('card-plate')
    expect(plate.style.inlineSize).toBe('12rem')
  })
})
