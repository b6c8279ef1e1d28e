import { sql } from 'drizzle-orm'
import type { Handlers } from '#http/handler-types.ts'
import type { Context } from './context.ts'

export function systemHandlers(ctx: Context): Pick<Handlers, 'getHealth' | 'getDevOutbox'> {
  return {
    async getHealth(_request, reply) {
      const uptimeSeconds = Math.max(0, Math.floor((ctx.now().getTime() - ctx.startedAt) / 1000))
      try {
        await ctx.db.execute(sql`select 1`)
        return { status: 'ok', database: 'ok', uptimeSeconds }
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable', uptimeSeconds })
      }
    },

    // Routed only outside production: app.ts removes the path from the document it hands to glue.
    async getDevOutbox(request) {
      return { data: ctx.outbox?.list(request.query.to) ?? [] }
    },
  }
}
