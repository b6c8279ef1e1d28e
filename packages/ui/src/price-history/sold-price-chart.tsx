import type { Language } from '@raqam/text/languages'
import { formatPrice } from '@raqam/text/prices'
import { clsx } from 'clsx'
import { useId } from 'react'
import a11y from '#a11y/a11y.module.css'
import { EDGE, PriceRules, priceScale, round, TableDisclosure, TimeAxis } from './chart-parts.tsx'
import styles from './price-history.module.css'
import own from './sold-price-chart.module.css'

/** The sales of one month: how many, and their lowest, median and highest price in AED. */
export type SoldMonth = {
  /** The month, `YYYY-MM`. */
  month: string
  count: number
  low: number
  median: number
  high: number
}

export type SoldPriceChartProps = {
  /** Oldest first, months without a sale left out (as the API gives them). */
  months: readonly SoldMonth[]
  /** The page's language, which the prices are written in. */
  language: Language
  /** Writes a month (`YYYY-MM`) for the page language. */
  formatMonth: (month: string) => string
  labels: {
    /** The section's heading text, e.g. "Prices over time". */
    title: string
    /** The chart's accessible name, e.g. "The median sold price of each month, with its lowest and highest". */
    chart: string
    /** The disclosure that shows the table, e.g. "Show as a table". */
    showTable: string
    /** Column headings. */
    month: string
    count: string
    low: string
    median: string
    high: string
    /** Said when there is no month to draw. */
    empty: string
  }
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3
  className?: string
}

/**
 * Sold prices over time: each month's range from its lowest to its highest sale as a band, and its
 * median as a dot on a line through the months, drawn like PriceHistory (the highest and lowest price
 * on rules, the first and last month on the time axis); prices far apart are placed by their ratios. The same months as a table behind a
 * disclosure. No month: a sentence says so.
 */
export function SoldPriceChart({
  months,
  language,
  formatMonth,
  labels,
  headingLevel = 2,
  className,
}: SoldPriceChartProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const price = (amount: number) => formatPrice(amount, language)
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)} data-slot="sold-price-chart">
      <Heading id={headingId} className={styles.title}>
        {labels.title}
      </Heading>
      {months.length === 0 ? (
        <p className={styles.unchanged}>{labels.empty}</p>
      ) : (
        <>
          <RangeChart months={months} format={price} formatMonth={formatMonth} label={labels.chart} />
          <TableDisclosure summary={labels.showTable}>
            <table className={styles.table}>
              <caption className={a11y.visuallyHidden}>{labels.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.month}</th>
                  <th scope="col" className={styles.amount}>
                    {labels.count}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {labels.low}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {labels.median}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {labels.high}
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">
                      {/* Each value keeps its own reading order whatever the page direction (ADR 0013). */}
                      <bdi>{formatMonth(month.month)}</bdi>
                    </th>
                    <td className={styles.amount}>
                      <bdi>{month.count}</bdi>
                    </td>
                    <td className={styles.amount}>
                      <bdi>{price(month.low)}</bdi>
                    </td>
                    <td className={styles.amount}>
                      <bdi>{price(month.median)}</bdi>
                    </td>
                    <td className={styles.amount}>
                      <bdi>{price(month.high)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableDisclosure>
        </>
      )}
    </section>
  )
}

/** How many times the lowest price the highest may be before the chart places prices by their ratios. */
const RATIO_SCALE_ABOVE = 20

/** A month's place on the calendar (months since year 0), for spacing months by time. */
function monthNumber(month: string): number {
  const [year, number] = month.split('-').map(Number)
  return (year ?? 0) * 12 + (number ?? 1) - 1
}

type RangeChartProps = {
  months: readonly SoldMonth[]
  format: (price: number) => string
  formatMonth: (month: string) => string
  label: string
}

function RangeChart({ months, format, formatMonth, label }: RangeChartProps) {
  const lowest = Math.min(...months.map((month) => month.low))
  const highest = Math.max(...months.map((month) => month.high))
  // Cheap and dear numbers in one filter (every kind at once) would flatten the cheap ones: past
  // RATIO_SCALE_ABOVE times apart, prices are placed by their ratios.
  const y = priceScale(lowest, highest, highest / lowest > RATIO_SCALE_ABOVE)
  const first = monthNumber(months[0]!.month)
  const span = monthNumber(months[months.length - 1]!.month) - first
  // By time: a month without sales leaves its gap. A single month stands in the middle.
  const x = months.map((month) =>
    span > 0 ? round(EDGE + ((monthNumber(month.month) - first) / span) * (100 - 2 * EDGE)) : 50,
  )
  const medians = months.map((month, index) => `${index === 0 ? 'M' : 'L'}${x[index]} ${y(month.median)}`).join('')

  return (
    // The time axis runs left to right in both languages (see PriceHistory).
    <svg className={styles.chart} role="img" aria-label={label} direction="ltr" data-part="chart">
      <PriceRules lowest={lowest} highest={highest} y={y} format={format} />
      <TimeAxis first={formatMonth(months[0]!.month)} last={formatMonth(months[months.length - 1]!.month)} />
      <svg className={styles.plot} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {months.map((month, index) => (
          <path
            key={month.month}
            className={own.range}
            d={`M${x[index]} ${y(month.high)}V${y(month.low)}`}
            data-part="range"
          />
        ))}
        {months.length > 1 && <path className={styles.line} d={medians} data-part="line" />}
      </svg>
      {months.map((month, index) => (
        <circle
          key={month.month}
          className={own.median}
          cx={`${x[index]}%`}
          cy={`${y(month.median)}%`}
          r={4}
          data-part="median"
        />
      ))}
    </svg>
  )
}
