import { feature, type Platform } from '#features/shared/feature.ts'
import { purgeEndedRateLimits } from '#http/rate-limit-store.ts'
import type { SystemContext } from './system.context.ts'
import { systemHandlers } from './system.handlers.ts'

/** Health, liveness and the development outbox; and the sweep of what the server itself keeps. */
export const system = feature('system', (needs: SystemContext & Pick<Platform, 'timing'>) => ({
  handlers: systemHandlers(needs),
  jobs: [
    {
      // Rate-limit counters of ended windows, and the records of messages no job can send again.
      name: 'housekeeping sweep',
      everyMs: needs.timing.housekeepingMs,
      async run() {
        await purgeEndedRateLimits(needs.db)
        await needs.messages.purgeDeliveries()
      },
    },
  ],
}))
