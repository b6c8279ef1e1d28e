import { clsx } from 'clsx'
import a11y from '#a11y/a11y.module.css'
import styles from './price.module.css'

/** One formatter per language: building one costs far more than formatting, and a page shows dozens of prices. */
const formatters = new Map<string, Intl.NumberFormat>()

function aed(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/** Formats an amount of AED in the page language, with at most 2 fraction digits. */
export function formatPrice(amount: number, locale: string): string {
  return aed(locale).format(amount)
}

/** How the page language writes the currency on its own: "AED", "د.إ.". */
export function currencySymbol(locale: string): string {
  return aed(locale)
    .formatToParts(0)
    .find((part) => part.type === 'currency')!.value
}

export type PriceProps = {
  /** The asking price in AED. */
  amount: number
  /** The earlier price in AED, shown struck through when it is higher than `amount`. */
  oldAmount?: number | null
  /** BCP 47 language of the page, e.g. `en-AE` or `ar-AE`. */
  locale: string
  /** Words a screen reader says before the struck-through price, e.g. "Was". */
  oldPriceLabel: string
  /**
   * Words of a tag after the price saying its last change lowered it ("Price dropped"); no tag when
   * absent. The server decides (`Product.priceDropped`).
   */
  dropLabel?: string
  /** `md` on cards, `lg` on detail pages. */
  size?: 'md' | 'lg'
  className?: string
}

/** A price in AED with the struck-through old price, formatted for the page language. */
export function Price({ amount, oldAmount, locale, oldPriceLabel, dropLabel, size = 'md', className }: PriceProps) {
  const showOld = oldAmount != null && oldAmount > amount
  return (
    <p className={clsx(styles.price, className)} data-size={size} data-slot="price">
      <span className={styles.current}>{formatPrice(amount, locale)}</span>
      {showOld && (
        <del className={styles.old}>
          <span className={a11y.visuallyHidden}>{oldPriceLabel} </span>
          {formatPrice(oldAmount, locale)}
        </del>
      )}
      {dropLabel && (
        <span className={styles.dropped}>
          <svg className={styles.arrow} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d="M5 9 1 3h8z" />
          </svg>
          {dropLabel}
        </span>
      )}
    </p>
  )
}
