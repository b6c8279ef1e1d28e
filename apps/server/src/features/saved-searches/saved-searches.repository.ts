import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { savedSearches } from '#db/schema.ts'

type SavedSearch = components['schemas']['SavedSearch']
type SavedSearchCreate = components['schemas']['SavedSearchCreate']

type SavedSearchRow = typeof savedSearches.$inferSelect

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  alerts: row.alerts,
  createdAt: new Date(row.createdAt).toISOString(),
})

/**
 * A customer's saved searches: listing, saving and deleting them. Their matches are the matches
 * feature's (features/matches), their unsubscribe links unsubscribe-links.repository.ts's.
 */
export function savedSearchesRepository(db: Db) {
  return {
    async list(customerId: string): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.customerId, customerId), isNull(savedSearches.wantedId)))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      return rows.map(toSavedSearch)
    },

    /**
     * Saves unless the customer has `max` already (null then). One transaction holding a lock per
     * customer, so two saves at once cannot both pass the count.
     */
    async create(
      customerId: string,
      input: SavedSearchCreate,
      extra: { origin: string; unsubscribeToken: string; max: number },
    ): Promise<SavedSearch | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${customerId}`}))`)
        const [counted] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(and(eq(savedSearches.customerId, customerId), isNull(savedSearches.wantedId)))
        if (Number(counted?.n ?? 0) >= extra.max) return null
        const [row] = await tx
          .insert(savedSearches)
          .values({
            customerId,
            name: input.name.trim(),
            filters: input.filters,
            category: input.filters.category ?? null,
            isOrder: input.filters.isOrder ?? false,
            city: input.filters.city ?? null,
            digits: input.filters.digit ?? null,
            origin: extra.origin,
            unsubscribeToken: extra.unsubscribeToken,
          })
          .returning()
        return toSavedSearch(row!)
      })
    },

    /** True when the customer had it (a wanted request's standing search goes only with the request). */
    async delete(customerId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.customerId, customerId), isNull(savedSearches.wantedId)))
        .returning({ id: savedSearches.id })
      return removed.length > 0
    },
  }
}
