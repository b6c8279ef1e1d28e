import type { ApiClient } from '@raqam/api/client'
import { httpStatus } from '@raqam/api/errors'
import { listingQueries } from '@raqam/api/listings.queries'
import type { Product } from '@raqam/api/schema'
import { isLive } from '@raqam/listing-rules/state'
import type { Category } from '#lib/paths.ts'

/**
 * A detail page's data: the listing, the "similar listings" of its category below it, and the other
 * side of its matches (docs/adr/0022-wanted-requests-matched.md).
 */
export const detailsQueries = {
  listing: (api: ApiClient, id: string) => listingQueries.detail(api, id),
  similar: (api: ApiClient, category: Category) => listingQueries.list(api, { category, isOrder: false, page: 1 }),
  matches: (api: ApiClient, id: string) => listingQueries.matches(api, id),
}

export function detailsPageQueries(api: ApiClient, category: Category, id: string) {
  return [detailsQueries.listing(api, id), detailsQueries.similar(api, category)]
}

/**
 * Which matches a detail page shows, once the listing and the viewer are known: a wanted request the
 * listings for sale answering it, to everybody; a listing for sale the buyers looking for it, to its
 * owner only. Both only while the listing can match at all (shared, not sold).
 */
export function showsMatches(listing: Product, viewerId: string | undefined): 'answers' | 'buyers' | undefined {
  if (!isLive(listing)) return undefined
  if (listing.isOrder) return 'answers'
  return viewerId !== undefined && listing.customer?._id === viewerId ? 'buyers' : undefined
}

/** The match query a detail page shows for this listing and viewer, if any (see {@link showsMatches}). */
export function detailsMatchesQueries(api: ApiClient, listing: Product, viewerId: string | undefined) {
  return showsMatches(listing, viewerId) ? [detailsQueries.matches(api, listing._id)] : []
}

type ListingState = { data?: { data: { category: string } }; error?: unknown }

/**
 * What a detail page finds: the listing, no such listing (the API refused the id, or it is of another
 * category than the URL says), a listing the moderators removed (410: everybody but its owner and the
 * moderators), or a failure to ask (the network, the server).
 */
export function listingOutcome(
  state: ListingState | undefined,
  category: Category,
): 'found' | 'missing' | 'hidden' | 'failed' | 'pending' {
  if (state?.data) return state.data.data.category === category ? 'found' : 'missing'
  if (state?.error === undefined || state.error === null) return 'pending'
  const status = httpStatus(state.error)
  if (status === 410) return 'hidden'
  return status !== undefined && status >= 400 && status < 500 ? 'missing' : 'failed'
}
