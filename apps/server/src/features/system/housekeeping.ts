import type { FastifyInstance } from 'fastify'
import { purgeEndedRateLimits } from '#http/rate-limit-store.ts'
import type { Context } from '#features/context.ts'

/**
 * Deletes what nobody can use any more: expired sign-ups (up to 2 MiB of avatar each), expired
 * sessions, sign-in counts forgotten after a quiet day, rate-limit counters of ended windows, the
 * records of messages no job can send again, and proofs of ownership 30 days after their decision
 * (personal documents, kept no longer than a second look needs). Sign-up and sign-in also purge their own
 * table on write; this catches the rest (a server that nobody signs up on for weeks).
 */
async function sweep(ctx: Context): Promise<{
  signups: number
  sessions: number
  signinCounts: number
  rateLimitCounters: number
  messageDeliveries: number
  proofs: number
}> {
  const now = ctx.now()
  return {
    signups: await ctx.signups.purgeExpired(now),
    sessions: await ctx.sessions.purgeExpired(now),
    signinCounts: await ctx.signinThrottles.purgeStale(now),
    rateLimitCounters: await purgeEndedRateLimits(ctx.db),
    messageDeliveries: await ctx.messages.purgeDeliveries(),
    proofs: await ctx.verifications.purgeProofs(now),
  }
}

/** Sweeps every `intervalMs` while the app is open; the timer never keeps the process alive. */
export function startHousekeeping(app: FastifyInstance, ctx: Context, intervalMs: number): void {
  const timer = setInterval(() => {
    sweep(ctx).catch((error: unknown) => app.log.error({ err: error }, 'the housekeeping sweep failed'))
  }, intervalMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
