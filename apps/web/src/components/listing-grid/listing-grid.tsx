import { isPlainClick } from '@raqam/ui/plain-click'
import type { PaginationResult, Product, ProductList } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { CardGrid } from '@raqam/ui/card'
import { EmptyState } from '@raqam/ui/empty-state'
import { Pagination } from '@raqam/ui/pagination'
import { CardGridSkeleton } from '@raqam/ui/skeleton'
import type { UseQueryResult } from '@tanstack/react-query'
import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Later, useLaterMark } from '#components/later/later.tsx'
import { Link, type To } from 'react-router-dom'
import { ListingCard } from '#components/listing-card/listing-card.tsx'
import { scrollToTop } from '#lib/scroll.ts'
import styles from './listing-grid.module.css'

type ListingGridProps = {
  list: UseQueryResult<ProductList>
  /**
   * The page shown and where each page is (a link, so paging works before the page's script runs); a list
   * that is one page at most (a wanted request's answers) leaves them out.
   */
  page?: number
  pageHref?: (page: number) => To
  /** What an empty list says. */
  emptyTitle: string
  emptyDescription?: string
  /** The owner's view: Sold buttons on unsold listings. */
  owner?: boolean
  headingLevel?: 2 | 3
  /** A line above the grid, e.g. "1,204 plates · Page 2 of 101". */
  summary?: (result: PaginationResult) => string
  /** What each card says under its badges (the matches page: the saved search or wanted request; My Products: statistics). */
  noteOf?: (listing: Product) => ReactNode
}

/** The same page at another page number, other parameters left behind (`?page=2`, page 1 the bare URL). */
export const pageOnlyHref = (page: number): To => ({ search: page > 1 ? `?page=${page}` : '' })

/** A page link followed in place scrolls back to the top; one opened elsewhere (a new tab) leaves this page be. */
function scrollToTopOnPlainClick(event: MouseEvent) {
  if (!isPlainClick(event)) return
  scrollToTop()
}

/**
 * A paged grid of listings: 12 skeletons while loading, an error with a retry, an empty
 * state, the cards (3 / 2 / 1 columns) and the pagination, which scrolls smoothly back to the top.
 */
/**
 * The cards a phone's first screen shows, below the page's title and filters: those after them, and
 * the pagination, follow the document once the page has painted (docs/adr/0043). A wide screen's first
 * row fills in a moment later.
 */
const FIRST_SCREEN_CARDS = 2

export function ListingGrid({
  list,
  page = 1,
  pageHref,
  emptyTitle,
  emptyDescription,
  owner,
  headingLevel = 3,
  summary,
  noteOf,
}: ListingGridProps) {
  const { t } = useTranslation()
  const laterMark = useLaterMark()
  const pages = list.data?.paginationResult.numberOfPage ?? 0
  const listings = list.data?.data ?? []
  return (
    <>
      <div className={styles.results} aria-busy={list.isPending}>
        {list.isPending ? (
          <CardGridSkeleton count={12} label={t('list.loading')} withActions={owner} />
        ) : list.isError ? (
          <EmptyState
            tone="error"
            title={t('list.error')}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : listings.length === 0 ? (
          <EmptyState title={emptyTitle} description={emptyDescription} />
        ) : (
          <>
            {summary && <p className={styles.summary}>{summary(list.data.paginationResult)}</p>}
            <CardGrid>
              {listings.map((listing, index) => (
                <li key={listing._id} {...(index >= FIRST_SCREEN_CARDS && laterMark)}>
                  <ListingCard listing={listing} owner={owner} headingLevel={headingLevel} note={noteOf?.(listing)} />
                </li>
              ))}
            </CardGrid>
          </>
        )}
      </div>
      {pageHref && (
        <Later>
          <Pagination
            className={styles.pagination}
            page={page}
            pageCount={pages}
            pageLink={(next) => <Link to={pageHref(next)} onClick={scrollToTopOnPlainClick} />}
            labels={{
              nav: t('list.pagination'),
              previous: t('list.previousPage'),
              next: t('list.nextPage'),
              page: (number) => t('list.page', { page: number }),
            }}
          />
        </Later>
      )}
    </>
  )
}
