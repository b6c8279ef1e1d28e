import type { ApiClient } from '@raqam/api/client'
import { httpStatus } from '@raqam/api/errors'
import { productQueries } from '@raqam/api/products.queries'
import type { Category } from '#lib/paths.ts'

/** A detail page's data: the listing, and the "similar listings" of its category below it. */
export const detailsQueries = {
  listing: (api: ApiClient, id: string) => productQueries.detail(api, id),
  similar: (api: ApiClient, category: Category) => productQueries.list(api, { category, isOrder: false, page: 1 }),
}

export function detailsPageQueries(api: ApiClient, category: Category, id: string) {
  return [detailsQueries.listing(api, id), detailsQueries.similar(api, category)]
}

type ListingState = { data?: { data: { category: string } }; error?: unknown }

/**
 * What a detail page finds: the listing, no such listing (the API refused the id, or it is of another
 * category than the URL says), or a failure to ask (the network, the server).
 */
export function listingOutcome(
  state: ListingState | undefined,
  category: Category,
): 'found' | 'missing' | 'failed' | 'pending' {
  if (state?.data) return state.data.data.category === category ? 'found' : 'missing'
  if (state?.error === undefined || state.error === null) return 'pending'
  const status = httpStatus(state.error)
  return status !== undefined && status >= 400 && status < 500 ? 'missing' : 'failed'
}
