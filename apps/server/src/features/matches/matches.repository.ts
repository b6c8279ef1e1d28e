import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { customers, listings, matches, savedSearches } from '#db/schema.ts'
import { listingColumns, toListing, visibleTo, type ListingRow } from '#features/shared/listing-rows.ts'

type Match = components['schemas']['Match']

const visibleMatches = (customerId: string) => and(eq(matches.customerId, customerId), visibleTo(customerId))

function toMatch(
  row: ListingRow & {
    matchId: string
    matchedAt: Date
    readAt: Date | null
    savedSearchId: string
    savedSearchName: string
    wantedId: string | null
  },
): Match {
  return {
    _id: row.matchId,
    product: toListing(row),
    savedSearch: { _id: row.savedSearchId, name: row.savedSearchName, wanted: row.wantedId },
    createdAt: new Date(row.matchedAt).toISOString(),
    read: row.readAt !== null,
  }
}

/** A customer's matches: the listings that answered their saved searches and wanted requests. */
export function matchesRepository(db: Db) {
  /** Unread matches of listings the customer may still see. */
  async function unread(customerId: string): Promise<number> {
    const [counted] = await db
      .select({ n: count() })
      .from(matches)
      .innerJoin(listings, eq(listings.id, matches.listingId))
      .where(and(eq(matches.customerId, customerId), isNull(matches.readAt), visibleTo(customerId)))
    return Number(counted?.n ?? 0)
  }

  /** The customer's matches of listings they may still see, newest first (a page of them, or all). */
  function matchRows(customerId: string) {
    return db
      .select({
        ...listingColumns(customerId),
        matchId: matches.id,
        matchedAt: matches.createdAt,
        readAt: matches.readAt,
        savedSearchId: savedSearches.id,
        savedSearchName: savedSearches.name,
        wantedId: savedSearches.wantedId,
      })
      .from(matches)
      .innerJoin(listings, eq(listings.id, matches.listingId))
      .innerJoin(savedSearches, eq(savedSearches.id, matches.savedSearchId))
      .leftJoin(customers, eq(customers.id, listings.customerId))
      .where(visibleMatches(customerId))
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .$dynamic()
  }

  return {
    unread,

    /** One page of the customer's matches, newest first, of listings they may still see; and the unread count. */
    async matches(customerId: string, page: number): Promise<{ data: Match[]; total: number; unread: number }> {
      const [rows, [counted], unreadCount] = await Promise.all([
        matchRows(customerId)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db
          .select({ n: count() })
          .from(matches)
          .innerJoin(listings, eq(listings.id, matches.listingId))
          .where(visibleMatches(customerId)),
        unread(customerId),
      ])
      return { data: rows.map(toMatch), total: Number(counted?.n ?? 0), unread: unreadCount }
    },

    /** Every match of the customer, newest first (their data export). */
    async every(customerId: string): Promise<Match[]> {
      return (await matchRows(customerId)).map(toMatch)
    },

    async markRead(customerId: string, now: Date): Promise<void> {
      await db
        .update(matches)
        .set({ readAt: now })
        .where(and(eq(matches.customerId, customerId), isNull(matches.readAt)))
    },
  }
}
