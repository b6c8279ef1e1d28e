import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client.ts'
import { favorites } from '#db/schema.ts'

export function favoritesRepository(db: Db) {
  return {
    /** Idempotent: a second add is a no-op (and two racing adds cannot both insert). */
    async add(customerId: string, listingId: string): Promise<void> {
      await db.insert(favorites).values({ customerId, listingId }).onConflictDoNothing()
    },

    /** True when a favourite was there to remove. */
    async remove(customerId: string, listingId: string): Promise<boolean> {
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.customerId, customerId), eq(favorites.listingId, listingId)))
        .returning({ id: favorites.listingId })
      return removed.length > 0
    },
  }
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>
