import { createHash } from 'node:crypto'
import type { ShareCardFacts } from '@raqam/routes/render'

/** Bump when the card's design changes, so every URL and ETag changes with it. */
const DESIGN = 2

/**
 * The version of a listing's card: a hash of everything the card draws (plate, number, price, wanted,
 * sold). Listings have no update time, and only these fields change what the picture shows, so the
 * hash is the cache key, the ETag and the `v` of the URL in og:image: a price change or a sale gives
 * a new URL that link previews fetch afresh.
 */
export function cardVersion(listing: Omit<ShareCardFacts, '_id'>): string {
  const drawn = [
    DESIGN,
    listing.category,
    listing.city,
    listing.code,
    listing.number,
    listing.operator,
    listing.newPrice,
    listing.isOrder,
    listing.isSold,
  ]
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url').slice(0, 16)
}
