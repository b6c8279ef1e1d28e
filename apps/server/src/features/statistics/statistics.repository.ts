import { and, count, gte, inArray, lte, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { MARKET_TIME_ZONE } from '@raqam/text/dates'
import type { Db } from '#db/handle.ts'
import { favorites, listingDailyCounts, listings, matches } from '#db/schema.ts'
import type { PendingCounts } from './interaction-counter.ts'

type DayCounts = components['schemas']['DayCounts']

/** Some of a day's counts of one listing, as one of the three reads finds them. */
type Found = { listingId: string; day: string } & Partial<Omit<DayCounts, 'day'>>

export function statisticsRepository(db: Db) {
  /** Rows of a table by listing and the day (UAE time) of `createdAt`, from `firstDay` on. */
  function perDay(
    table: typeof favorites | typeof matches,
    ids: string[],
    firstDay: string,
  ): Promise<{ listingId: string; day: string; n: number }[]> {
    const day = sql<string>`to_char(${table.createdAt} at time zone ${MARKET_TIME_ZONE}, 'YYYY-MM-DD')`
    return db
      .select({ listingId: table.listingId, day, n: count() })
      .from(table)
      .where(
        and(
          inArray(table.listingId, ids),
          gte(table.createdAt, sql`${firstDay}::date::timestamp at time zone ${MARKET_TIME_ZONE}`),
        ),
      )
      .groupBy(sql`1, 2`)
  }

  return {
    /** Who owns each of these listings and whether others can see it; unknown ids are absent. */
    async owners(ids: string[]): Promise<Map<string, { customerId: string | null; status: boolean }>> {
      const rows = await db
        .select({ id: listings.id, customerId: listings.customerId, status: listings.status })
        .from(listings)
        .where(inArray(listings.id, ids))
      return new Map(rows.map(({ id, ...owner }) => [id, owner]))
    },

    /**
     * Adds counts in one statement. Listings that do not exist are dropped, and so are the views of
     * a listing's own seller (the only use of `viewerId`, which is not written; a visitor's is null,
     * and so is the seller of the company's own listings). Counts of the same
     * listing and day are summed first: one row may take one addition per statement.
     */
    async addCounts(counts: PendingCounts[]): Promise<void> {
      const rows = counts.map((c) => ({
        listing_id: c.listingId,
        day: c.day,
        viewer_id: c.viewerId,
        views: c.views,
        whatsapp_taps: c.whatsappTaps,
      }))
      await db.execute(sql`
        insert into listing_daily_counts (listing_id, day, views, whatsapp_taps)
        select l.id, c.day, sum(c.views), sum(c.whatsapp_taps)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as c(listing_id uuid, day date, viewer_id uuid, views integer, whatsapp_taps integer)
        join listings l on l.id = c.listing_id
          and (c.viewer_id is null or l.customer_id is distinct from c.viewer_id)
        group by l.id, c.day
        on conflict (listing_id, day) do update set
          views = listing_daily_counts.views + excluded.views,
          whatsapp_taps = listing_daily_counts.whatsapp_taps + excluded.whatsapp_taps`)
    },

    /** Every count of these listings from `firstDay` to `lastDay` (UAE time); days without any are absent. */
    async countsBetween(ids: string[], firstDay: string, lastDay: string): Promise<Found[]> {
      const [interactions, favorited, matched] = await Promise.all([
        db
          .select({
            listingId: listingDailyCounts.listingId,
            day: listingDailyCounts.day,
            views: listingDailyCounts.views,
            whatsappTaps: listingDailyCounts.whatsappTaps,
          })
          .from(listingDailyCounts)
          .where(
            and(
              inArray(listingDailyCounts.listingId, ids),
              gte(listingDailyCounts.day, firstDay),
              lte(listingDailyCounts.day, lastDay),
            ),
          ),
        perDay(favorites, ids, firstDay),
        perDay(matches, ids, firstDay),
      ])
      return [
        ...interactions,
        ...favorited.map(({ n, ...row }) => ({ ...row, favorites: n })),
        ...matched.map(({ n, ...row }) => ({ ...row, matches: n })),
      ]
    },
  }
}
