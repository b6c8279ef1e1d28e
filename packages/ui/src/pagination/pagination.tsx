import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import { ChevronEndIcon, ChevronStartIcon } from '#internal/icons.tsx'
import styles from './pagination.module.css'

/** A page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'ellipsis'

/**
 * The pages to show: every page when there are at most 6; otherwise the first 5 while
 * the current page is 4 or lower, the last 5 while it is within the last 3, and else the current
 * page ±1. The first and last pages are always shown, with a gap (`'ellipsis'`) where pages are
 * left out. A current page outside 1…count is clamped; no pages gives an empty list.
 */
export function paginationItems(current: number, count: number): PaginationItem[] {
  const total = Math.max(0, Math.trunc(count))
  if (total === 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total)
  if (total <= 6) return range(1, total)
  if (page <= 4) return [...range(1, 5), 'ellipsis', total]
  if (page > total - 3) return [1, 'ellipsis', ...range(total - 4, total)]
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}

export type PaginationLabels = {
  /** The accessible name of the navigation, e.g. "Pages". */
  nav: string
  /** e.g. "Previous page". */
  previous: string
  /** e.g. "Next page". */
  next: string
  /** The accessible name of a page button, e.g. `(page) => \`Page ${page}\``. */
  page: (page: number) => string
}

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The current page, 1-based. */
  page: number
  /** How many pages there are. With one page or none, nothing is rendered. */
  pageCount: number
  labels: PaginationLabels
  /** Called with the chosen page; an object, so fields can be added without breaking callers. */
  onPageChange: (change: { page: number }) => void
}

/** Page navigation under the lists, with the windows of `paginationItems`; mirrored in rtl. */
export function Pagination({ page, pageCount, labels, onPageChange, className, ...rest }: PaginationProps) {
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(1, page), pageCount)
  const go = (target: number) => {
    if (target !== current) onPageChange({ page: target })
  }
  return (
    <nav {...rest} aria-label={labels.nav} className={clsx(styles.root, className)} data-slot="pagination">
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.previous}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronStartIcon />
          </button>
        </li>
        {paginationItems(current, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.next}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronEndIcon />
          </button>
        </li>
      </ul>
    </nav>
  )
}
