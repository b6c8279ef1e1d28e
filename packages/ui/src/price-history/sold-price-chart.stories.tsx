import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { formatMonth } from '@raqam/text/dates'
import { formatPrice } from '@raqam/text/prices'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { SoldPriceChart, type SoldMonth } from './sold-price-chart.tsx'

const monthFormatter = (language: StoryLocale) => (month: string) => formatMonth(month, language)

/** A year of sales of 3-digit Dubai plates, with two months without any. */
const year: SoldMonth[] = [
  { month: '2025-12', count: 3, low: 62000, median: 78000, high: 96000 },
  { month: '2026-01', count: 5, low: 58000, median: 81000, high: 120000 },
  { month: '2026-02', count: 2, low: 70000, median: 74500.5, high: 79000 },
  { month: '2026-04', count: 6, low: 64000, median: 88000, high: 135000 },
  { month: '2026-05', count: 4, low: 71000, median: 90000, high: 112000 },
  { month: '2026-06', count: 1, low: 99000, median: 99000, high: 99000 },
  { month: '2026-08', count: 7, low: 55000, median: 83000, high: 140000 },
  { month: '2026-09', count: 3, low: 76000, median: 92000, high: 118000 },
  { month: '2026-10', count: 4, low: 80000, median: 97000, high: 126000 },
  { month: '2026-11', count: 2, low: 85000, median: 101000, high: 117000 },
]

/** Every kind at once: mobile numbers of a few thousand beside plates of millions. */
const everyKind: SoldMonth[] = [
  { month: '2025-06', count: 2, low: 1700, median: 2900, high: 4100 },
  { month: '2025-08', count: 4, low: 2100, median: 9500, high: 250000 },
  { month: '2025-09', count: 3, low: 2700, median: 44000, high: 98000 },
  { month: '2025-10', count: 6, low: 2000, median: 8500, high: 4000000 },
  { month: '2025-11', count: 9, low: 1700, median: 25000, high: 2200000 },
]

const oneMonth: SoldMonth[] = [{ month: '2026-11', count: 1, low: 240000, median: 240000, high: 240000 }]

function Chart({ locale, months, width }: { locale: StoryLocale; months: SoldMonth[]; width: string }) {
  const t = storyTexts(locale)
  return (
    <div style={{ maxInlineSize: width }}>
      <SoldPriceChart
        months={months}
        language={locale}
        formatMonth={monthFormatter(locale)}
        labels={t.soldPriceChart}
      />
    </div>
  )
}

const meta = {
  title: 'UI/SoldPriceChart',
  component: SoldPriceChart,
  args: {
    months: year,
    language: 'en',
    formatMonth: monthFormatter('en'),
    labels: storyTexts('en').soldPriceChart,
  },
} satisfies Meta<typeof SoldPriceChart>

export default meta
type Story = StoryObj<typeof meta>

/** Every label and mark lies inside the chart, and the two months do not run into each other. */
async function expectDrawnInside(chart: Element) {
  const box = chart.getBoundingClientRect()
  const marks = [...chart.querySelectorAll('text, circle')].map((mark) => mark.getBoundingClientRect())
  for (const mark of marks) {
    await expect(mark.left).toBeGreaterThan(box.left - 0.5)
    await expect(mark.right).toBeLessThan(box.right + 0.5)
    await expect(mark.top).toBeGreaterThan(box.top - 0.5)
    await expect(mark.bottom).toBeLessThan(box.bottom + 0.5)
  }
  const first = chart.querySelector('[data-part="first-date"]')!.getBoundingClientRect()
  const last = chart.querySelector('[data-part="last-date"]')!.getBoundingClientRect()
  await expect(first.right).toBeLessThan(last.left)
}

/** A year with gaps: a band and a median per month, spaced by time; the table opened. */
export const Year: Story = {
  render: (_, { globals }) => <Chart locale={storyLocale(globals)} months={year} width="40rem" />,
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    const chart = canvas.getByRole('img', { name: t.soldPriceChart.chart })
    await expect(canvas.getByRole('region', { name: t.soldPriceChart.title })).toContainElement(chart)
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent!.replace(/[\u2068\u2069]/g, ''))
    await expect(labels).toEqual([
      formatPrice(140000, locale),
      formatPrice(55000, locale),
      formatMonth('2025-12', locale),
      formatMonth('2026-11', locale),
    ])
    await expect(chart.querySelectorAll('[data-part="range"]')).toHaveLength(year.length)
    // By time: the gap of March is twice the step from January to February.
    const centres = [...chart.querySelectorAll('[data-part="median"]')].map((dot) => {
      const { left, right } = dot.getBoundingClientRect()
      return (left + right) / 2
    })
    const step = centres[2]! - centres[1]!
    await expect(centres[3]! - centres[2]!).toBeCloseTo(2 * step, 0)
    await expectDrawnInside(chart)

    await userEvent.click(canvas.getByText(t.soldPriceChart.showTable))
    const table = canvas.getByRole('table', { name: t.soldPriceChart.title })
    await expect(table).toBeVisible()
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(year.length)
    const cells = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    await expect(within(rows[2]!).getByRole('rowheader').textContent).toBe(formatMonth('2026-02', locale))
    await expect(cells).toEqual([
      '2',
      formatPrice(70000, locale),
      formatPrice(74500.5, locale),
      formatPrice(79000, locale),
    ])
    ;(document.activeElement as HTMLElement | null)?.blur()
    await repaintPage()
  },
}

/** Prices thousands of times apart: placed by their ratios, so the cheap months' medians still rise and fall. */
export const EveryKind: Story = {
  render: (_, { globals }) => <Chart locale={storyLocale(globals)} months={everyKind} width="40rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.soldPriceChart.chart })
    const heights = [...chart.querySelectorAll('[data-part="median"]')].map((dot) => dot.getBoundingClientRect().top)
    // 2,900 to 9,500 moves the dot by more than a tenth of the plot, not a pixel.
    await expect(heights[0]! - heights[1]!).toBeGreaterThan(10)
    await expectDrawnInside(chart)
  },
}

/** One month of one sale: its price on one rule, the dot in the middle. */
export const OneMonth: Story = {
  render: (_, { globals }) => <Chart locale={storyLocale(globals)} months={oneMonth} width="40rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.soldPriceChart.chart })
    await expect(chart.querySelectorAll('[data-part="median"]')).toHaveLength(1)
    await expect(chart.querySelector('[data-part="line"]')).toBeNull()
    await expect(chart.querySelector('[data-part="lowest"]')).toBeNull()
  },
}

/** No sale: a sentence says so, with no chart and no table. */
export const Empty: Story = {
  render: (_, { globals }) => <Chart locale={storyLocale(globals)} months={[]} width="40rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    await expect(canvas.getByText(t.soldPriceChart.empty)).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByRole('table', { hidden: true })).toBeNull()
  },
}

/** At a phone's width the chart keeps its height and text size; the labels still fit. */
export const Narrow: Story = {
  render: (_, { globals }) => <Chart locale={storyLocale(globals)} months={year} width="20rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.soldPriceChart.chart })
    await expect(chart.getBoundingClientRect().height).toBe(160)
    await expectDrawnInside(chart)
  },
}

/** Driven by its args: edit the months or the labels in Controls. */
export const Playground: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.labels.chart })).toBeVisible()
  },
}
