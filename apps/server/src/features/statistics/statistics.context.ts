import type { Platform } from '#features/shared/feature.ts'
import { interactionCounter } from './interaction-counter.ts'
import { statisticsRepository } from './statistics.repository.ts'

export type StatisticsNeeds = Pick<Platform, 'db' | 'now' | 'addressDigest' | 'log'>

export function statisticsContext(needs: StatisticsNeeds) {
  const statistics = statisticsRepository(needs.db)
  return {
    ...needs,
    /** Sellers' statistics: the daily counts of their listings. */
    statistics,
    /** Views and WhatsApp taps gathered in memory, written every few seconds (the feature's job). */
    interactions: interactionCounter({
      write: statistics.addCounts,
      now: needs.now,
      visitorDigest: needs.addressDigest,
      log: needs.log,
    }),
  }
}

export type StatisticsContext = ReturnType<typeof statisticsContext>
