import type { Handlers } from '#http/handler-types.ts'
import { sessionOf } from '#http/request-context.ts'
import type { MatchesContext } from './matches.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'

/** A customer's matches: the listings that answered their saved searches and wanted requests (ADR 0021). */
export function matchHandlers(
  ctx: MatchesContext,
): Pick<Handlers, 'getMatches' | 'getUnreadMatchCount' | 'markMatchesRead'> {
  return {
    async getMatches(request) {
      const page = request.query.page ?? 1
      const { data, total, unread } = await ctx.matches.matches(sessionOf(request).customerId, page)
      return { data, paginationResult: paginationResult(page, total), unread }
    },

    async getUnreadMatchCount(request) {
      return { unread: await ctx.matches.unread(sessionOf(request).customerId) }
    },

    async markMatchesRead(request) {
      await ctx.matches.markRead(sessionOf(request).customerId, ctx.now())
      return { unread: 0 }
    },
  }
}
