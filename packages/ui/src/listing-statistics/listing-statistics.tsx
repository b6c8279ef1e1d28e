import { formatNumber } from '@raqam/text/numbers'
import { clsx } from 'clsx'
import { useId } from 'react'
import a11y from '#a11y/a11y.module.css'
import { TableDisclosure } from '#price-history/chart-parts.tsx'
import styles from './listing-statistics.module.css'

/** One day's counts of a listing (the contract's `DayCounts`). */
export type DayCounts = {
  /** The day, as YYYY-MM-DD. */
  day: string
  views: number
  favorites: number
  whatsappTaps: number
  matches: number
}

type Measure = Exclude<keyof DayCounts, 'day'>
const measures: readonly Measure[] = ['views', 'favorites', 'whatsappTaps', 'matches']

export type ListingStatisticsProps = {
  /** Oldest first, today last, as the API gives them. */
  days: readonly DayCounts[]
  /** Formats a day (YYYY-MM-DD) for the page language (the app passes its own date formatter). */
  formatDay: (day: string) => string
  labels: {
    /** The section's heading, e.g. "Last 30 days". */
    title: string
    /** The chart's accessible name, e.g. "Views and WhatsApp taps per day". */
    chart: string
    /** The disclosure that shows the table, e.g. "Show as a table". */
    showTable: string
    /** The first column's heading. */
    day: string
  } & Record<Measure, string>
  /** Heading level of the title (default 4: it sits in a listing's card). */
  headingLevel?: 3 | 4
  className?: string
}

/**
 * A seller's view of one listing's last days: the totals of views, favourites, WhatsApp taps and
 * saved-search matches, a bar per day of views with its WhatsApp taps inside it, and every day's
 * counts as a table behind a disclosure for screen readers and exact reading.
 */
export function ListingStatistics({ days, formatDay, labels, headingLevel = 4, className }: ListingStatisticsProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const totals = Object.fromEntries(
    measures.map((measure) => [measure, days.reduce((sum, day) => sum + day[measure], 0)]),
  ) as Record<Measure, number>
  return (
    // A group, not a region: a page of listings holds one per listing, and landmarks must differ.
    <div
      role="group"
      aria-labelledby={headingId}
      className={clsx(styles.root, className)}
      data-slot="listing-statistics"
    >
      <Heading id={headingId} className={styles.title}>
        {labels.title}
      </Heading>
      <dl className={styles.totals}>
        {measures.map((measure) => (
          <div key={measure} data-measure={measure}>
            <dt>{labels[measure]}</dt>
            <dd>
              <bdi>{formatNumber(totals[measure])}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {days.length > 0 && <DayBars days={days} formatDay={formatDay} label={labels.chart} />}
      <TableDisclosure summary={labels.showTable} className={styles.disclosure}>
        <table className={styles.table}>
          <caption className={a11y.visuallyHidden}>{labels.title}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              {measures.map((measure) => (
                <th key={measure} scope="col" className={styles.count}>
                  {labels[measure]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  {/* Each value keeps its own reading order whatever the page direction (ADR 0013). */}
                  <time dateTime={day.day}>
                    <bdi>{formatDay(day.day)}</bdi>
                  </time>
                </th>
                {measures.map((measure) => (
                  <td key={measure} className={styles.count}>
                    <bdi>{formatNumber(day[measure])}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableDisclosure>
    </div>
  )
}

/*
 * Laid out in percentages of its box, like the price history: it fills its container's width at a
 * fixed height, and its text stays at the text size.
 */

/** The top of the tallest bar and the axis under the bars (% of the height); the dates below it. */
const TOP = 4
const AXIS = 64
const DAY_LABEL = 88
/** The share of a day's width its bar takes, and its WhatsApp taps' bar inside it. */
const BAR = 0.7
const TAP = 0.4

/** The chart runs left to right; FSI … PDI keeps each label in its own reading order inside it (ADR 0013). */
const isolate = (text: string) => `\u2068${text}\u2069`

const round = (value: number) => Math.round(value * 100) / 100

function DayBars({
  days,
  formatDay,
  label,
}: {
  days: readonly DayCounts[]
  formatDay: (day: string) => string
  label: string
}) {
  // Taps are drawn on the views' scale; a tap without a view (another tab) still fits.
  const highest = Math.max(1, ...days.map((day) => Math.max(day.views, day.whatsappTaps)))
  const width = 100 / days.length
  const height = (count: number) => round(((AXIS - TOP) * count) / highest)
  return (
    // Time runs left to right in both languages; SVG lays its text out by `direction`, not HTML's `dir`.
    <svg className={styles.chart} role="img" aria-label={label} direction="ltr" data-part="chart">
      {days.map((day, index) => {
        const views = height(day.views)
        const taps = height(day.whatsappTaps)
        return (
          <g key={day.day} data-day={day.day}>
            {views > 0 && (
              <rect
                className={styles.views}
                x={`${round(width * (index + (1 - BAR) / 2))}%`}
                width={`${round(width * BAR)}%`}
                y={`${round(AXIS - views)}%`}
                height={`${views}%`}
                data-part="views"
              />
            )}
            {taps > 0 && (
              <rect
                className={styles.taps}
                x={`${round(width * (index + (1 - TAP) / 2))}%`}
                width={`${round(width * TAP)}%`}
                y={`${round(AXIS - taps)}%`}
                height={`${taps}%`}
                data-part="taps"
              />
            )}
          </g>
        )
      })}
      <line className={styles.axis} x1="0" x2="100%" y1={`${AXIS}%`} y2={`${AXIS}%`} />
      <text className={styles.day} x="0" y={`${DAY_LABEL}%`} data-part="first-day">
        {isolate(formatDay(days[0]!.day))}
      </text>
      <text className={styles.day} x="100%" y={`${DAY_LABEL}%`} textAnchor="end" data-part="last-day">
        {isolate(formatDay(days.at(-1)!.day))}
      </text>
    </svg>
  )
}
