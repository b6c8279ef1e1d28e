import { sql } from 'drizzle-orm'
import type { Handlers } from '#http/handler-types.ts'
import type { SystemContext } from './system.context.ts'

export function systemHandlers(ctx: SystemContext): Pick<Handlers, 'getHealth' | 'getLiveness' | 'getDevOutbox'> {
  const uptimeSeconds = () => Math.max(0, Math.floor((ctx.now().getTime() - ctx.startedAt) / 1000))
  return {
    // Readiness: the database answers, and the server is not finishing its last requests.
    async getHealth(_request, reply) {
      const database = await ctx.db.execute(sql`select 1`).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      )
      const { shuttingDown } = ctx.lifecycle
      const ready = database === 'ok' && !shuttingDown
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', shuttingDown, database, uptimeSeconds: uptimeSeconds() })
    },

    // Liveness: answering at all is the answer.
    async getLiveness() {
      return { status: 'ok', uptimeSeconds: uptimeSeconds() }
    },

    // Routed only outside production: app.ts removes the path from the document it hands to glue.
    async getDevOutbox(request) {
      return { data: ctx.outbox?.list(request.query.to) ?? [] }
    },
  }
}
