import { DirectionProvider } from '@radix-ui/react-direction'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderToString } from 'react-dom/server'
import { expect, waitFor } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { Still } from '#internal/story-still.tsx'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { MobileCard } from '#mobile-card/mobile-card.tsx'
import { CardSkeleton } from '#skeleton/skeleton.tsx'
import { Carousel, listingCarouselBreakpoints, type CarouselLabels } from './carousel.tsx'

const labels: Record<'en' | 'ar', CarouselLabels> = {
  en: {
    label: 'Featured numbers',
    carousel: 'carousel',
    slide: 'slide',
    slidePosition: (index, count) => `${index} of ${count}`,
    previous: 'Previous',
    next: 'Next',
    dots: 'Choose a slide',
    goTo: (index) => `Go to slide ${index}`,
    pause: 'Pause',
    play: 'Play',
  },
  ar: {
    label: 'أرقام مختارة',
    carousel: 'عرض دوّار',
    slide: 'شريحة',
    slidePosition: (index, count) => `${index} من ${count}`,
    previous: 'السابق',
    next: 'التالي',
    dots: 'اختر شريحة',
    goTo: (index) => `انتقل إلى الشريحة ${index}`,
    pause: 'إيقاف مؤقت',
    play: 'تشغيل',
  },
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { labels: labels.en, children: null },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

const numbers = ['0587777777', '0501111111', '0522222222', '0543333333', '0555555555', '0569999999']

/**
 * The home page's listing carousel: 3 cards at 1200 px (2 below 992, 1 below 768), loop, arrows and
 * dots. Checked by its play function in both directions but not screenshotted: embla puts the looping
 * slides on their own compositing layers, whose rounded clips Chromium anti-aliases differently from
 * run to run (one colour unit at a few corner pixels). The Loading and ImageSlider stories cover the
 * carousel's look.
 */
export const Products: Story = {
  parameters: { screenshot: { disable: true } },
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <Carousel labels={labels[locale]} perView={3} breakpoints={listingCarouselBreakpoints}>
        {numbers.map((number, index) => (
          <MobileCard
            key={number}
            number={number}
            operator={index % 2 ? 'eand' : 'du'}
            operatorLabel={index % 2 ? t.operators.eand : t.operators.du}
            title={index % 2 ? t.titles.eand : t.titles.du}
            link={<a href={`#/details/mobile/${index}`} />}
            price={{ amount: 50_000 * (index + 1), language: locale, oldPriceLabel: t.was }}
          />
        ))}
      </Carousel>
    )
  },
  play: async ({ canvas, canvasElement }) => {
    const slides = canvas.getAllByRole('group', { name: /of 6|من 6/ })
    await expect(slides).toHaveLength(6)
    // At 1200 px three cards fill the carousel exactly: the first and third touch its edges.
    const root = canvasElement.querySelector('[data-slot="carousel"]')!.getBoundingClientRect()
    const cards = slides.slice(0, 3).map((slide) => slide.firstElementChild!.getBoundingClientRect())
    const [start, end] = document.documentElement.dir === 'rtl' ? [cards[2]!, cards[0]!] : [cards[0]!, cards[2]!]
    await expect(Math.round(start.left)).toBe(Math.round(root.left))
    await expect(Math.round(end.right)).toBe(Math.round(root.right))
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Go to slide|انتقل إلى الشريحة/ })).toHaveLength(6),
    )
    await repaintPage()
  },
}

/** While the listings load: six card skeletons in the same slides. */
export const Loading: Story = {
  render: (_, { globals }) => (
    <Still>
      <Carousel labels={labels[storyLocale(globals)]} perView={3} breakpoints={listingCarouselBreakpoints}>
        {Array.from({ length: 6 }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </Carousel>
    </Still>
  ),
  play: repaintPage,
}

/*
 * A banner image: a gradient with as many gold dots as the slide's number. No text: an SVG image cannot use
 * the page's fonts, so any text in it would be drawn in a system font (ADR 0009).
 */
const banner = (hue: string, count: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300"><defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="#0d1f3a"/><stop offset="1" stop-color="${hue}"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/>${Array.from({ length: count }, (_, index) => `<circle cx="${600 + (index - (count - 1) / 2) * 80}" cy="150" r="24" fill="#f0e2bd"/>`).join('')}</svg>`,
  )}`

/**
 * The home image slider: one slide, arrows on the sides, autoplay with its pause button. (The delay
 * is long here so the screenshot is stable; the home page uses 4000 ms.)
 */
export const ImageSlider: Story = {
  render: (_, { globals }) => <ImageCarousel locale={storyLocale(globals)} />,
  play: async ({ canvas, userEvent }) => {
    const pause = await canvas.findByRole('button', { name: /Pause|إيقاف مؤقت/ })
    await userEvent.click(pause)
    await expect(canvas.getByRole('button', { name: /Play|تشغيل/ })).toBeVisible()
    await repaintPage()
  },
}

function ImageCarousel({ locale }: { locale: 'en' | 'ar' }) {
  return (
    <Carousel
      labels={{ ...labels[locale], label: locale === 'ar' ? 'عروض' : 'Offers' }}
      autoplay={600_000}
      gap="none"
      arrowPlacement="overlay"
    >
      {['#1d3a66', '#6a4f12', '#2b4f85'].map((hue, index) => (
        <img
          key={hue}
          src={banner(hue, index + 1)}
          alt={`Raqam ${index + 1}`}
          style={{ display: 'block', inlineSize: '100%', borderRadius: 'var(--radius-lg)' }}
        />
      ))}
    </Carousel>
  )
}

/**
 * The image slider as the server sends it, before (or without) the page's script: the same look, the
 * controls drawn as links to their slides, the slides in the browser's own scroll. A dot moves to its slide.
 */
export const BeforeTheScript: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const html = renderToString(
      <DirectionProvider dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <ImageCarousel locale={locale} />
      </DirectionProvider>,
    )
    return <div dangerouslySetInnerHTML={{ __html: html }} />
  },
  play: async ({ canvas, canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-slot="carousel"] > div > div')!
    const slides = canvas.getAllByRole('group', { name: /of 3|من 3/ })
    /** The slide whose start edge is at the viewport's start edge (the right one in rtl). */
    const slideAtStart = () => {
      const edge = (rect: DOMRect) => Math.round(document.documentElement.dir === 'rtl' ? rect.right : rect.left)
      const start = edge(viewport.getBoundingClientRect())
      return slides.findIndex((slide) => edge(slide.getBoundingClientRect()) === start)
    }
    await expect(slideAtStart()).toBe(0)
    await expect(canvas.getByRole('link', { name: /Next|التالي/ })).toHaveAttribute('href', `#${slides[1]!.id}`)
    const dot = (index: number) =>
      canvas.getByRole('link', { name: new RegExp(`(Go to slide|انتقل إلى الشريحة) ${index}$`) })
    await expect(dot(2)).toHaveAttribute('href', `#${slides[1]!.id}`)
    // What a tap on the dot does. (The test page's base address is not its own, so a real tap would leave it.)
    location.hash = dot(2).getAttribute('href')!
    await waitFor(() => expect(slideAtStart()).toBe(1))
    location.hash = dot(1).getAttribute('href')!
    await waitFor(() => expect(slideAtStart()).toBe(0))
    history.replaceState(null, '', location.pathname + location.search)
    await repaintPage()
  },
}
