import { MAX_SAVED_SEARCHES } from '@raqam/listing-rules/limits'
import { newToken } from '#auth/tokens.ts'
import type { Handlers } from '#http/handler-types.ts'
import { conflict, invalid, notFound, problem } from '#http/errors.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { sessionOf } from '#http/request-context.ts'
import type { Context } from './context.ts'
import { paginationResult } from './products.handlers.ts'

/** Saved searches, their matches and the unsubscribe link (issue 18, ADR 0021). */
export function savedSearchHandlers(
  ctx: Context,
  publicUrl: string | null,
): Pick<
  Handlers,
  | 'getSavedSearches'
  | 'createSavedSearch'
  | 'deleteSavedSearch'
  | 'getMatches'
  | 'getUnreadMatchCount'
  | 'markMatchesRead'
  | 'unsubscribeSavedSearch'
  | 'unsubscribeSavedSearchOneClick'
  | 'getUnsubscribeState'
  | 'resubscribeSavedSearch'
> {
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
        origin: publicOrigin(request, publicUrl),
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

    async getMatches(request) {
      const page = request.query.page ?? 1
      const { data, total, unread } = await ctx.savedSearches.matches(sessionOf(request).customerId, page)
      return { data, paginationResult: paginationResult(page, total), unread }
    },

    async getUnreadMatchCount(request) {
      return { unread: await ctx.savedSearches.unread(sessionOf(request).customerId) }
    },

    async markMatchesRead(request) {
      await ctx.savedSearches.markRead(sessionOf(request).customerId, ctx.now())
      return { unread: 0 }
    },

    async unsubscribeSavedSearch(request) {
      return linkAnswer(await ctx.savedSearches.unsubscribe(request.body.token))
    },

    // RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` (checked by the contract's schema)
    // from its own servers. No session is asked for and the cross-site write check lets it through
    // (the contract says `security: []`): the token is the capability, and stopping is idempotent and
    // undone from the storefront's page.
    async unsubscribeSavedSearchOneClick(request) {
      return linkAnswer(await ctx.savedSearches.unsubscribe(request.params.token))
    },

    // Changes nothing: mail scanners open the link too.
    async getUnsubscribeState(request) {
      return linkAnswer(await ctx.savedSearches.linkState(request.params.token))
    },

    async resubscribeSavedSearch(request) {
      return linkAnswer(await ctx.savedSearches.resubscribe(request.body.token, ctx.now()))
    },
  }
}

/** The answer of every operation of an unsubscribe link; an unknown token is a 404. */
function linkAnswer<State>(state: State | null): { data: State } {
  if (state === null) throw notFound('unsubscribeLinkUnknown')
  return { data: state }
}
