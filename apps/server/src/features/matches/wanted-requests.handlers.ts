import { notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { MatchesContext } from './matches.context.ts'

/**
 * A listing's counterparts (ADR 0022): the wanted requests a listing for sale answers, or the listings
 * for sale that answer a wanted request.
 */
export function wantedRequestHandlers(ctx: MatchesContext): Pick<Handlers, 'getProductMatches'> {
  return {
    async getProductMatches(request) {
      const viewerId = request.session?.customerId ?? null
      const listing = await ctx.wantedRequests.matchingListing(request.params.id)
      if (!listing || (!listing.status && listing.customerId !== viewerId)) throw notFound('listingNotFound')
      return ctx.wantedRequests.counterparts(listing, viewerId)
    },
  }
}
