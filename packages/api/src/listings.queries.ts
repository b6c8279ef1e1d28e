import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { normalizeListQuery } from '#list-query.ts'
import { listingKeys } from '#listings.keys.ts'
import type { ProductListQuery, SoldPriceQuery } from '#schema.ts'

/** Reads of listings, as queryOptions for useQuery, prefetchQuery, ensureQueryData… */
export const listingQueries = {
  /** One page of listings (shop, order, home, seller profile, "smaller listings"). */
  list: (api: ApiClient, query: ProductListQuery = {}) =>
    queryOptions({
      queryKey: listingKeys.list(query),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/product/for-customers', { params: { query: normalizeListQuery(query) }, signal })),
    }),

  /** One listing. */
  detail: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: listingKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/product/{id}', { params: { path: { id } }, signal })),
    }),

  /**
   * The other side of a listing's matches: for a wanted request the listings for sale answering it, for
   * a listing for sale the wanted requests it answers; at most 12, with how many there are in all.
   */
  matches: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: listingKeys.matches(id),
      queryFn: ({ signal }) => unwrap(api.GET('/product/matches/{id}', { params: { path: { id } }, signal })),
    }),

  /** One page of the sold-prices record (published sales), with the filter's months. */
  soldPrices: (api: ApiClient, query: SoldPriceQuery = {}) =>
    queryOptions({
      queryKey: listingKeys.soldPrices(query),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/prices/sold', { params: { query: normalizeListQuery(query) }, signal })),
    }),
}
