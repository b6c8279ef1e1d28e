import type { Operator } from '@raqam/listing-rules/numbers'
import { clsx } from 'clsx'
import { useId, type ComponentProps } from 'react'
import styles from './operator-mark.module.css'

export type { Operator }

export type OperatorMarkProps = Omit<ComponentProps<'svg'>, 'children' | 'role'> & {
  operator: Operator
  /** What a screen reader says, e.g. "du" or "e&". */
  label: string
}

/**
 * The operator's mark, drawn by us from simple shapes and set text in the operator's colours; no
 * logo artwork is copied. du: the letters in a rounded square, teal to indigo. e&: the letters on a
 * red disc.
 */
export function OperatorMark({ operator, label, className, ...rest }: OperatorMarkProps) {
  const gradientId = useId()
  return (
    <svg
      {...rest}
      role="img"
      aria-label={label}
      viewBox="0 0 48 48"
      // A mark is a picture: "e&" must not turn into "&e" on an rtl page.
      direction="ltr"
      className={clsx(styles.mark, className)}
      data-operator={operator}
      data-slot="operator-mark"
    >
      {operator === 'du' ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="var(--color-operator-du-from)" />
              <stop offset="0.55" stopColor="var(--color-operator-du-via)" />
              <stop offset="1" stopColor="var(--color-operator-du-to)" />
            </linearGradient>
          </defs>
          <rect x="3" y="3" width="42" height="42" rx="11" fill="none" stroke={`url(#${gradientId})`} strokeWidth="4" />
          <text x="24" y="31.5" textAnchor="middle" className={styles.letters} fill={`url(#${gradientId})`}>
            du
          </text>
        </>
      ) : (
        <>
          <circle cx="24" cy="24" r="22" className={styles.disc} />
          <text x="24" y="31" textAnchor="middle" className={styles.letters} fill="var(--color-text-inverse)">
            e&amp;
          </text>
        </>
      )}
    </svg>
  )
}
