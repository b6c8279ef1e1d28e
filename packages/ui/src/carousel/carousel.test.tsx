import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Carousel, emblaDuration, perViewProperties, listingCarouselBreakpoints, slidesPerView } from './carousel.tsx'

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

describe('Carousel', () => {
  it('renders the same whatever the viewport width (the stylesheet sizes the slides)', () => {
    const html = () => {
      const { container, unmount } = render(
        <Carousel labels={labels} perView={3} breakpoints={listingCarouselBreakpoints}>
          {['A', 'B', 'C', 'D'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>,
      )
      const markup = container.innerHTML
      unmount()
      return markup
    }
    const initialWidth = window.innerWidth
    try {
      window.innerWidth = 1280
      const wide = html()
      window.innerWidth = 375
      expect(html()).toBe(wide)
      expect(wide).toContain('--carousel-per-view-768: 1')
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
