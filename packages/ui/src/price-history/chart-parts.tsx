import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { ChevronDownIcon } from '#internal/icons.tsx'
import styles from './price-history.module.css'

/*
 * What the price charts share (PriceHistory, SoldPriceChart): their layout, their price rules and time
 * axis, and the table behind a disclosure.
 *
 * A chart is laid out in percentages of its box, so it fills the width of its container at a fixed
 * height while its text stays at the text size (a viewBox alone would scale the text with the width).
 * Lines are drawn in a nested SVG whose viewBox (0 0 100 100, stretched) maps these same
 * percentages; their strokes do not scale. Dots, rules and labels use percentages directly.
 */

/** Space on each side of the first and last point: the last one's ring (8px) fits from a phone's width up. */
export const EDGE = 3
/** The rules of the highest and lowest price (% of the height); the labels sit outside them. */
const HIGH = 17.5
const LOW = 66
/** Baselines of the price labels; Arabic text needs about 1⅓ em above and ¾ em below its baseline. */
const HIGH_LABEL = 11
const LOW_LABEL = 76
/** The time axis and its dates under it. */
const AXIS = 81
const DATE_LABEL = 93.75

/** The chart runs left to right; FSI … PDI keeps each label in its own reading order inside it (ADR 0013). */
const isolate = (text: string) => `\u2068${text}\u2069`

export const round = (value: number) => Math.round(value * 100) / 100

/**
 * Where a price sits between the rules of the highest and the lowest (% of the height); mid-way when flat.
 * `ratio` places prices by their ratios instead (a logarithmic scale), for prices far apart.
 */
export function priceScale(lowest: number, highest: number, ratio = false): (price: number) => number {
  const at = ratio && lowest > 0 ? Math.log : (price: number) => price
  const [low, high] = [at(lowest), at(highest)]
  return (price) => round(low === high ? (HIGH + LOW) / 2 : HIGH + ((high - at(price)) / (high - low)) * (LOW - HIGH))
}

/** A rule across the chart at a price, with the price written at the start edge. */
function Rule({ y, labelY, text, part }: { y: number; labelY: number; text: string; part: string }) {
  return (
    <>
      <line className={styles.rule} x1="0" x2="100%" y1={`${y}%`} y2={`${y}%`} />
      <text className={styles.price} x="0" y={`${labelY}%`} data-part={part}>
        {isolate(text)}
      </text>
    </>
  )
}

/** The rules of the highest and lowest price (one rule, at its height, when they are the same). */
export function PriceRules({
  lowest,
  highest,
  y,
  format,
}: {
  lowest: number
  highest: number
  y: (price: number) => number
  format: (price: number) => string
}) {
  if (lowest === highest) {
    const at = y(highest)
    return <Rule y={at} labelY={at - (HIGH - HIGH_LABEL)} text={format(highest)} part="highest" />
  }
  return (
    <>
      <Rule y={HIGH} labelY={HIGH_LABEL} text={format(highest)} part="highest" />
      <Rule y={LOW} labelY={LOW_LABEL} text={format(lowest)} part="lowest" />
    </>
  )
}

/** The time axis, with its first and last date under its ends. */
export function TimeAxis({ first, last }: { first: string; last: string }) {
  return (
    <>
      <line className={styles.axis} x1="0" x2="100%" y1={`${AXIS}%`} y2={`${AXIS}%`} />
      <text className={styles.date} x="0" y={`${DATE_LABEL}%`} data-part="first-date">
        {isolate(first)}
      </text>
      <text className={styles.date} x="100%" y={`${DATE_LABEL}%`} textAnchor="end" data-part="last-date">
        {isolate(last)}
      </text>
    </>
  )
}

/**
 * The chart's figures as a table, behind a disclosure: for screen readers and exact reading. Its text
 * is small; `className` may set another size.
 */
export function TableDisclosure({
  summary,
  className,
  children,
}: {
  summary: string
  className?: string
  children: ReactNode
}) {
  return (
    <details className={clsx(styles.disclosure, className)}>
      <summary className={styles.summary}>
        <ChevronDownIcon className={styles.chevron} />
        {summary}
      </summary>
      {children}
    </details>
  )
}
