import { useDirection } from '@radix-ui/react-direction'
import { clsx } from 'clsx'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react'
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '#internal/icons.tsx'
import { useHydrated } from '#hydration/use-hydrated.ts'
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
 * The ranges of viewport width the stylesheet tells apart, each named by the width it is below (`all`: above
 * every one), with the slides in view in each. carousel.module.css has one media query per range.
 */
function inViewByRange(perView: number, breakpoints: readonly CarouselBreakpoint[]) {
  return [
    { range: 'all', inView: Math.max(1, perView) },
    ...carouselWidths.map((width) => ({
      range: String(width),
      inView: Math.max(1, slidesPerView(width - 1, perView, breakpoints)),
    })),
  ]
}

/**
 * The slides in view at every width, as the custom properties carousel.module.css sizes the slides with.
 * The stylesheet picks one by media query, so what the server renders does not depend on a viewport
 * width it cannot know, and hydration never re-renders to correct it.
 */
export function perViewProperties(perView: number, breakpoints: readonly CarouselBreakpoint[]): CSSProperties {
  const properties: Record<string, number> = {}
  for (const { range, inView } of inViewByRange(perView, breakpoints)) {
    properties[range === 'all' ? '--carousel-per-view' : `--carousel-per-view-${range}`] = inView
  }
  return properties as CSSProperties
}

/**
 * How many places the carousel can stop at, one slide at a time, with `inView` equal slides in view: as
 * embla counts them (it loops only when the other slides can fill the view; without a loop, the last
 * stop shows the last slide at the end).
 */
export function snapCount(slideCount: number, inView: number, loop: boolean): number {
  if (slideCount <= inView) return 1
  return loop ? slideCount : slideCount - inView + 1
}

/**
 * The width ranges at which `hidden(inView)` holds, for the stylesheet's `data-hidden-at` rules: the
 * server draws every control once, and CSS hides those the viewport's width has no use for.
 */
function hiddenAt(ranges: ReturnType<typeof inViewByRange>, hidden: (inView: number) => boolean) {
  return (
    ranges
      .filter(({ inView }) => hidden(inView))
      .map(({ range }) => range)
      .join(' ') || undefined
  )
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
  /** Fewer slides on narrower viewports; e.g. `listingCarouselBreakpoints`. */
  breakpoints?: readonly CarouselBreakpoint[]
  /** Wrap around at the ends. Defaults to true. */
  loop?: boolean
  /** Milliseconds between automatic moves, or `false` for none. */
  autoplay?: number | false
  /** How long a move takes, in milliseconds. Defaults to 500. */
  duration?: number
  /** Defaults to true. */
  showArrows?: boolean
  /** `below`: arrows flank the dots (cards); `overlay`: on the slides' sides (full-width images). */
  arrowPlacement?: 'below' | 'overlay'
  /** Defaults to true. */
  showDots?: boolean
  /** Space between slides. Defaults to `md`. */
  gap?: 'none' | 'md'
  /**
   * Draw the slides out of sight only as they come near (content-visibility). Defaults to true; turn it off
   * when the slides differ in height, so the row is as tall as the tallest from the first paint.
   */
  deferSlides?: boolean
  className?: string
}

/**
 * A carousel on embla: slides per view by viewport width (in CSS), loop, arrows, dots and autoplay. Autoplay
 * pauses while the pointer is over the carousel or focus is inside it, stays off under
 * `prefers-reduced-motion`, and can be paused with its own button. In rtl it runs right to left.
 *
 * The server draws it whole, controls included. Until embla starts (as the carousel nears the screen),
 * and without script, the slides scroll natively and snap, and the dots are links to their slides.
 */
export function Carousel({
  children,
  labels,
  perView = 1,
  breakpoints = [],
  loop = true,
  autoplay = false,
  duration = 500,
  showArrows = true,
  arrowPlacement = 'below',
  showDots = true,
  gap = 'md',
  deferSlides = true,
  className,
}: CarouselProps) {
  const dir = useDirection()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const slideIdBase = useId()
  const slideId = (index: number) => slideIdOf(slideIdBase, index)
  // The same elements while the children are the same: the carousel renders again as it starts, as it
  // moves and as it is hovered, and its slides (cards, plates) need not.
  const slideGroups = useMemo(() => {
    const all = Children.toArray(children)
    return all.map((slide, index) => (
      <div
        key={index}
        id={slideIdOf(slideIdBase, index)}
        className={styles.slide}
        role="group"
        aria-roledescription={labels.slide}
        aria-label={labels.slidePosition(index + 1, all.length)}
      >
        {slide}
      </div>
    ))
  }, [children, labels, slideIdBase])
  const slideCount = slideGroups.length

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
  const viewportElement = useRef<HTMLDivElement>(null)
  const near = useNearViewport(rootRef)
  const [emblaRef, api] = useEmblaCarousel(
    {
      loop,
      direction: dir,
      align: 'start',
      duration: reducedMotion ? 0 : emblaDuration(duration),
    },
    plugins,
  )
  // Embla measures every slide as it starts: only once the carousel nears the screen, and in turn.
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => {
      viewportElement.current = node
      if (!near || !node) return
      const cancel = startInTurn(() => emblaRef(node))
      return () => {
        cancel()
        emblaRef(null)
      }
    },
    [near, emblaRef],
  )
  useKeepNativePosition(api)

  const { selected, snapCount: emblaSnapCount, canPrevious, canNext } = useEmblaState(api, loop)

  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const autoplayOn = autoplayPlugin !== null && !reducedMotion && emblaSnapCount > 1
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

  /** Before embla starts, the browser's own scroll moves the slides: at once, as the links do (carousel.module.css). */
  const scrollNatively = (index: number) =>
    document
      .getElementById(slideId((index + slideCount) % slideCount))
      ?.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' })
  const nativeIndex = () => (viewportElement.current ? nativeSlideIndex(viewportElement.current) : 0)
  const scrollPrevious = () => (api ? api.scrollPrev() : scrollNatively(nativeIndex() - 1))
  const scrollNext = () => (api ? api.scrollNext() : scrollNatively(nativeIndex() + 1))
  const scrollTo = (index: number) => (api ? api.scrollTo(index) : scrollNatively(index))

  // Every control the widest range of widths could need is drawn; CSS hides the rest (data-hidden-at).
  const ranges = inViewByRange(perView, breakpoints)
  const nothingToScroll = hiddenAt(ranges, (inView) => snapCount(slideCount, inView, loop) <= 1)
  const hasControls = slideCount > 1
  const arrows = hasControls
    ? [
        <Control
          key="previous"
          target={loop ? slideId(slideCount - 1) : undefined}
          onPress={scrollPrevious}
          disabled={!canPrevious}
          className={styles.arrow}
          data-side="start"
          data-placement={arrowPlacement}
          data-hidden-at={arrowPlacement === 'overlay' ? nothingToScroll : undefined}
          aria-label={labels.previous}
        >
          <ChevronStartIcon />
        </Control>,
        <Control
          key="next"
          target={slideId(1)}
          onPress={scrollNext}
          disabled={!canNext}
          className={styles.arrow}
          data-side="end"
          data-placement={arrowPlacement}
          data-hidden-at={arrowPlacement === 'overlay' ? nothingToScroll : undefined}
          aria-label={labels.next}
        >
          <ChevronEndIcon />
        </Control>,
      ]
    : []

  return (
    <section
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-slot="carousel"
      // Set as embla starts (near the screen): it moves the slides from then on, not the native scroll.
      data-started={near ? '' : undefined}
      data-gap={gap}
      data-defer-slides={deferSlides ? '' : undefined}
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
        <div
          className={styles.viewport}
          ref={viewportRef}
          // Until embla starts the browser scrolls it, by keyboard too: a tab stop, named as the carousel.
          {...(near ? {} : { tabIndex: 0, role: 'group', 'aria-label': labels.label })}
        >
          <div className={styles.container} aria-live={shouldPlay ? 'off' : 'polite'}>
            {slideGroups}
          </div>
        </div>
        {showArrows && arrowPlacement === 'overlay' && arrows}
      </div>
      {hasControls && (showDots || autoplayPlugin || (showArrows && arrowPlacement === 'below')) && (
        <div className={styles.controls} data-hidden-at={nothingToScroll}>
          {showArrows && arrowPlacement === 'below' && arrows[0]}
          {autoplayPlugin && (
            // Drawn whenever autoplay is asked for; CSS hides it under reduced motion and without script.
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
              {slideGroups.map((_, index) => (
                <Control
                  key={index}
                  target={slideId(index)}
                  onPress={() => scrollTo(index)}
                  className={styles.dot}
                  data-hidden-at={hiddenAt(ranges, (inView) => {
                    const snaps = snapCount(slideCount, inView, loop)
                    return snaps > 1 && index >= snaps
                  })}
                  aria-label={labels.goTo(index + 1)}
                  aria-current={index === selected ? 'true' : undefined}
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

/** The id of a slide (0-based `index`): the target of the links that move to it before the script runs. */
const slideIdOf = (base: string, index: number) => `${base}slide-${index + 1}`

type ControlProps = Omit<HTMLAttributes<HTMLElement>, 'onClick'> & {
  /** The id of the slide the link scrolls to; none: the control waits for the script. */
  target: string | undefined
  onPress: () => void
  disabled?: boolean
}

/**
 * A carousel control that works before the page's script: a link to the slide it moves to, which the browser
 * scrolls to in the carousel's native scroll. Once the script runs, a button. (Each control asks for itself:
 * the render after hydration that makes them buttons is then theirs alone, not the whole carousel's.)
 */
function Control({ target, onPress, disabled = false, ...attributes }: ControlProps) {
  const scripted = useHydrated()
  if (scripted || disabled || target === undefined)
    return <button type="button" disabled={disabled} onClick={onPress} {...attributes} />
  return <a href={`#${target}`} {...attributes} />
}

/** The slide the native scroll shows first (the slides are equally wide, each snapped to). */
function nativeSlideIndex(viewport: HTMLElement): number {
  const slideWidth = viewport.firstElementChild?.firstElementChild?.getBoundingClientRect().width
  return slideWidth ? Math.round(Math.abs(viewport.scrollLeft) / slideWidth) : 0
}

/**
 * As embla starts it moves the slides with transforms from scroll position 0: it takes over at the slide
 * the visitor reached with the native scroll, before the browser paints.
 */
function useKeepNativePosition(api: EmblaApi | undefined) {
  useLayoutEffect(() => {
    if (!api) return
    const viewport = api.rootNode()
    const index = nativeSlideIndex(viewport)
    viewport.scrollLeft = 0
    if (index > 0) api.scrollTo(Math.min(index, api.scrollSnapList().length - 1), true)
  }, [api])
}

/** Where embla is; before it starts, at the first slide (as the server drew it). */
function useEmblaState(api: EmblaApi | undefined, loop: boolean) {
  const [state, setState] = useState({ selected: 0, snapCount: 0, canPrevious: loop, canNext: true })
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
 * Carousels start one per task, in the order they neared the screen: a page's first screen can hold
 * several, and embla measures every slide of each as it starts, so together they made one long task.
 * Returns what takes a carousel out of the queue (it left the page first).
 */
const startQueue: (() => void)[] = []
function startInTurn(start: () => void): () => void {
  startQueue.push(start)
  if (startQueue.length === 1) setTimeout(startNextInTurn, 0)
  return () => {
    const index = startQueue.indexOf(start)
    if (index >= 0) startQueue.splice(index, 1)
  }
}
function startNextInTurn() {
  startQueue.shift()?.()
  if (startQueue.length > 0) setTimeout(startNextInTurn, 0)
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
