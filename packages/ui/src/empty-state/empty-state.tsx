import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import styles from './empty-state.module.css'

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** `empty`: nothing matched; `error`: the list could not be loaded (announced as an alert). */
  tone?: 'empty' | 'error'
  title: ReactNode
  description?: ReactNode
  /** e.g. a "Clear filters" or "Try again" button. */
  action?: ReactNode
}

/** What a list shows when it has nothing to show: no results, or an error. */
export function EmptyState({ tone = 'empty', title, description, action, className, ...rest }: EmptyStateProps) {
  return (
    <div
      {...rest}
      role={tone === 'error' ? 'alert' : undefined}
      className={clsx(styles.root, className)}
      data-tone={tone}
      data-slot="empty-state"
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {tone === 'error' ? (
          <>
            <circle cx="24" cy="24" r="20" />
            <path d="M24 14v12M24 32.5v.5" />
          </>
        ) : (
          <>
            <rect x="6" y="14" width="36" height="20" rx="4" />
            <path d="M14 24h4M22 24h12" />
          </>
        )}
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
