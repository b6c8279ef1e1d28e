import { cardVersion } from '#cards/card-version.ts'
import { listingCardPng } from '#cards/listing-card.ts'
import { notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { ShareCardsContext } from './share-cards.context.ts'

/** A listing's share card (a PNG for link previews; ADR 0008). */
export function shareCardHandlers(ctx: ShareCardsContext): Pick<Handlers, 'getProductCard'> {
  return {
    async getProductCard(request, reply) {
      // What any visitor may see: a hidden listing has no card, so no preview can leak it.
      const listing = await ctx.listings.find(request.params.id, null)
      if (!listing) throw notFound('listingNotFound')
      const language = request.query.lang ?? 'en'
      const version = cardVersion(listing)
      const etag = `"${version}-${language}"`
      // The detail pages link the card with its version: that URL never changes meaning.
      reply.header(
        'cache-control',
        request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      )
      reply.header('etag', etag)
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send()
      }
      const png = await listingCardPng(ctx.cards, listing._id, listing, language)
      return reply.type('image/png').send(png)
    },
  }
}
