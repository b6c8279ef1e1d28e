import { forbidden, notFound } from '#http/errors.ts'

/**
 * Refuses a caller who does not own a listing: 404 when they cannot see it (somebody else's listing
 * that is not shared does not exist for them), else 403 `notYourListing`.
 */
export function refuseUnlessOwner(
  listing: { customerId: string | null; status: boolean } | null,
  customerId: string,
): asserts listing is { customerId: string; status: boolean } {
  if (!listing || (!listing.status && listing.customerId !== customerId)) throw notFound('listingNotFound')
  if (listing.customerId !== customerId) throw forbidden('notYourListing')
}
