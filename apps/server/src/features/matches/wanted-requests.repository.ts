import { and, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { isLive } from '@raqam/listing-rules/state'
import type { Listing } from '#contract.ts'
import type { Db } from '#db/handle.ts'
import { listings, savedSearches } from '#db/schema.ts'
import { orderOf } from '#features/shared/list-sql-conditions.ts'
import { selectListings, toListing } from '#features/shared/listing-rows.ts'

/** What the rule reads of the listing whose counterparts are wanted (either side). */
export type MatchingListing = Pick<
  typeof listings.$inferSelect,
  | 'id'
  | 'customerId'
  | 'category'
  | 'isOrder'
  | 'city'
  | 'code'
  | 'digits'
  | 'operator'
  | 'number'
  | 'patterns'
  | 'newPrice'
  | 'budget'
  | 'status'
  | 'isSold'
>

/** The columns of a MatchingListing (saved searches read them too, beside their own). */
export const matchingColumns = {
  id: listings.id,
  customerId: listings.customerId,
  category: listings.category,
  isOrder: listings.isOrder,
  city: listings.city,
  code: listings.code,
  digits: listings.digits,
  operator: listings.operator,
  number: listings.number,
  patterns: listings.patterns,
  newPrice: listings.newPrice,
  budget: listings.budget,
  status: listings.status,
  isSold: listings.isSold,
}

/** A wanted request a listing for sale answers, as the standing search needs it. */
export interface AnsweredRequest {
  id: string
  customerId: string
  number: string
}

/** `isLive` (@raqam/listing-rules/state) as SQL: shared and not sold. */
export const live = (): SQL => and(eq(listings.status, true), eq(listings.isSold, false))!

/**
 * The rule of "a number like this" (ADR 0022, `getProductMatches` in the contract), as conditions on
 * `listings` for the other side of `listing`: a listing for sale answers a wanted request of another
 * customer when both are on the market, of the same category, of the same emirate, code and digit
 * count (plates) or operator (mobile numbers), the listing shares one of the request's patterns or is
 * the same number, and costs no more than the request's budget. Stated once, read from either side:
 * the publish that notifies requesters, and both lists of getProductMatches.
 */
function counterpartConditions(listing: MatchingListing): SQL[] {
  const where: SQL[] = [live(), eq(listings.isOrder, !listing.isOrder), eq(listings.category, listing.category)]
  if (listing.category === 'mobile') where.push(eq(listings.operator, listing.operator!))
  else
    where.push(eq(listings.city, listing.city!), eq(listings.code, listing.code!), eq(listings.digits, listing.digits!))
  const patterns = listing.patterns ?? []
  where.push(
    patterns.length > 0
      ? or(sql`${listings.patterns} && ${`{${patterns.join(',')}}`}::text[]`, eq(listings.number, listing.number))!
      : eq(listings.number, listing.number),
  )
  if (listing.isOrder) {
    if (listing.budget !== null) where.push(lte(listings.newPrice, listing.budget))
  } else {
    where.push(or(isNull(listings.budget), gte(listings.budget, listing.newPrice ?? 0))!)
  }
  // Nobody answers their own request; a listing of the company (no owner) answers anybody's.
  if (listing.customerId) where.push(or(isNull(listings.customerId), ne(listings.customerId, listing.customerId))!)
  return where
}

export function wantedRequestsRepository(db: Db) {
  return {
    /** The columns the rule reads, of any listing (visibility is the caller's business); null if none. */
    async matchingListing(id: string): Promise<MatchingListing | null> {
      const [row] = await db.select(matchingColumns).from(listings).where(eq(listings.id, id)).limit(1)
      return row ?? null
    },

    /**
     * The other side of a listing's matches, as the viewer sees them: for a wanted request the
     * listings for sale answering it, cheapest first; for a listing for sale the requests it answers,
     * newest first. One page, and how many in all.
     */
    async counterparts(listing: MatchingListing, viewerId: string | null): Promise<{ data: Listing[]; total: number }> {
      // Only live listings (docs/adr/0022-wanted-requests-matched.md): the other side of a sold one is nobody.
      if (!isLive(listing)) return { data: [], total: 0 }
      const where = and(...counterpartConditions(listing))
      const [rows, [counted]] = await Promise.all([
        selectListings(db, viewerId)
          .where(where)
          .orderBy(...orderOf(listing.isOrder ? 'newPrice' : undefined))
          .limit(PAGE_SIZE),
        db.select({ n: count() }).from(listings).where(where),
      ])
      return { data: rows.map((row) => toListing(row)), total: Number(counted?.n ?? 0) }
    },

    /** Every wanted request a listing for sale answers (for their owners' messages). */
    async answeredRequests(listing: MatchingListing): Promise<AnsweredRequest[]> {
      if (listing.isOrder || !isLive(listing)) return []
      const rows = await db
        .select({ id: listings.id, customerId: listings.customerId, number: listings.number })
        .from(listings)
        .where(and(...counterpartConditions(listing)))
        .orderBy(desc(listings.createdAt))
      // A wanted request always has an owner (the company publishes only for sale).
      return rows.filter((row): row is AnsweredRequest => row.customerId !== null)
    },

    /**
     * The standing search of each request, made on its first match (ADR 0022): it holds the request's
     * matches, its hour of quiet and its unsubscribe link, like a saved search. Messages link to
     * `origin`, the storefront the match was made through.
     */
    async standingSearches(
      requests: AnsweredRequest[],
      extra: { origin: string; newToken: () => string },
    ): Promise<{ id: string; customerId: string }[]> {
      if (requests.length === 0) return []
      await db
        .insert(savedSearches)
        .values(
          requests.map((request) => ({
            customerId: request.customerId,
            name: request.number,
            filters: {},
            isOrder: false,
            wantedId: request.id,
            origin: extra.origin,
            unsubscribeToken: extra.newToken(),
          })),
        )
        .onConflictDoNothing({ target: savedSearches.wantedId })
      return db
        .select({ id: savedSearches.id, customerId: savedSearches.customerId })
        .from(savedSearches)
        .where(
          inArray(
            savedSearches.wantedId,
            requests.map((request) => request.id),
          ),
        )
    },
  }
}
