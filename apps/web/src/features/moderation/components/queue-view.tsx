import type { PaginationResult } from '@raqam/api/schema'
import { EmptyState } from '@raqam/ui/empty-state'
import type { ReactNode } from 'react'
import { PageLinks } from './page-links.tsx'
import { QueryView, type QueryViewProps } from './query-view.tsx'
import styles from './console-page.module.css'

type QueueViewProps<Item> = Pick<QueryViewProps<{ data: Item[]; paginationResult: PaginationResult }>, 'query'> & {
  /** What an empty queue says. */
  empty: string
  keyOf: (item: Item) => string
  children: (item: Item) => ReactNode
}

/** A page of a console queue, in order, with the links to the other pages; or that nothing is waiting. */
export function QueueView<Item>({ query, empty, keyOf, children }: QueueViewProps<Item>) {
  return (
    <QueryView query={query}>
      {({ data, paginationResult }) =>
        data.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            <ol className={styles.items}>
              {data.map((item) => (
                <li key={keyOf(item)}>{children(item)}</li>
              ))}
            </ol>
            <PageLinks page={paginationResult.currentPage} pageCount={paginationResult.numberOfPage} />
          </>
        )
      }
    </QueryView>
  )
}
