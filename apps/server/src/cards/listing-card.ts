import type { CardRenderer } from './card-renderer.ts'
import { CARD_WIDTH, cardSvg, type CardFacts } from './card-svg.ts'
import { cardVersion } from './card-version.ts'
import type { Language } from '@raqam/text/languages'

/**
 * A listing's share card as PNG, `width` pixels wide, through the renderer's cache. The key holds the
 * card's version, so a price change or a sale draws it again, and the size, so the link preview's card
 * and an e-mail's smaller one are kept apart.
 */
export function listingCardPng(
  cards: CardRenderer,
  id: string,
  listing: CardFacts,
  language: Language,
  width = CARD_WIDTH,
): Promise<Buffer> {
  const size = width === CARD_WIDTH ? '' : `:${width}`
  return cards.png(`${id}:${cardVersion(listing)}:${language}${size}`, () => cardSvg(listing, language, width))
}
