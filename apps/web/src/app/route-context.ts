import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { SessionSource } from '#lib/session/current-customer.ts'

/**
 * What the routes' loaders work with, one per render: on the server one per request, in the browser
 * one for the page's life.
 */
export type RouteContext = SessionSource & {
  i18n: I18n
  /**
   * The server waits for a page's data so it renders with it; the browser starts the same queries and
   * shows the screen at once, filling in as they answer (skeletons, never a frozen page).
   */
  waitForData: boolean
}

/** Any `queryOptions(...)` of @raqam/api (their data types differ, hence the loose type). */
type PageQuery = { queryKey: QueryKey }

/**
 * Starts (and on the server awaits) the queries a page shows, through the same query options its
 * screen reads, so the screen finds them in the cache. A failed query stays in the cache as an error
 * for the screen to show; it never fails the route.
 */
export async function loadQueries(context: RouteContext, queries: readonly PageQuery[]): Promise<void> {
  const loads = queries.map((query) =>
    context.queryClient.ensureQueryData(query as EnsureQueryDataOptions).then(ignore, ignore),
  )
  if (context.waitForData) await Promise.all(loads)
}

/**
 * Starts the queries that depend on an answer (the owner's part of a page needs the listing and the
 * session) as soon as it is in: the server waits for them too, the browser for neither. A failed
 * answer starts nothing; the screen shows the failure of its own query.
 */
export async function loadWhenAnswered<T>(
  context: RouteContext,
  answer: Promise<T>,
  queries: (answer: T) => readonly PageQuery[],
): Promise<void> {
  const loads = answer.then((value) => loadQueries(context, queries(value)), ignore)
  if (context.waitForData) await loads
}

function ignore(): void {}
