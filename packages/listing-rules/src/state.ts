/**
 * What a listing's state says about it, for the server and the storefront alike. The fields are the
 * contract's `Product`'s: `status` (shared: everybody sees it), `isSold`, `isOrder` (a wanted request)
 * and `newPrice` (the asking price).
 */

/** The state `isLive` reads. */
export type LiveFacts = { status: boolean; isSold: boolean }

/**
 * A live listing: shared and not sold, so others can find it. Only live listings, for sale or wanted,
 * match each other (docs/adr/0022-wanted-requests-matched.md). A withdrawn listing is never shared (the
 * server unshares it, and the database refuses a withdrawn listing that is shared), so it is not live.
 */
export function isLive(listing: LiveFacts): boolean {
  return listing.status && !listing.isSold
}

/** The fields `hasPrice` reads. */
export type PricedFacts = { isOrder: boolean; newPrice: number | null }

/** A listing has a price to show unless it is a wanted request (whose prices are stored as null). */
export function hasPrice<Listing extends PricedFacts>(listing: Listing): listing is Listing & { newPrice: number } {
  return !listing.isOrder && listing.newPrice !== null
}
