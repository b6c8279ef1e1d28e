import { clsx } from 'clsx'
import a11y from '#a11y/a11y.module.css'
import styles from './badge-list.module.css'

/** One badge: a short name, and optionally a sentence that explains it. */
export type BadgeItem = {
  /** A stable key, e.g. the pattern id. */
  id: string
  /** The visible name, e.g. "Mirror". */
  label: string
  /** Explains the badge: a tooltip for pointers, and read after the name by screen readers. */
  description?: string
}

export type BadgeListProps = {
  items: readonly BadgeItem[]
  /** Names the list for screen readers, e.g. "Number patterns". */
  label: string
  /** `sm` for cards, `md` for detail pages. */
  size?: 'sm' | 'md'
  className?: string
}

/** A row of small badges (the patterns of a number) as a named list; renders nothing when empty. */
export function BadgeList({ items, label, size = 'sm', className }: BadgeListProps) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} className={clsx(styles.list, className)} data-size={size} data-slot="badge-list">
      {items.map((item) => (
        <li key={item.id} className={styles.badge} title={item.description}>
          {item.label}
          {item.description && <span className={a11y.visuallyHidden}>: {item.description}</span>}
        </li>
      ))}
    </ul>
  )
}
