import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  Carousel,
  emblaDuration,
  perViewProperties,
  listingCarouselBreakpoints,
  slidesPerView,
  snapCount,
} from './carousel.tsx'

const labels = {
  label: 'Featured plates',
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: (index: number, count: number) => `${index} of ${count}`,
  previous: 'Previous',
  next: 'Next',
  dots: 'Choose slide',
  goTo: (index: number) => `Go to slide ${index}`,
  pause: 'Pause',
  play: 'Play',
}

describe('slidesPerView', () => {
  // 3 cards below 1200 px, 2 below 992 px, 1 below 768 px (3 above every breakpoint).
  const cases: Array<[width: number, perView: number]> = [
    [1920, 3],
    [1200, 3],
    [1199, 3],
    [992, 3],
    [991, 2],
    [800, 2],
    [768, 2],
    [767, 1],
    [375, 1],
    [0, 1],
  ]
  it.each(cases)('shows %i px wide: %i slide(s)', (width, expected) => {
    expect(slidesPerView(width, 3, listingCarouselBreakpoints)).toBe(expected)
  })

  it('does not depend on the order of the breakpoints', () => {
    const reversed = [...listingCarouselBreakpoints].reverse()
    expect([1300, 1000, 900, 500].map((width) => slidesPerView(width, 3, reversed))).toEqual([3, 3, 2, 1])
  })

  it('shows `perView` without breakpoints', () => {
    expect(slidesPerView(500, 1, [])).toBe(1)
  })
})

describe('emblaDuration', () => {
  it('maps a move of 500 ms to embla’s default of 25, and 0 to an instant move', () => {
    expect(emblaDuration(500)).toBe(25)
    expect(emblaDuration(0)).toBe(0)
  })
})

describe('perViewProperties', () => {
  it('gives the slides in view at each width, for the stylesheet to pick by media query', () => {
    expect(perViewProperties(3, listingCarouselBreakpoints)).toEqual({
      '--carousel-per-view': 3,
      '--carousel-per-view-1200': 3,
      '--carousel-per-view-992': 2,
      '--carousel-per-view-768': 1,
    })
    expect(perViewProperties(3, [{ below: 768, perView: 1 }])).toEqual({
      '--carousel-per-view': 3,
      '--carousel-per-view-1200': 3,
      '--carousel-per-view-992': 3,
      '--carousel-per-view-768': 1,
    })
  })
})

describe('snapCount', () => {
  it('counts a stop per slide when the carousel loops, one fewer per extra slide in view when not', () => {
    expect(snapCount(6, 3, true)).toBe(6)
    expect(snapCount(6, 3, false)).toBe(4)
    expect(snapCount(6, 1, false)).toBe(6)
  })

  it('has one stop when every slide is in view (embla cannot loop then)', () => {
    expect(snapCount(3, 3, true)).toBe(1)
    expect(snapCount(2, 3, false)).toBe(1)
  })
})

/** The carousel as the server sends it, in a document of its own. */
function serverRender(element: ReactElement): Document {
  return new DOMParser().parseFromString(renderToString(element), 'text/html')
}

const threeSlides = ['A', 'B', 'C'].map((name) => <p key={name}>{name}</p>)

describe('Carousel, as the server draws it', () => {
  it('gives every slide an id and links each dot to its slide', () => {
    const page = serverRender(<Carousel labels={labels}>{threeSlides}</Carousel>)
    const slides = [...page.querySelectorAll('[aria-roledescription="slide"]')]
    const ids = slides.map((slide) => slide.id)
    expect(new Set(ids).size).toBe(3)
    const dots = [...page.querySelectorAll('[role="group"][aria-label="Choose slide"] > a')]
    expect(dots.map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('href')])).toEqual([
      ['Go to slide 1', `#${ids[0]}`],
      ['Go to slide 2', `#${ids[1]}`],
      ['Go to slide 3', `#${ids[2]}`],
    ])
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null])
  })

  it('draws the arrows as links to the neighbours of the first slide (the last one, when it loops)', () => {
    const page = serverRender(<Carousel labels={labels}>{threeSlides}</Carousel>)
    const ids = [...page.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.id)
    expect(page.querySelector('a[aria-label="Next"]')?.getAttribute('href')).toBe(`#${ids[1]}`)
    expect(page.querySelector('a[aria-label="Previous"]')?.getAttribute('href')).toBe(`#${ids[2]}`)
  })

  it('without a loop, the previous arrow waits, disabled', () => {
    const page = serverRender(
      <Carousel labels={labels} loop={false}>
        {threeSlides}
      </Carousel>,
    )
    expect(page.querySelector('button[aria-label="Previous"]')).toHaveProperty('disabled', true)
    expect(page.querySelector('a[aria-label="Next"]')).not.toBeNull()
  })

  it('draws the autoplay button, whatever the visitor’s motion setting (CSS hides it)', () => {
    const page = serverRender(
      <Carousel labels={labels} autoplay={3000}>
        {threeSlides}
      </Carousel>,
    )
    expect(page.querySelector('button[aria-label="Pause"]')).not.toBeNull()
  })

  it('hides the controls at the widths with nothing to scroll, and the dots past the last stop', () => {
    const banners = serverRender(
      <Carousel
        labels={labels}
        perView={3}
        breakpoints={[
          { below: 992, perView: 2 },
          { below: 768, perView: 1 },
        ]}
      >
        {threeSlides}
      </Carousel>,
    )
    // Three slides: all in view at 992 px and wider.
    expect(banners.querySelector('[data-hidden-at] > [role="group"]')?.parentElement?.dataset.hiddenAt).toBe('all 1200')
    expect(banners.querySelectorAll('a[aria-label^="Go to slide"][data-hidden-at]')).toHaveLength(0)

    const noLoop = serverRender(
      <Carousel labels={labels} perView={2} breakpoints={[{ below: 768, perView: 1 }]} loop={false}>
        {threeSlides}
      </Carousel>,
    )
    const hidden = [...noLoop.querySelectorAll('[aria-label^="Go to slide"]')].map((dot) =>
      dot.getAttribute('data-hidden-at'),
    )
    // Two in view: two stops (slides 1-2, 2-3), so the third dot only below 768 px.
    expect(hidden).toEqual([null, null, 'all 1200 992'])
  })

  it('hydrates without a mismatch, then the controls are buttons', async () => {
    const element = (
      <Carousel labels={labels} autoplay={3000}>
        {threeSlides}
      </Carousel>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    try {
      const root = await act(async () =>
        hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) }),
      )
      expect(recoverable).toEqual([])
      expect(errors).not.toHaveBeenCalled()
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
      expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3)
      expect(screen.queryByRole('link', { name: /^Go to slide/ })).toBeNull()
      act(() => root.unmount())
    } finally {
      errors.mockRestore()
      container.remove()
    }
  })
})

describe('Carousel', () => {
  it('renders the same whatever the viewport width (the stylesheet sizes the slides)', () => {
    const html = () =>
      renderToString(
        <Carousel labels={labels} perView={3} breakpoints={listingCarouselBreakpoints}>
          {['A', 'B', 'C', 'D'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>,
      )
    const initialWidth = window.innerWidth
    try {
      window.innerWidth = 1280
      const wide = html()
      window.innerWidth = 375
      expect(html()).toBe(wide)
      expect(wide).toContain('--carousel-per-view-768:1')
    } finally {
      window.innerWidth = initialWidth
    }
  })

  it('names the carousel and every slide', () => {
    render(
      <Carousel labels={labels}>
        <p>A</p>
        <p>B</p>
      </Carousel>,
    )
    const region = screen.getByRole('region', { name: 'Featured plates' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = screen.getAllByRole('group', { name: /of 2$/ })
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
  })
})
