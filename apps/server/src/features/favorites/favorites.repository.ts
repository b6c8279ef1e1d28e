import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { PatternId } from '@raqam/patterns/pattern-table'
import type { Db } from '#db/handle.ts'
import { statementShapes, type Bind } from '#db/statement-shapes.ts'
import { customers, favorites, listings } from '#db/schema.ts'
import type { Category, Listing } from '#contract.ts'
import { kindConditions, patternConditions } from '#features/shared/list-sql-conditions.ts'
import { listingColumns, toListing, visibleTo } from '#features/shared/listing-rows.ts'

export function favoritesRepository(db: Db) {
  // The list's two statements, built once per filter set and page (ADR 0029); the customer is a parameter.
  const shapes = statementShapes()

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

    /** The caller's favourites, most recently added first; no longer shared ones only if theirs. */
    async list(
      customerId: string,
      filters: { categories?: Category[]; patterns?: PatternId[] },
      page: number,
    ): Promise<{ data: Listing[]; total: number }> {
      const patterns = patternConditions(filters.patterns)
      const where = (bind: Bind) =>
        and(
          eq(favorites.customerId, bind('viewerId', customerId)),
          visibleTo(customerId, bind),
          filters.categories?.length ? inArray(listings.category, filters.categories) : undefined,
          kindConditions(
            patterns.plate ? [patterns.plate] : [],
            patterns.mobile ? [patterns.mobile] : [],
            filters.categories,
          ),
        )
      const shape = (statement: string) => () => JSON.stringify([statement, filters, page])
      const [rows, [counted]] = await Promise.all([
        shapes.run(
          (bind) =>
            db
              .select(listingColumns(customerId, bind))
              .from(favorites)
              .innerJoin(listings, eq(listings.id, favorites.listingId))
              .leftJoin(customers, eq(customers.id, listings.customerId))
              .where(where(bind))
              .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
              .limit(PAGE_SIZE)
              .offset((page - 1) * PAGE_SIZE),
          shape('page'),
        ),
        shapes.run(
          (bind) =>
            db
              .select({ n: count() })
              .from(favorites)
              .innerJoin(listings, eq(listings.id, favorites.listingId))
              .where(where(bind)),
          shape('count'),
        ),
      ])
      return { data: rows.map((row) => toListing(row)), total: Number(counted?.n ?? 0) }
    },
  }
}
