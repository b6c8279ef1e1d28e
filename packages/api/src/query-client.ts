import { QueryClient, type QueryClientConfig } from '@tanstack/react-query'
import { httpStatus } from '#errors.ts'

/** Unused data is kept for 60 s. */
export const GC_TIME_MS = 60_000

/**
 * Creates the QueryClient with the storefront's cache policy: unused data kept 60 s, no refetch on window
 * focus, reconnect or mount (nor a retry of a failure on mount). Client errors (4xx) are not retried: asking again cannot change them.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        // A failure stays shown (with its retry button) when a screen mounts again: a page rendered on the
        // server with "not found" must hydrate as "not found", not as a spinner that asks once more.
        retryOnMount: false,
        retry: (failureCount, error) => {
          const status = httpStatus(error)
          return !(status !== undefined && status >= 400 && status < 500) && failureCount < 2
        },
        ...config.defaultOptions?.queries,
      },
      mutations: {
        gcTime: GC_TIME_MS,
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  })
}
