import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import styles from './mobile-number.module.css'

export type MobileNumberProps = Omit<ComponentProps<'p'>, 'children' | 'dir'> & {
  /** The number as stored or typed; shown as Western digits only, grouped 3-3-rest. */
  number: string
  /** `card`: a listing card's stage; `large`: a detail page's picture; `preview`: the publish dialog's preview. */
  size: 'card' | 'large' | 'preview'
  /** Shown, muted, while the number has no digit yet (e.g. "05X XXX XXXX"). */
  placeholder?: string
}

/**
 * A mobile number as Raqam writes it everywhere it is the picture: grouped, bold, left to right on an
 * Arabic page too (docs/adr/0013-numbers-in-right-to-left-text.md). One element, so the card, the detail page and the preview agree.
 */
export function MobileNumber({ number, size, placeholder, className, ...rest }: MobileNumberProps) {
  const shown = formatMobileNumber(number)
  return (
    <p
      {...rest}
      className={clsx(styles.number, className)}
      data-size={size}
      data-empty={shown === '' || undefined}
      dir="ltr"
    >
      {shown || placeholder}
    </p>
  )
}
