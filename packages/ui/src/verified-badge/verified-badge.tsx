import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import a11y from '#a11y/a11y.module.css'
import { SealCheckIcon } from '#internal/icons.tsx'
import styles from './verified-badge.module.css'

export type VerifiedBadgeProps = Omit<ComponentProps<'span'>, 'children' | 'title'> & {
  /** The visible words, e.g. "Verified owner". They are the badge's accessible name. */
  label: string
  /** Explains the badge: a tooltip for pointers, and read after the label by screen readers. */
  description?: string
  /** `sm` on cards (a badge row's height), `md` on detail pages. */
  size?: 'sm' | 'md'
}

/**
 * The mark of a listing whose owner a moderator verified: a seal with a tick and the words beside it,
 * so it is never told by colour or icon alone. The text comes from the app.
 */
export function VerifiedBadge({ label, description, size = 'sm', className, ...rest }: VerifiedBadgeProps) {
  return (
    <span
      {...rest}
      className={clsx(styles.badge, className)}
      title={description}
      data-size={size}
      data-slot="verified-badge"
    >
      <SealCheckIcon className={styles.icon} />
      {label}
      {description && <span className={a11y.visuallyHidden}>: {description}</span>}
    </span>
  )
}
