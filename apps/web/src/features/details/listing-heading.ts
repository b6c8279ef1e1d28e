import type { Product } from '@raqam/api/schema'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import type { i18n as I18n } from 'i18next'
import { isolate } from '@raqam/text/numbers-in-text'

/**
 * A detail page's heading in the page language ("Plate number Dubai 777 AA for sale"): the page's
 * `<h1>`, its `<title>` and the name in its link previews and structured data. Numbers and codes are
 * isolated, so they keep their reading order inside an Arabic sentence.
 */
export function listingHeading(
  i18n: I18n,
  listing: Pick<Product, 'category' | 'city' | 'code' | 'number' | 'isOrder'>,
): string {
  const city = listing.city ? i18n.t(`cities.${listing.city}`) : ''
  const wanted = listing.isOrder ? 'Wanted' : ''
  const shownNumber = listing.category === 'mobile' ? formatMobileNumber(listing.number) : listing.number
  return i18n.t(`heading.${listing.category}${wanted}`, {
    ns: 'details',
    city,
    number: isolate(shownNumber),
    code: isolate(listing.code ?? ''),
  })
}
