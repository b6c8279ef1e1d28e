import type { ApiClient } from '@raqam/api/client'
import { priceGuideQueries } from '@raqam/api/price-guide.queries'
import type { PriceGuideQuery, Product } from '@raqam/api/schema'
import { isPlateCode } from '@raqam/listing-rules/cities'
import { isMobileNumberStart, plateNumberProblem } from '@raqam/listing-rules/numbers'

/** A number and its kind's facts, as a listing has them or a seller has chosen them so far. */
export type GuideNumber = {
  category: PriceGuideQuery['category']
  /** Western digits, no spaces (normalised as typed). */
  number: string
  city?: PriceGuideQuery['city'] | '' | null
  code?: string | null
  operator?: PriceGuideQuery['operator'] | '' | null
}

/**
 * The guide query of a number, or null while it has no shape the API accepts yet (docs/adr/0039):
 * a plate needs its emirate and 1 to 5 digits (its code only when the emirate issues it); a mobile
 * number its operator and a prefix in use. `exclude` leaves out the listing whose page asks.
 */
export function guideQueryOf(subject: GuideNumber, exclude?: string): PriceGuideQuery | null {
  const { category, number } = subject
  const leaveOut = exclude ? { exclude } : {}
  if (category === 'mobile') {
    if (!subject.operator || !isMobileNumberStart(number)) return null
    return { category, number, operator: subject.operator, ...leaveOut }
  }
  if (!subject.city || plateNumberProblem(number)) return null
  const code = subject.code && isPlateCode(subject.city, subject.code) ? { code: subject.code } : {}
  return { category, number, city: subject.city, ...code, ...leaveOut }
}

/** A listing's own guide: its number, without itself. */
export function listingGuideQuery(listing: Product): PriceGuideQuery | null {
  return guideQueryOf(listing, listing._id)
}

/** The guide query a detail page loads with the listing (both kinds: for sale and wanted). */
export function listingGuideQueries(api: ApiClient, listing: Product) {
  const query = listingGuideQuery(listing)
  return query ? [priceGuideQueries.guide(api, query)] : []
}
