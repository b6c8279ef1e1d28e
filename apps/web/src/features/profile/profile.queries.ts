import type { ApiClient } from '@raqam/api/client'
import { sellerQueries } from '@raqam/api/customer.queries'
import { listingQueries } from '@raqam/api/listings.queries'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import type { ProductList } from '@raqam/api/schema'
import { statisticsQueries } from '@raqam/api/statistics.queries'
import { isLive } from '@raqam/listing-rules/state'
import { pageParam } from '#lib/page-param.ts'

/** The profile screens' data: a seller's listings, and the signed-in customer's own in every status. */
export const profileQueries = {
  sellerListings: (api: ApiClient, sellerId: string, page: number) =>
    listingQueries.list(api, { customer: sellerId, page }),
  ownListings: (api: ApiClient, customerId: string, page: number) =>
    listingQueries.list(api, { customer: customerId, status: 'all', page }),
}

/** A seller's page: who they are (404 once the account is deleted or suspended) and a page of their listings. */
export function sellerPageQueries(api: ApiClient, sellerId: string, search: URLSearchParams) {
  return [sellerQueries.seller(api, sellerId), profileQueries.sellerListings(api, sellerId, pageParam(search))]
}

/** The page of My Products the URL names. */
export function myListingsQuery(api: ApiClient, customerId: string, search: URLSearchParams) {
  return profileQueries.ownListings(api, customerId, pageParam(search))
}

export function myProfilePageQueries(api: ApiClient, customerId: string, search: URLSearchParams) {
  return [myListingsQuery(api, customerId, search), savedSearchQueries.list(api), savedSearchQueries.unread(api)]
}

/**
 * The buyers of each listing on a page of My Products that can have any (for sale, shared,
 * not sold), which its card counts.
 */
export function ownListingsBuyersQueries(api: ApiClient, list: ProductList) {
  return list.data
    .filter((listing) => !listing.isOrder && isLive(listing))
    .map((listing) => listingQueries.matches(api, listing._id))
}

/** The last 30 days of every listing on a page of My Products: one request for the page. */
export function ownListingsStatisticsQueries(api: ApiClient, list: ProductList) {
  const ids = list.data.map((listing) => listing._id)
  return ids.length > 0 ? [statisticsQueries.listings(api, ids)] : []
}
