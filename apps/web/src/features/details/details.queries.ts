import type { ApiClient } from '@raqam/api/client'
import { httpStatus } from '@raqam/api/errors'
import { productQueries } from '@raqam/api/products.queries'
import type { Product } from '@raqam/api/schema'
import { isMatchable } from '#lib/listing.ts'
import type { Category } from '#lib/paths.ts'

/**
 * A detail page's data: the listing, the "similar listings" of its category below it, and the other
 * side of its matches (issue 18).
 */
export const detailsQueries = {
  listing: (api: ApiClient, id: string) => productQueries.detail(api, id),
  similar: (api: ApiClient, category: Category) => productQueries.list(api, { category, isOrder: false, page: 1 }),
  matches: (api: ApiClient, id: string) => productQueries.matches(api, id),
}

export function detailsPageQueries(api: ApiClient, category: Category, id: string) {
  return [detailsQueries.listing(api, id), detailsQueries.similar(api, category)]
}

/**
 * Which matches a detail page shows, once the listing and the viewer are known: a wanted request the
 * listings for sale answering it, to everybody; a listing for sale the buyers looking for it, to its
 * owner only. Both only while the listing can match at all (shared, not sold).
 */
export function showsMatches(product: Product, viewerId: string | undefined): 'answers' | 'buyers' | undefined {
  if (!isMatchable(product)) return undefined
  if (product.isOrder) return 'answers'
  return viewerId !== undefined && product.customer?._id === viewerId ? 'buyers' : undefined
}

/** The match query a detail page shows for this listing and viewer, if any (see {@link showsMatches}). */
export function detailsMatchesQueries(api: ApiClient, product: Product, viewerId: string | undefined) {
  return showsMatches(product, viewerId) ? [detailsQueries.matches(api, product._id)] : []
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
