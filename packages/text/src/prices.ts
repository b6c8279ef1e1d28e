import { PRICE_DECIMALS } from '@raqam/listing-rules/limits'
import { hasPrice, type PricedFacts } from '@raqam/listing-rules/state'
import type { Language } from './languages.ts'
import { formatNumber } from './numbers.ts'

/**
 * How an amount of AED is written, wherever it is written: the storefront's prices, the server's share
 * cards, e-mails and WhatsApp messages. The amount as `formatNumber` writes it in both languages (Western
 * digits, comma groups, at most PRICE_DECIMALS decimals: "80,000", "2,499.5"); in English the code before
 * it, in Arabic the word درهم after it (read first, to the right of the amount, on a right-to-left line).
 * A no-break space holds the two together at a line end.
 *
 * Arabic writes the word, not the abbreviation "د.إ." that Intl gives for ar-AE: the word is what the
 * forms' labels and messages say ("السعر (درهم)"), and the abbreviation's full stops are not in the
 * share card's Arabic face, which drew it broken.
 */
const words = {
  en: { currency: 'AED', wanted: 'Wanted' },
  ar: { currency: 'درهم', wanted: 'مطلوب' },
} as const satisfies Record<Language, { currency: string; wanted: string }>

/** An amount of AED in `language`: "AED 80,000", "80,000 درهم". */
export function formatPrice(amount: number, language: Language): string {
  const digits = formatNumber(amount, PRICE_DECIMALS)
  const { currency } = words[language]
  return language === 'ar' ? `${digits}\u00a0${currency}` : `${currency}\u00a0${digits}`
}

/** The currency on its own in `language`: "AED", "درهم". */
export function currencyName(language: Language): string {
  return words[language].currency
}

/** A listing's price as a line of text says it: its asking price, or "Wanted" for a wanted request. */
export function listingPrice(listing: PricedFacts, language: Language): string {
  return hasPrice(listing) ? formatPrice(listing.newPrice, language) : words[language].wanted
}
