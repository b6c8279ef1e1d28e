import type { ApiClient } from '@raqam/api/client'
import { productQueries } from '@raqam/api/products.queries'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { pageParam } from '#lib/page-param.ts'

/** The profile screens' data: a seller's listings, and the signed-in customer's own in every status. */
export const profileQueries = {
  sellerListings: (api: ApiClient, sellerId: string, page: number) =>
    productQueries.list(api, { customer: sellerId, page }),
  ownListings: (api: ApiClient, customerId: string, page: number) =>
    productQueries.list(api, { customer: customerId, status: 'all', page }),
}

export function sellerPageQueries(api: ApiClient, sellerId: string, search: URLSearchParams) {
  return [profileQueries.sellerListings(api, sellerId, pageParam(search))]
}

export function myProfilePageQueries(api: ApiClient, customerId: string, search: URLSearchParams) {
  return [
    profileQueries.ownListings(api, customerId, pageParam(search)),
    savedSearchQueries.list(api),
    savedSearchQueries.unread(api),
  ]
}
