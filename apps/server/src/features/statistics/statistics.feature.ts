import { feature, type Platform } from '#features/shared/feature.ts'
import { statisticsContext, type StatisticsNeeds } from './statistics.context.ts'
import { statisticsHandlers } from './statistics.handlers.ts'
import { INTERACTION_FLUSH_MS } from './interaction-counter.ts'

/** Sellers' statistics: views and WhatsApp taps counted once a visitor a day (ADR 0048). */
export const statistics = feature('statistics', (needs: StatisticsNeeds & Pick<Platform, 'timing'>) => {
  const ctx = statisticsContext(needs)
  return {
    handlers: statisticsHandlers(ctx),
    // Written at close too: what is gathered in memory is not lost when the server stops.
    jobs: [
      {
        name: 'interaction flush',
        everyMs: needs.timing.interactionFlushMs ?? INTERACTION_FLUSH_MS,
        run: () => ctx.interactions.flush(),
        atClose: true,
      },
    ],
  }
})
