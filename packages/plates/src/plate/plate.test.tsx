import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { renderPlateSvg } from '../core.ts'
import { PlateOutlines } from './plate-outlines.tsx'
import { Plate, type PlateProps } from './plate.tsx'

const dubai: PlateProps = { kind: 'car', city: 'dubai', code: 'AA', number: '16', label: 'Dubai car plate AA 16' }
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement
/** Outside <PlateOutlines> a plate scopes its outlines' ids to itself; without the scope they are the core's. */
const unscoped = (markup: string) => markup.replace(/(id="|href="#)[^"]*?(?=plate-)/g, '$1')
/** The ids the `<use>`s of `root` refer to, and the ids defined in `root`. */
const references = (root: Element) => ({
  used: new Set([...root.querySelectorAll('use')].map((use) => use.getAttribute('href')!.slice(1))),
  defined: [...root.querySelectorAll('path[id]')].map((path) => path.id),
})

describe('<Plate>', () => {
  it('is one image named by its label', () => {
    render(<Plate {...dubai} />)
    const plate = screen.getByRole('img', { name: 'Dubai car plate AA 16' })
    expect(plate.tagName).toBe('svg')
    expect(plate.querySelector('title')).toHaveTextContent('Dubai car plate AA 16')
    expect(plate.querySelector('text')).toBeNull()
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
      const react = parse(unscoped(renderToStaticMarkup(<Plate {...props} className="plate" />)))
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
    expect(unscoped(big!.outerHTML)).toBe(unscoped(mini!.outerHTML))
    // Two plates outside <PlateOutlines>: each defines its own outlines, under ids of its own.
    const [bigIds, miniIds] = [big!, mini!].map((svg) => references(svg).defined)
    expect(bigIds!.filter((id) => miniIds!.includes(id))).toEqual([])
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

describe('<PlateOutlines>', () => {
  it('defines each outline of the page once, after the plates, which define none', () => {
    const markup = renderToStaticMarkup(
      <PlateOutlines>
        <Plate {...dubai} />
        <Plate {...dubai} number="61" />
        <Plate {...dubai} city="sharjah" code="3" number="1" />
      </PlateOutlines>,
    )
    const page = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body
    const svgs = [...page.querySelectorAll('svg')]
    expect(svgs).toHaveLength(4)
    const sprite = svgs.at(-1)!
    expect(sprite.getAttribute('aria-hidden')).toBe('true')
    for (const plate of svgs.slice(0, 3)) expect(plate.querySelector('defs')).toBeNull()
    const { used, defined } = references(page)
    expect(new Set(defined).size).toBe(defined.length)
    expect([...used].sort()).toEqual([...defined].sort())
  })

  it('adds the outlines of plates that appear later, before the browser paints them', () => {
    const { container, rerender } = render(
      <PlateOutlines>
        <Plate {...dubai} />
      </PlateOutlines>,
    )
    rerender(
      <PlateOutlines>
        <Plate {...dubai} />
        <Plate {...dubai} city="abu-dhabi" code="50" number="789" />
      </PlateOutlines>,
    )
    const { used, defined } = references(container)
    expect([...used].filter((id) => !defined.includes(id))).toEqual([])
    expect(new Set(defined).size).toBe(defined.length)
  })
})

describe('<PlateOutlines> in a server-rendered page', () => {
  it('hydrates without a mismatch when its plates wait in a Suspense boundary', async () => {
    const page = (
      <PlateOutlines>
        <Suspense fallback={null}>
          <Plate {...dubai} />
          <Plate {...dubai} city="fujairah" code="M" number="4444" />
        </Suspense>
      </PlateOutlines>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const served = container.querySelector('[data-plate-outlines]')!.innerHTML
    const errors: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    try {
      await act(async () => {
        hydrateRoot(container, page)
      })
      expect(errors).toEqual([])
      expect(container.querySelector('[data-plate-outlines]')!.innerHTML).toBe(served)
      const { used, defined } = references(container)
      expect([...used].filter((id) => !defined.includes(id))).toEqual([])
    } finally {
      spy.mockRestore()
      container.remove()
    }
  })
})
