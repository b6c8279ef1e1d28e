import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { ApiError, type ApiFailure } from '#errors.ts'

/**
 * The query cache as a server-rendered page carries it to the browser: answered queries and failed ones
 * (a detail page rendered "not found" must hydrate as "not found", not as a spinner). The result is
 * plain JSON.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    shouldRedactErrors: () => false,
  })
  return {
    ...state,
    queries: state.queries.map((query) =>
      // The failure travels as plain JSON; the Error object itself would arrive as `{}`.
      query.state.error instanceof ApiError
        ? { ...query, state: { ...query.state, error: { apiFailure: query.state.error.failure } as unknown as Error } }
        : query,
    ),
  }
}

/** Puts a {@link dehydrateQueries} state into the browser's cache, failures as ApiErrors again. */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => {
      const failure = (query.state.error as { apiFailure?: ApiFailure } | null)?.apiFailure
      return failure ? { ...query, state: { ...query.state, error: new ApiError(failure) } } : query
    }),
  })
}
