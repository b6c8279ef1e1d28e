import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { formatDate } from '@raqam/text/dates'
import { formatPrice } from '@raqam/text/prices'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { PriceHistory, type PricePoint } from './price-history.tsx'

/** Dates as the storefront writes them: day, short month, year and time, in UAE time. */
const dateFormatter = (language: StoryLocale) => (iso: string) => formatDate(iso, language)

/** Published, dropped, raised, dropped, and dropped again two days later. */
const dropsAndRises: PricePoint[] = [
  { price: 150000, at: '2025-01-12T09:30:00.000Z' },
  { price: 135000, at: '2025-02-20T14:00:00.000Z' },
  { price: 142500, at: '2025-03-28T08:15:00.000Z' },
  { price: 128000, at: '2025-05-06T11:45:00.000Z' },
  { price: 119500, at: '2025-05-08T16:20:00.000Z' },
]

/** Twenty prices over a year, some changed within a day of each other. */
const manyChanges: PricePoint[] = [
  ['2024-09-01', 98000],
  ['2024-09-22', 94500],
  ['2024-10-06', 96000],
  ['2024-10-07', 92000],
  ['2024-11-06', 89999.5],
  ['2024-11-15', 91000],
  ['2024-11-17', 87500],
  ['2024-12-04', 88000],
  ['2024-12-29', 84000],
  ['2025-01-01', 86500],
  ['2025-01-02', 85000],
  ['2025-02-11', 82000],
  ['2025-02-23', 83500],
  ['2025-03-01', 79000],
  ['2025-03-23', 80500],
  ['2025-03-25', 78000],
  ['2025-04-09', 81000],
  ['2025-05-07', 76500],
  ['2025-05-12', 77000],
  ['2025-05-23', 74900],
].map(([day, price]) => ({ at: `${day}T10:00:00.000Z`, price: price as number }))

const single: PricePoint[] = [{ price: 125000, at: '2025-03-02T07:00:00.000Z' }]

function History({ locale, points, width }: { locale: StoryLocale; points: PricePoint[]; width: string }) {
  const t = storyTexts(locale)
  return (
    <div style={{ maxInlineSize: width }}>
      <PriceHistory points={points} language={locale} formatDate={dateFormatter(locale)} labels={t.priceHistory} />
    </div>
  )
}

const meta = {
  title: 'UI/PriceHistory',
  component: PriceHistory,
  args: {
    points: dropsAndRises,
    language: 'en',
    formatDate: dateFormatter('en'),
    labels: storyTexts('en').priceHistory,
  },
} satisfies Meta<typeof PriceHistory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every label and dot of the chart lies inside it (a label's font's full height, not just its ink), and the
 * two dates do not run into each other. Text boxes are summed advances: allow for their fractions of a pixel.
 */
async function expectDrawnInside(chart: Element) {
  const box = chart.getBoundingClientRect()
  const texts = [...chart.querySelectorAll('text')].map((text) => text.getBoundingClientRect())
  await expect(texts).toHaveLength(4)
  const dots = [...chart.querySelectorAll('circle')].map((dot) => dot.getBoundingClientRect())
  for (const text of [...texts, ...dots]) {
    await expect(text.left).toBeGreaterThan(box.left - 0.5)
    await expect(text.right).toBeLessThan(box.right + 0.5)
    await expect(text.top).toBeGreaterThan(box.top - 0.5)
    await expect(text.bottom).toBeLessThan(box.bottom + 0.5)
  }
  const first = chart.querySelector('[data-part="first-date"]')!.getBoundingClientRect()
  const last = chart.querySelector('[data-part="last-date"]')!.getBoundingClientRect()
  await expect(first.right).toBeLessThan(last.left)
}

/** One row per point, each with its date and its price as the page writes them. */
async function expectRows(table: HTMLElement, points: PricePoint[], language: StoryLocale) {
  const rows = within(table).getAllByRole('row').slice(1)
  await expect(rows).toHaveLength(points.length)
  const format = dateFormatter(language)
  for (const [index, row] of rows.entries()) {
    const point = points[index]!
    await expect(within(row).getByRole('rowheader').textContent).toBe(format(point.at))
    await expect(within(row).getByRole('cell').textContent).toBe(formatPrice(point.price, language))
  }
}

/** Dropped, raised, dropped twice (the last two changes two days apart): the table opened. */
export const DropsAndRises: Story = {
  render: (_, { globals }) => <History locale={storyLocale(globals)} points={dropsAndRises} width="36rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.priceHistory.chart })
    await expect(canvas.getByRole('region', { name: t.priceHistory.title })).toContainElement(chart)
    // The y-axis holds the highest and lowest price, the x-axis the first and last date.
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent!.replace(/[\u2068\u2069]/g, ''))
    const format = dateFormatter(storyLocale(globals))
    await expect(labels).toEqual([
      formatPrice(150000, storyLocale(globals)),
      formatPrice(119500, storyLocale(globals)),
      format(dropsAndRises[0]!.at),
      format(dropsAndRises[4]!.at),
    ])
    await expectDrawnInside(chart)

    const table = canvas.getByRole('table', { hidden: true })
    await expect(table).not.toBeVisible()
    await userEvent.click(canvas.getByText(t.priceHistory.showTable))
    await expect(canvas.getByRole('table', { name: t.priceHistory.title })).toBeVisible()
    await expectRows(table, dropsAndRises, storyLocale(globals))
    // A pointer opened it: the shot shows the table, not the focus ring of a programmatic focus.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await repaintPage()
  },
}

/** A single price: a sentence says it never changed, with no chart and no table. */
export const Unchanged: Story = {
  render: (_, { globals }) => <History locale={storyLocale(globals)} points={single} width="36rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    await expect(canvas.getByRole('heading', { level: 2, name: t.priceHistory.title })).toBeVisible()
    await expect(canvas.getByText(t.priceHistory.unchanged)).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByRole('table', { hidden: true })).toBeNull()
    await expect(canvas.queryByText(t.priceHistory.showTable)).toBeNull()
  },
}

/** Twenty changes: changes a day apart keep a minimum distance, so every dot stays apart. */
export const ManyChanges: Story = {
  render: (_, { globals }) => <History locale={storyLocale(globals)} points={manyChanges} width="36rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.priceHistory.chart })
    const centres = [...chart.querySelectorAll('[data-part="dot"]')].map((dot) => {
      const { left, right } = dot.getBoundingClientRect()
      return (left + right) / 2
    })
    await expect(centres).toHaveLength(manyChanges.length)
    for (const [index, centre] of centres.slice(1).entries()) {
      // Wider than a dot (7px) even for changes made a day apart.
      await expect(centre - centres[index]!).toBeGreaterThan(10)
    }
    await expectDrawnInside(chart)

    const summary = canvas.getByText(t.priceHistory.showTable)
    await userEvent.click(summary)
    await expectRows(canvas.getByRole('table', { name: t.priceHistory.title }), manyChanges, storyLocale(globals))
    await userEvent.click(summary)
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible()
    summary.blur()
    await repaintPage()
  },
}

/** At a phone's width the chart keeps its height and text size; the labels still fit. */
export const Narrow: Story = {
  render: (_, { globals }) => <History locale={storyLocale(globals)} points={dropsAndRises} width="18rem" />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const chart = canvas.getByRole('img', { name: t.priceHistory.chart })
    await expect(chart.getBoundingClientRect().height).toBe(160)
    await expectDrawnInside(chart)
  },
}

/** Driven by its args: edit the points, the labels or the heading level in Controls. */
export const Playground: Story = {
  args: { headingLevel: 3 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.labels.title })).toBeVisible()
    await expect(canvas.getByRole('img', { name: args.labels.chart })).toBeVisible()
  },
}
