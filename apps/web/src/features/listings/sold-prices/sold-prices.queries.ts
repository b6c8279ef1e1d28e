import type { ApiClient } from '@raqam/api/client'
import { listingQueries } from '@raqam/api/listings.queries'
import { parseSoldPriceFilters, toSoldPriceQuery } from './sold-price-filters.ts'

/** The sold-prices page's one query at these search parameters: the route loads it, the screen reads it. */
export function soldPricesPageQueries(api: ApiClient, search: URLSearchParams) {
  return [listingQueries.soldPrices(api, toSoldPriceQuery(parseSoldPriceFilters(search)))]
}
