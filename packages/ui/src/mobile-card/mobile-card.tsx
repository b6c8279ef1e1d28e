import { ProductCard, type ListingCardProps } from '#card/card.tsx'
import { OperatorMark, type Operator } from '#operator-mark/operator-mark.tsx'
import styles from './mobile-card.module.css'

/**
 * Digits only, at most 10, grouped 3-3-rest: `'0501234567'` → `'050 123 4567'`,
 * `'+971 50-1234567'` → `'971 501 2345'`. Arabic-Indic digits become Western ones first.
 */
export function formatMobileNumber(input: string): string {
  const digits = input
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\D/g, '')
    .slice(0, 10)
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ')
}

export type MobileCardProps = ListingCardProps & {
  /** The number as stored; it is shown as digits only, grouped 3-3-rest. */
  number: string
  operator: Operator
  /** The operator's name for screen readers, e.g. "du" or "e&". */
  operatorLabel: string
}

/** A mobile-number listing: the operator's mark, the grouped number, title, price and favourite. */
export function MobileCard({ number, operator, operatorLabel, ...card }: MobileCardProps) {
  return (
    <ProductCard
      {...card}
      rootProps={{ 'data-kind': 'mobile' }}
      headerStart={<OperatorMark operator={operator} label={operatorLabel} />}
      stage={
        // Phone numbers read left to right in Arabic too, with Western digits (DESIGN.md §3).
        <p className={styles.number} dir="ltr">
          {formatMobileNumber(number)}
        </p>
      }
    />
  )
}
