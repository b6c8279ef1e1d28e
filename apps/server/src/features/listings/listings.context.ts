import type { Platform } from '#features/shared/feature.ts'
import { listingsRepository } from './listings.repository.ts'

/** What listings ask of the platform and the other features. */
export interface ListingsNeeds extends Pick<Platform, 'db' | 'now' | 'publicUrl' | 'timing'> {
  /** A listing put on the market may answer saved searches and wanted requests (the matches feature). */
  alerts: { listingChanged(listingId: string, origin: string, requestId?: string | null): Promise<unknown> }
}

export function listingsContext(needs: ListingsNeeds) {
  return {
    ...needs,
    listings: listingsRepository(needs.db, {
      countCacheMs: needs.timing.countCacheMs,
      answerCacheMs: needs.timing.answerCacheMs,
    }),
  }
}

export type ListingsContext = ReturnType<typeof listingsContext>
