import type { Language } from '@raqam/api/schema'
import { languageHref, paths } from '@raqam/routes/paths'
import type { AlertListing, MessageKinds } from './kinds.ts'
import { messageWords, type ListingWords, type MessageWords } from './words/message-words.ts'

/** How many listings one message names (and the e-mail pictures); the rest are on the matches page. */
const LISTINGS_PER_MESSAGE = 5

/** What a match alert says and links to, whichever form it takes (plain text or e-mail). */
export interface MatchAlertContent {
  words: ReturnType<MessageWords['matchAlert']>
  /** The listings the message names, oldest first, each with its words and its page. */
  named: { listing: AlertListing; words: ListingWords; link: string }[]
  /** How many matches the message does not name. */
  unnamed: number
  /** The customer's matches page. */
  matchesLink: string
  /** The storefront's unsubscribe page, which acts only when its button is pressed (ADR 0021). */
  unsubscribeLink: string
}

/**
 * A match alert's content in its customer's language. Links point at the origin the search was saved
 * on and open the storefront in the customer's language.
 */
export function matchAlertContent(params: MessageKinds['matchAlert'], language: Language): MatchAlertContent {
  const words = messageWords(language)
  const link = (href: string) => `${params.origin}${languageHref(href, language)}`
  const named = params.listings.slice(0, LISTINGS_PER_MESSAGE)
  return {
    words: words.matchAlert({ name: params.name, wanted: params.wanted, count: params.listings.length }),
    named: named.map((listing) => ({
      listing,
      words: words.listing(listing),
      link: link(paths.details.href(listing.category, listing.id)),
    })),
    unnamed: params.listings.length - named.length,
    matchesLink: link(paths.matches.href()),
    unsubscribeLink: link(paths.unsubscribe.href(params.unsubscribeToken)),
  }
}
