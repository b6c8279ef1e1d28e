import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { customers, listings, matches, savedSearches } from '#db/schema.ts'
import { listingColumns, toListing, visibleTo } from '#features/shared/listing-rows.ts'

type Match = components['schemas']['Match']

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

  return {
    unread,

    /** One page of the customer's matches, newest first, of listings they may still see; and the unread count. */
    async matches(customerId: string, page: number): Promise<{ data: Match[]; total: number; unread: number }> {
      const where = and(eq(matches.customerId, customerId), visibleTo(customerId))
      const [rows, [counted], unreadCount] = await Promise.all([
        db
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
          .where(where)
          .orderBy(desc(matches.createdAt), desc(matches.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(matches).innerJoin(listings, eq(listings.id, matches.listingId)).where(where),
        unread(customerId),
      ])
      return {
        data: rows.map((row) => ({
          _id: row.matchId,
          product: toListing(row),
          savedSearch: { _id: row.savedSearchId, name: row.savedSearchName, wanted: row.wantedId },
          createdAt: new Date(row.matchedAt).toISOString(),
          read: row.readAt !== null,
        })),
        total: Number(counted?.n ?? 0),
        unread: unreadCount,
      }
    },

    async markRead(customerId: string, now: Date): Promise<void> {
      await db
        .update(matches)
        .set({ readAt: now })
        .where(and(eq(matches.customerId, customerId), isNull(matches.readAt)))
    },
  }
}
