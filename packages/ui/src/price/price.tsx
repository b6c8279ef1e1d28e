import type { Language } from '@raqam/text/languages'
import { formatPrice } from '@raqam/text/prices'
import { clsx } from 'clsx'
import a11y from '#a11y/a11y.module.css'
import styles from './price.module.css'

export type PriceProps = {
  /** The asking price in AED. */
  amount: number
  /** The earlier price in AED, shown struck through when it is higher than `amount`. */
  oldAmount?: number | null
  /** The page's language: the amounts are written as @raqam/text/prices writes them in it. */
  language: Language
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

/** A price in AED with the struck-through old price, written in the page's language. */
export function Price({ amount, oldAmount, language, oldPriceLabel, dropLabel, size = 'md', className }: PriceProps) {
  const showOld = oldAmount != null && oldAmount > amount
  return (
    <p className={clsx(styles.price, className)} data-size={size} data-slot="price">
      <span className={styles.current}>{formatPrice(amount, language)}</span>
      {showOld && (
        <del className={styles.old}>
          <span className={a11y.visuallyHidden}>{oldPriceLabel} </span>
          {formatPrice(oldAmount, language)}
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
