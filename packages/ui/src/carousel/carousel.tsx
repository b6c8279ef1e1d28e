import { useDirection } from '@radix-ui/react-direction'
import { clsx } from 'clsx'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '#internal/icons.tsx'
import styles from './carousel.module.css'

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>

/** The viewport widths a carousel can change at (carousel.module.css has their media queries). */
const carouselWidths = [1200, 992, 768] as const

/** Below `below` px of viewport width, show `perView` slides. */
export type CarouselBreakpoint = { below: (typeof carouselWidths)[number]; perView: number }

/** A carousel of listings: 3 slides at a time (also below 1200 px), 2 below 992 px, 1 below 768 px. */
export const listingCarouselBreakpoints: readonly CarouselBreakpoint[] = [
  { below: 1200, perView: 3 },
  { below: 992, perView: 2 },
  { below: 768, perView: 1 },
]

/**
 * How many slides fit a viewport `width`: the breakpoint with the smallest `below` that is still
 * above the width wins; with none, `perView`.
 */
export function slidesPerView(width: number, perView: number, breakpoints: readonly CarouselBreakpoint[]): number {
  let result = perView
  let bound = Number.POSITIVE_INFINITY
  for (const breakpoint of breakpoints) {
    if (width < breakpoint.below && breakpoint.below < bound) {
      result = breakpoint.perView
      bound = breakpoint.below
    }
  }
  return result
}

/**
 * The slides in view at every width, as the custom properties carousel.module.css sizes the slides with.
 * The stylesheet picks one by media query, so what the server renders does not depend on a viewport
 * width it cannot know, and hydration never re-renders to correct it.
 */
export function perViewProperties(perView: number, breakpoints: readonly CarouselBreakpoint[]): CSSProperties {
  const properties: Record<string, number> = { '--carousel-per-view': Math.max(1, perView) }
  for (const width of carouselWidths) {
    properties[`--carousel-per-view-${width}`] = Math.max(1, slidesPerView(width - 1, perView, breakpoints))
  }
  return properties as CSSProperties
}

/**
 * Embla's `duration` is not in milliseconds: it drives a spring stepped at 60 fps. Simulating that
 * spring, a move covers 95% of its distance in about 20 ms per unit, for any distance; so 500 ms
 * is 25, which is also embla's default.
 */
export function emblaDuration(milliseconds: number): number {
  return Math.max(0, Math.round(milliseconds / 20))
}

export type CarouselLabels = {
  /** The carousel's accessible name, e.g. "Featured plates". */
  label: string
  /** Says what the widget is (`aria-roledescription`), e.g. "carousel". */
  carousel: string
  /** Says what each slide is (`aria-roledescription`), e.g. "slide". */
  slide: string
  /** The accessible name of slide `index` (1-based) of `count`, e.g. "3 of 6". */
  slidePosition: (index: number, count: number) => string
  previous: string
  next: string
  /** The accessible name of the group of dots, e.g. "Choose slide". */
  dots: string
  /** The accessible name of dot `index` (1-based), e.g. "Go to slide 3". */
  goTo: (index: number) => string
  /** Needed when autoplay is on, e.g. "Pause" and "Play". */
  pause?: string
  play?: string
}

export type CarouselProps = {
  /** The slides, one child per slide. */
  children: ReactNode
  labels: CarouselLabels
  /** Slides in view above every breakpoint. Defaults to 1. */
  perView?: number
  /** Fewer slides on narrower viewports; e.g. `productCarouselBreakpoints`. */
  breakpoints?: readonly CarouselBreakpoint[]
  /** Wrap around at the ends. Defaults to true. */
  loop?: boolean
  /** Milliseconds between automatic moves, or `false` for none. */
  autoplay?: number | false
  /** How long a move takes, in milliseconds. Defaults to 500. */
  duration?: number
  /** Move one slide at a time, or a whole view. Defaults to one slide. */
  step?: 'slide' | 'view'
  /** Defaults to true. */
  showArrows?: boolean
  /** `below`: arrows flank the dots (cards); `overlay`: on the slides' sides (full-width images). */
  arrowPlacement?: 'below' | 'overlay'
  /** Defaults to true. */
  showDots?: boolean
  /** Space between slides. Defaults to `md`. */
  gap?: 'none' | 'md'
  className?: string
}

/**
 * A carousel on embla: slides per view by viewport width (in CSS), loop, arrows, dots and autoplay. Autoplay
 * pauses while the pointer is over the carousel or focus is inside it, stays off under
 * `prefers-reduced-motion`, and can be paused with its own button. In rtl it runs right to left.
 */
export function Carousel({
  children,
  labels,
  perView = 1,
  breakpoints = [],
  loop = true,
  autoplay = false,
  duration = 500,
  step = 'slide',
  showArrows = true,
  arrowPlacement = 'below',
  showDots = true,
  gap = 'md',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const dir = useDirection()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')

  const autoplayPlugin = useMemo(
    () =>
      autoplay === false
        ? null
        : // Started and stopped by the effect below: the plugin's own hover and focus handling
          // restarts it on mouseleave even after the user pressed pause.
          Autoplay({
            delay: autoplay,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
    [autoplay],
  )
  const plugins = useMemo(() => (autoplayPlugin ? [autoplayPlugin] : []), [autoplayPlugin])
  const rootRef = useRef<HTMLElement>(null)
  const near = useNearViewport(rootRef)
  const [viewportRef, api] = useEmblaCarousel(
    {
      loop,
      direction: dir,
      align: 'start',
      slidesToScroll: step === 'view' ? 'auto' : 1,
      duration: reducedMotion ? 0 : emblaDuration(duration),
    },
    plugins,
  )

  const { selected, snapCount, canPrevious, canNext } = useEmblaState(api)

  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const autoplayOn = autoplayPlugin !== null && !reducedMotion && snapCount > 1
  const shouldPlay = autoplayOn && !userPaused && !hovered && !focusWithin

  useEffect(() => {
    if (!api || !autoplayPlugin) return
    const sync = () => {
      const plugin = api.plugins().autoplay
      if (!plugin) return
      if (shouldPlay) plugin.play()
      else plugin.stop()
    }
    sync()
    // Embla re-initialises its plugins on resize and option changes, which stops the autoplay.
    api.on('reInit', sync)
    return () => {
      api.off('reInit', sync)
    }
  }, [api, autoplayPlugin, shouldPlay])

  const scrollPrevious = useCallback(() => api?.scrollPrev(), [api])
  const scrollNext = useCallback(() => api?.scrollNext(), [api])
  const arrows =
    snapCount > 1
      ? [
          <button
            key="previous"
            type="button"
            className={styles.arrow}
            data-side="start"
            data-placement={arrowPlacement}
            aria-label={labels.previous}
            disabled={!canPrevious}
            onClick={scrollPrevious}
          >
            <ChevronStartIcon />
          </button>,
          <button
            key="next"
            type="button"
            className={styles.arrow}
            data-side="end"
            data-placement={arrowPlacement}
            aria-label={labels.next}
            disabled={!canNext}
            onClick={scrollNext}
          >
            <ChevronEndIcon />
          </button>,
        ]
      : []

  return (
    <section
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-slot="carousel"
      // Set once the carousel has started (near the screen) and its controls work.
      data-started={api ? '' : undefined}
      data-gap={gap}
      dir={dir}
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      style={perViewProperties(perView, breakpoints)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
      }}
    >
      <div className={styles.frame}>
        {/* Embla measures every slide as it starts: only once the carousel nears the screen. */}
        <div className={styles.viewport} ref={near ? viewportRef : undefined}>
          <div className={styles.container} aria-live={shouldPlay ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={labels.slidePosition(index + 1, slides.length)}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {showArrows && arrowPlacement === 'overlay' && arrows}
      </div>
      {snapCount > 1 && (showDots || autoplayOn || (showArrows && arrowPlacement === 'below')) && (
        <div className={styles.controls}>
          {showArrows && arrowPlacement === 'below' && arrows[0]}
          {autoplayOn && (
            <button
              type="button"
              className={styles.playToggle}
              aria-label={userPaused ? labels.play : labels.pause}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          {showDots && (
            <div className={styles.dots} role="group" aria-label={labels.dots}>
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo(index + 1)}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                />
              ))}
            </div>
          )}
          {showArrows && arrowPlacement === 'below' && arrows[1]}
        </div>
      )}
    </section>
  )
}

function useEmblaState(api: EmblaApi | undefined) {
  const [state, setState] = useState({ selected: 0, snapCount: 0, canPrevious: false, canNext: false })
  useEffect(() => {
    if (!api) return
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrevious: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])
  return state
}

/**
 * Whether the element has come within half a screen of the viewport (once true, it stays true). A page
 * with several carousels starts each as it is reached, not all of them in the task that hydrates it.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return near
}

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
