import type { components } from '@raqam/api/schema'
import { marketDay } from '@raqam/text/dates'

type ListingStatistics = components['schemas']['ListingStatistics']

/** How many days the statistics cover, today included (the contract's `ListingStatistics.days`). */
const STATISTICS_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The days of the statistics, oldest first, ending with today in UAE time. */
export function statisticsDays(now: Date): string[] {
  const today = Date.parse(`${marketDay(now)}T00:00:00Z`)
  return Array.from({ length: STATISTICS_DAYS }, (_, i) =>
    new Date(today - (STATISTICS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
}

/**
 * Each listing's `days`, in the order of `ids`, from the counts found (any number of partial rows
 * per listing and day, each with some of the counts); days without any are zeros.
 */
export function statisticsOf(
  ids: string[],
  days: string[],
  found: ({ listingId: string; day: string } & Partial<
    Record<'views' | 'favorites' | 'whatsappTaps' | 'matches', number>
  >)[],
): ListingStatistics[] {
  const byListing = new Map(
    ids.map((id) => [
      id,
      new Map(days.map((day) => [day, { day, views: 0, favorites: 0, whatsappTaps: 0, matches: 0 }])),
    ]),
  )
  for (const { listingId, day, ...counts } of found) {
    const total = byListing.get(listingId)?.get(day)
    if (!total) continue
    total.views += counts.views ?? 0
    total.favorites += counts.favorites ?? 0
    total.whatsappTaps += counts.whatsappTaps ?? 0
    total.matches += counts.matches ?? 0
  }
  return ids.map((listingId) => ({ listingId, days: [...byListing.get(listingId)!.values()] }))
}
