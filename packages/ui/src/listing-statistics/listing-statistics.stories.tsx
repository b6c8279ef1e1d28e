import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { formatDay } from '@raqam/text/dates'
import { formatNumber } from '@raqam/text/numbers'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { ListingStatistics, type DayCounts } from './listing-statistics.tsx'

/** Days as the storefront writes them: day, full month, year. */
const dayFormatter = (language: StoryLocale) => (day: string) => formatDay(day, language)

/** Thirty days ending on 27 November 2026, oldest first. */
const dayList = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 9, 29) + i * 86_400_000).toISOString().slice(0, 10),
)

/** Views that grow after a price drop, a few taps, two favourites and a match. */
const busy: DayCounts[] = dayList.map((day, i) => ({
  day,
  views: [0, 2, 1, 3, 0, 4, 2, 5, 3, 1, 0, 2, 6, 4, 3, 8, 12, 9, 7, 5, 4, 6, 3, 2, 5, 7, 4, 11, 14, 9][i]!,
  favorites: i === 16 || i === 28 ? 1 : 0,
  whatsappTaps: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 4, 1][i]!,
  matches: i === 20 ? 1 : 0,
}))

/** Nobody came yet: zeros throughout. */
const quiet: DayCounts[] = dayList.map((day) => ({ day, views: 0, favorites: 0, whatsappTaps: 0, matches: 0 }))

function Statistics({ locale, days, width }: { locale: StoryLocale; days: DayCounts[]; width: string }) {
  const t = storyTexts(locale)
  return (
    <div style={{ maxInlineSize: width }}>
      <ListingStatistics days={days} formatDay={dayFormatter(locale)} labels={t.listingStatistics} />
    </div>
  )
}

const meta = {
  title: 'UI/ListingStatistics',
  component: ListingStatistics,
  args: {
    days: busy,
    formatDay: dayFormatter('en'),
    labels: storyTexts('en').listingStatistics,
  },
} satisfies Meta<typeof ListingStatistics>

export default meta
type Story = StoryObj<typeof meta>

const sum = (days: DayCounts[], measure: Exclude<keyof DayCounts, 'day'>) =>
  days.reduce((total, day) => total + day[measure], 0)

/** The totals, each after its label, as the page writes numbers. */
async function expectTotals(canvas: ReturnType<typeof within>, days: DayCounts[], locale: StoryLocale) {
  const t = storyTexts(locale).listingStatistics
  for (const measure of ['views', 'favorites', 'whatsappTaps', 'matches'] as const) {
    const term = canvas.getByText(t[measure], { selector: 'dt' })
    await expect(term.nextElementSibling?.textContent).toBe(formatNumber(sum(days, measure)))
  }
}

/** Every bar and label lies inside the chart, and the two days do not run into each other. */
async function expectDrawnInside(chart: Element) {
  const box = chart.getBoundingClientRect()
  const parts = [...chart.querySelectorAll('text, rect')].map((part) => part.getBoundingClientRect())
  for (const part of parts) {
    await expect(part.left).toBeGreaterThan(box.left - 0.5)
    await expect(part.right).toBeLessThan(box.right + 0.5)
    await expect(part.top).toBeGreaterThan(box.top - 0.5)
    await expect(part.bottom).toBeLessThan(box.bottom + 0.5)
  }
  const first = chart.querySelector('[data-part="first-day"]')!.getBoundingClientRect()
  const last = chart.querySelector('[data-part="last-day"]')!.getBoundingClientRect()
  await expect(first.right).toBeLessThan(last.left)
}

/** A month of visitors: totals, a bar per day with views (taps inside), and the table opened. */
export const Busy: Story = {
  render: (_, { globals }) => <Statistics locale={storyLocale(globals)} days={busy} width="22rem" />,
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale).listingStatistics
    await expect(canvas.getByRole('group', { name: t.title })).toBeVisible()
    await expectTotals(canvas, busy, locale)
    const chart = canvas.getByRole('img', { name: t.chart })
    // A bar for each day with views, a tap bar for each with taps; the tallest day fills the height.
    await expect(chart.querySelectorAll('[data-part="views"]')).toHaveLength(busy.filter((d) => d.views > 0).length)
    await expect(chart.querySelectorAll('[data-part="taps"]')).toHaveLength(
      busy.filter((d) => d.whatsappTaps > 0).length,
    )
    // Time runs left to right in both directions: the last bar is today's, at the right.
    const bars = [...chart.querySelectorAll('[data-part="views"]')].map((bar) => bar.getBoundingClientRect().left)
    await expect(bars).toEqual([...bars].sort((a, b) => a - b))
    await expectDrawnInside(chart)

    const table = canvas.getByRole('table', { hidden: true })
    await expect(table).not.toBeVisible()
    await userEvent.click(canvas.getByText(t.showTable))
    await expect(canvas.getByRole('table', { name: t.title })).toBeVisible()
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(30)
    const today = rows.at(-1)!
    await expect(within(today).getByRole('rowheader').textContent).toBe(formatDay('2026-11-27', locale))
    await expect(
      within(today)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '0', '1', '0'])
    ;(document.activeElement as HTMLElement | null)?.blur()
    await repaintPage()
  },
}

/** Nobody yet: zero totals and an empty axis, never a bar. */
export const Quiet: Story = {
  render: (_, { globals }) => <Statistics locale={storyLocale(globals)} days={quiet} width="22rem" />,
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale).listingStatistics
    await expectTotals(canvas, quiet, locale)
    const chart = canvas.getByRole('img', { name: t.chart })
    await expect(chart.querySelectorAll('rect')).toHaveLength(0)
    await expectDrawnInside(chart)
  },
}

/** At a phone's width: the chart keeps its height and text size, and its two days still fit. */
export const Narrow: Story = {
  render: (_, { globals }) => <Statistics locale={storyLocale(globals)} days={busy} width="16rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).listingStatistics
    const chart = canvas.getByRole('img', { name: t.chart })
    await expect(chart.getBoundingClientRect().height).toBe(96)
    await expectDrawnInside(chart)
  },
}

/** Driven by its args: edit the days, the labels or the heading level in Controls. */
export const Playground: Story = {
  args: { headingLevel: 3 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.labels.title })).toBeVisible()
    await expect(canvas.getByRole('img', { name: args.labels.chart })).toBeVisible()
  },
}
