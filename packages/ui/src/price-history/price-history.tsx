import type { Language } from '@raqam/text/languages'
import { formatPrice } from '@raqam/text/prices'
import { clsx } from 'clsx'
import { Fragment, useId } from 'react'
import a11y from '#a11y/a11y.module.css'
import { EDGE, PriceRules, priceScale, round, TableDisclosure, TimeAxis } from './chart-parts.tsx'
import styles from './price-history.module.css'

/** The asking price a listing had from a moment on. */
export type PricePoint = {
  /** The asking price in AED. */
  price: number
  /** When the listing took this price (ISO date-time). */
  at: string
}

export type PriceHistoryProps = {
  /** Oldest first, as the API gives them (at least one point). */
  points: readonly PricePoint[]
  /** The page's language, which the prices are written in. */
  language: Language
  /** Formats a point's date for the page language (the app passes its own date formatter). */
  formatDate: (iso: string) => string
  labels: {
    /** The section's heading text, e.g. "Price history". */
    title: string
    /** The chart's accessible name, e.g. "Asking price over time". */
    chart: string
    /** The disclosure that shows the table, e.g. "Show as a table". */
    showTable: string
    /** Column headings. */
    date: string
    price: string
    /** Said when there is a single point, e.g. "The price has not changed since it was published." */
    unchanged: string
  }
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3
  className?: string
}

/**
 * A listing's asking prices over time: a step chart (a price holds until the next change) with the
 * lowest and highest price and the first and last date, and the same points as a table behind a
 * disclosure for screen readers and exact reading. One point says the price never changed.
 */
export function PriceHistory({ points, language, formatDate, labels, headingLevel = 2, className }: PriceHistoryProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)} data-slot="price-history">
      <Heading id={headingId} className={styles.title}>
        {labels.title}
      </Heading>
      {points.length < 2 ? (
        <p className={styles.unchanged}>{labels.unchanged}</p>
      ) : (
        <>
          <StepChart points={points} language={language} formatDate={formatDate} label={labels.chart} />
          <TableDisclosure summary={labels.showTable}>
            <table className={styles.table}>
              <caption className={a11y.visuallyHidden}>{labels.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.date}</th>
                  <th scope="col" className={styles.amount}>
                    {labels.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point, index) => (
                  <tr key={`${point.at}-${index}`}>
                    <th scope="row">
                      {/* Each value keeps its own reading order whatever the page direction (ADR 0013). */}
                      <time dateTime={point.at}>
                        <bdi>{formatDate(point.at)}</bdi>
                      </time>
                    </th>
                    <td className={styles.amount}>
                      <bdi>{formatPrice(point.price, language)}</bdi>
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

/**
 * Where each point goes across (0 to 1): by time, but at least `gap` after the previous one, so changes
 * made close together stay apart. The gaps take a fixed share of the width and time shares the rest.
 */
function positions(points: readonly PricePoint[]): number[] {
  const times = points.map((point) => Date.parse(point.at))
  const first = times[0] ?? 0
  const span = (times[times.length - 1] ?? first) - first
  const steps = points.length - 1
  const gap = Math.min(0.05, 0.5 / steps)
  let previous = 0
  return times.map((time, index) => {
    // Same moment for all, or an unreadable date: evenly spaced; never going back in time.
    const share =
      span > 0 && Number.isFinite(time) ? Math.min(1, Math.max(previous, (time - first) / span)) : index / steps
    previous = share
    return index * gap + (1 - gap * steps) * share
  })
}

type StepChartProps = {
  points: readonly PricePoint[]
  language: Language
  formatDate: (iso: string) => string
  label: string
}

function StepChart({ points, language, formatDate, label }: StepChartProps) {
  const prices = points.map((point) => point.price)
  const lowest = Math.min(...prices)
  const highest = Math.max(...prices)
  const x = positions(points).map((share) => round(EDGE + share * (100 - 2 * EDGE)))
  const y = prices.map(priceScale(lowest, highest))
  const last = points.length - 1

  // The price holds until the next change: across to the change, then up or down to the new price.
  const line = x.map((at, index) => (index === 0 ? `M${at} ${y[0]}` : `H${at}V${y[index]}`)).join('')
  const drops = x
    .map((at, index) => (index > 0 && prices[index]! < prices[index - 1]! ? `M${at} ${y[index - 1]}V${y[index]}` : ''))
    .join('')
  const first = points[0]!
  const latest = points[last]!

  return (
    // The time axis runs left to right in both languages. SVG lays its text out by the `direction`
    // property (text-anchor follows it); HTML's `dir` does not apply to SVG elements.
    <svg className={styles.chart} role="img" aria-label={label} direction="ltr" data-part="chart">
      <PriceRules
        lowest={lowest}
        highest={highest}
        y={priceScale(lowest, highest)}
        format={(price) => formatPrice(price, language)}
      />
      <TimeAxis first={formatDate(first.at)} last={formatDate(latest.at)} />
      <svg className={styles.plot} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <path className={styles.line} d={line} data-part="line" />
        {drops && <path className={clsx(styles.line, styles.drops)} d={drops} data-part="drops" />}
      </svg>
      {points.map((point, index) => {
        const kind = index === 0 ? 'first' : change(prices[index - 1]!, prices[index]!)
        const centre = { cx: `${x[index]}%`, cy: `${y[index]}%` }
        return (
          <Fragment key={`${point.at}-${index}`}>
            {/* The current price: a larger dot in a ring. */}
            {index === last && <circle className={styles.ring} {...centre} r={7.5} data-change={kind} />}
            <circle
              className={styles.dot}
              {...centre}
              r={index === last ? 4.5 : 3.5}
              data-change={kind}
              data-last={index === last ? '' : undefined}
              data-part="dot"
            />
          </Fragment>
        )
      })}
    </svg>
  )
}

function change(before: number, after: number) {
  return after < before ? 'drop' : after > before ? 'rise' : 'same'
}
