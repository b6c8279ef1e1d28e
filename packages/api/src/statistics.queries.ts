import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { statisticsKeys } from '#statistics.keys.ts'

/** Reads of sellers' statistics (`403` as an ApiError for somebody else's listing). */
export const statisticsQueries = {
  /** The last 30 days of each of the caller's listings named (one page at most), in the order given. */
  listings: (api: ApiClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: statisticsKeys.listings(ids),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/customer/listing-statistics', { params: { query: { id: [...ids] } }, signal })),
    }),
}
