import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import { ChevronEndIcon, ChevronStartIcon } from '#internal/icons.tsx'
import { renderLink, type LinkElement } from '#internal/link.tsx'
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
  /**
   * The app's link to a page of the same list, e.g. `(page) => <Link to="?page=2" />`: a real link, so
   * paging works before (or without) the page's script; the app's link navigates in place once it runs.
   */
  pageLink: (page: number) => LinkElement
}

/** Page navigation under the lists, with the windows of `paginationItems`; mirrored in rtl. */
export function Pagination({ page, pageCount, labels, pageLink, className, ...rest }: PaginationProps) {
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(1, page), pageCount)
  // A step that would leave the range is a disabled link: named, in its place, and not followed.
  const step = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > pageCount ? (
      <span role="link" aria-disabled="true" aria-label={label} className={styles.step}>
        {icon}
      </span>
    ) : (
      renderLink(pageLink(target), { className: styles.step, 'aria-label': label, children: icon })
    )
  return (
    <nav {...rest} aria-label={labels.nav} className={clsx(styles.root, className)} data-slot="pagination">
      <ul className={styles.list}>
        <li>{step(current - 1, labels.previous, <ChevronStartIcon />)}</li>
        {paginationItems(current, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {renderLink(pageLink(item), {
                className: styles.page,
                'aria-label': labels.page(item),
                'aria-current': item === current ? 'page' : undefined,
                children: item,
              })}
            </li>
          ),
        )}
        <li>{step(current + 1, labels.next, <ChevronEndIcon />)}</li>
      </ul>
    </nav>
  )
}
