import type { Language } from '@raqam/api/schema'
import { languageHref, paths } from '@raqam/routes/paths'
import type { MessageKinds } from './kinds.ts'
import { messageWords, type MessageWords } from './words/message-words.ts'

/** What a moderators' decision says and where it leads, whichever form it takes (text, e-mail, WhatsApp). */
export interface DecisionContent {
  words: ReturnType<MessageWords['moderationDecision']>
  /** The listing's page, the contact page (to dispute a removal) or the storefront. */
  link: string
  linkLabel: string
}

/** A decision's content in its seller's language; links point at the origin it was decided on. */
export function decisionContent(params: MessageKinds['moderationDecision'], language: Language): DecisionContent {
  const all = messageWords(language)
  const words = all.moderationDecision(params)
  const link = (href: string) => `${params.origin}${languageHref(href, language)}`
  switch (params.decision) {
    case 'listingHidden':
    case 'sellerSuspended':
      return { words, link: link(paths.contact.href()), linkLabel: all.contact }
    case 'sellerReinstated':
      return { words, link: link(paths.home.href()), linkLabel: words.home }
    default:
      return params.listing
        ? { words, link: link(paths.details.href(params.listing.category, params.listing.id)), linkLabel: words.open }
        : { words, link: link(paths.home.href()), linkLabel: words.home }
  }
}

/** The confirmation of a deleted account: its words, and where to write if it was not asked for. */
export function accountDeletedContent(params: MessageKinds['accountDeleted'], language: Language) {
  const words = messageWords(language)
  return {
    words: words.accountDeleted(params),
    contactLink: `${params.origin}${languageHref(paths.contact.href(), language)}`,
    contactLabel: words.contact,
  }
}
