import type { ApiClient } from '@raqam/api/client'
import { favoriteQueries } from '@raqam/api/favorites.queries'
import { listingQueries } from '@raqam/api/listings.queries'
import type { Category, ListKind } from '#lib/paths.ts'
import { toListingQuery, type ListFilters, parseFilters } from './filters/list-filters.ts'

/** The list screens' data: the route loads it from the URL, the screen reads it with the same keys. */
export const listQueries = {
  /** The signed-in customer's favourites of one category (the endpoint takes no other filter). */
  favorites: (api: ApiClient, category: Category, filters: ListFilters) =>
    favoriteQueries.list(api, { category: [category], page: filters.page }),
  /** The shop (for sale) or order (wanted) list with the URL's filters. */
  listings: (api: ApiClient, kind: Exclude<ListKind, 'favorites'>, category: Category, filters: ListFilters) =>
    listingQueries.list(api, toListingQuery(kind, category, filters)),
}

/** The one query a list page at these search parameters needs. */
export function listPageQueries(api: ApiClient, kind: ListKind, category: Category, search: URLSearchParams) {
  const filters = parseFilters(search)
  return [
    kind === 'favorites'
      ? listQueries.favorites(api, category, filters)
      : listQueries.listings(api, kind, category, filters),
  ]
}
