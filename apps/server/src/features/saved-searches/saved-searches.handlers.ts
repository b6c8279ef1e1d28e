import { MAX_SAVED_SEARCHES } from '@raqam/listing-rules/limits'
import { newToken } from '#auth/tokens.ts'
import { problem } from '#domain/problems.ts'
import { conflict, invalid, notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { sessionOf } from '#http/request-context.ts'
import type { SavedSearchesContext } from './saved-searches.context.ts'

/** A customer's saved searches: listing, saving and deleting them (ADR 0021). */
export function savedSearchHandlers(
  ctx: SavedSearchesContext,
): Pick<Handlers, 'getSavedSearches' | 'createSavedSearch' | 'deleteSavedSearch'> {
  return {
    async getSavedSearches(request) {
      return { data: await ctx.savedSearches.list(sessionOf(request).customerId) }
    },

    async createSavedSearch(request, reply) {
      const { customerId } = sessionOf(request)
      const { filters } = request.body
      if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
        throw invalid([
          problem('priceRangeReversed', 'body.filters.minPrice', { min: filters.minPrice, max: filters.maxPrice }),
        ])
      }
      const saved = await ctx.savedSearches.create(customerId, request.body, {
        // Its messages link to where it was saved (PUBLIC_URL when set).
        origin: publicOrigin(request, ctx.publicUrl),
        unsubscribeToken: newToken(),
        max: MAX_SAVED_SEARCHES,
      })
      if (!saved) {
        throw conflict([problem('tooManySavedSearches', 'body.name', { field: 'name', max: MAX_SAVED_SEARCHES })])
      }
      reply.code(201)
      return { data: saved }
    },

    async deleteSavedSearch(request, reply) {
      const removed = await ctx.savedSearches.delete(sessionOf(request).customerId, request.params.id)
      if (!removed) throw notFound('savedSearchNotFound')
      return reply.code(204).send()
    },
  }
}
