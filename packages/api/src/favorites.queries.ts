import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { normalizeListQuery } from '#list-query.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import type { FavoriteListQuery } from '#schema.ts'

/** Reads of the signed-in customer's favourites. */
export const favoriteQueries = {
  /** One page of favourite listings, optionally of some categories only. */
  list: (api: ApiClient, query: FavoriteListQuery = {}) =>
    queryOptions({
      queryKey: favoriteKeys.list(query),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/customer/get-favorites', { params: { query: normalizeListQuery(query) }, signal })),
    }),
}
