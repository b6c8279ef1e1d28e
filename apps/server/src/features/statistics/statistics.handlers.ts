import type { Handlers } from '#http/handler-types.ts'
import { sessionOf } from '#http/request-context.ts'
import type { StatisticsContext } from './statistics.context.ts'
import { refuseUnlessOwner } from '#features/shared/listing-owner.ts'
import { isAutomatedClient } from './automated-clients.ts'
import { statisticsDays, statisticsOf } from './daily-statistics.ts'

/** Sellers' statistics: what visitors do with a listing is counted, and its owner reads the counts (ADR 0040). */
export function statisticsHandlers(
  ctx: StatisticsContext,
): Pick<Handlers, 'recordListingInteraction' | 'getListingStatistics'> {
  return {
    async recordListingInteraction(request, reply) {
      const userAgent = request.headers['user-agent']
      if (!isAutomatedClient(userAgent)) {
        const visitor = { customerId: request.session?.customerId ?? null, address: request.ip, userAgent: userAgent! }
        ctx.interactions.count(request.params.id, request.body.kind, visitor)
      }
      return reply.code(204).send()
    },

    async getListingStatistics(request) {
      const { customerId } = sessionOf(request)
      const ids = request.query.id
      const owners = await ctx.statistics.owners(ids)
      for (const id of ids) refuseUnlessOwner(owners.get(id) ?? null, customerId)
      // This instance's counts so far, so that the owner sees their listing's latest at once.
      await ctx.interactions.flush()
      const days = statisticsDays(ctx.now())
      const found = await ctx.statistics.countsBetween(ids, days[0]!, days.at(-1)!)
      return { data: statisticsOf(ids, days, found) }
    },
  }
}
