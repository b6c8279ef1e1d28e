import { formatNumber } from '@raqam/text/numbers'
import { clsx } from 'clsx'
import a11y from '#a11y/a11y.module.css'
import styles from './price.module.css'

/**
 * How each storefront language writes an amount of AED: what Intl.NumberFormat gives for en-AE and
 * ar-AE with the currency style (price.test.tsx holds them together), written with formatNumber so a
 * hydrating page builds no ICU formatter (ADR 0025). Arabic puts the currency after the number, the
 * whole between right-to-left marks.
 */
const currencies: Record<string, { symbol: string; write: (amount: string, symbol: string) => string }> = {
  'en-AE': { symbol: 'AED', write: (amount, symbol) => `${symbol}\u00a0${amount}` },
  'ar-AE': { symbol: 'د.إ.', write: (amount, symbol) => `\u200f${amount}\u00a0${symbol}\u200f` },
}

/** Any other language, should one come: Intl's own, built once. */
const otherFormatters = new Map<string, Intl.NumberFormat>()
function otherFormatter(locale: string): Intl.NumberFormat {
  let formatter = otherFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
    otherFormatters.set(locale, formatter)
  }
  return formatter
}

/** Formats an amount of AED in the page language, with at most 2 fraction digits. */
export function formatPrice(amount: number, locale: string): string {
  const currency = currencies[locale]
  if (!currency || !Number.isFinite(amount) || amount < 0) return otherFormatter(locale).format(amount)
  return currency.write(formatNumber(amount, 2), currency.symbol)
}

/** How the page language writes the currency on its own: "AED", "د.إ.". */
export function currencySymbol(locale: string): string {
  return (
    currencies[locale]?.symbol ??
    otherFormatter(locale)
      .formatToParts(0)
      .find((part) => part.type === 'currency')!.value
  )
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
