/**
 * The limits of listings, lists and uploads. The contract states them on the wire (`PaginationResult.limit`,
 * `Price`, the text fields' `maxLength`, `ImageFile.maxLength`, `ProofFile.maxLength`); the server's
 * contract-vocabulary test keeps both equal.
 */

/** Listings per page of every list. */
export const PAGE_SIZE = 12

/** The highest price in AED, and how many decimals a price may have. */
export const MAX_PRICE = 1_000_000_000
export const PRICE_DECIMALS = 2

/**
 * The lowest budget of a wanted request in AED: more than nothing, in a price's smallest step (a budget
 * of 0 would match no listing). Its highest is MAX_PRICE, and it has a price's decimals.
 */
export const MIN_BUDGET = 0.01

/** The longest title and description of a listing, in characters, in each language. */
export const TITLE_MAX_LENGTH = 120
export const DESCRIPTION_MAX_LENGTH = 2000

/** How many of a listing's latest prices its price history shows. */
export const PRICE_HISTORY_LENGTH = 50

/**
 * The fewest comparables the fair-price guide gives a range from (docs/adr/0039-the-fair-price-guide.md):
 * below it the guide says there is not enough data (`PriceGuide.minimum` says it on the wire), and the
 * "How we estimate" page says so too.
 */
export const PRICE_GUIDE_MINIMUM = 5

/** How many saved searches an account keeps at most, and the longest name of one. */
export const MAX_SAVED_SEARCHES = 20
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60

/** The longest search text. */
export const KEYWORD_MAX_LENGTH = 100

/**
 * The largest image upload the server takes, in bytes (2 MiB): it refuses a larger one before reading it
 * whole, and the storefront scales a photo under it before sending.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/**
 * The largest proof of ownership (a verification request's photo or PDF) the server takes, in bytes
 * (5 MiB): certificates are scanned documents, larger than an avatar's photo. Refused before it is read
 * whole, like an image.
 */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024

/**
 * The longest free text of a report, a moderator's decision or note (the contract's `ModerationText`),
 * in characters.
 */
export const MODERATION_TEXT_MAX_LENGTH = 1000

/** What a proof of ownership may be, recognised by its bytes, never by its name or declared type. */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const
export type ProofType = (typeof PROOF_TYPES)[number]

/**
 * The longest side of a stored avatar, in pixels: avatars are shown at most a few hundred pixels wide. The
 * server re-encodes every upload to fit it, and the storefront scales a photo to it before sending, so a
 * phone photo travels as tens of kilobytes rather than megabytes.
 */
export const AVATAR_SIZE = 512

/** At most PRICE_DECIMALS decimals, judged on the decimal the client meant (0.29 is fine, 0.125 is not). */
export function hasPriceDecimals(value: number): boolean {
  return Number(value.toFixed(PRICE_DECIMALS)) === value
}
