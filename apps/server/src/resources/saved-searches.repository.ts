import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/client.ts'
import { customers, listings, matches, savedSearches } from '#db/schema.ts'
import type { FilteredListing } from '#domain/listing-filter.ts'
import { productColumns, toProduct, visibleTo } from './products.rows.ts'

type SavedSearch = components['schemas']['SavedSearch']
type SavedSearchCreate = components['schemas']['SavedSearchCreate']
type Match = components['schemas']['Match']
type Language = components['schemas']['Language']

type SavedSearchRow = typeof savedSearches.$inferSelect

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  alerts: row.alerts,
  createdAt: new Date(row.createdAt).toISOString(),
})

/** A listing as matching and messages need it: the filters' columns, and what a message says. */
export type PublishedListing = FilteredListing & {
  id: string
  customerId: string | null
  titleEn: string
  titleAr: string
}

/** A saved search whose waiting matches are due in a message, with its owner's addresses. */
export interface DueAlert {
  savedSearchId: string
  name: string
  origin: string
  unsubscribeToken: string
  email: string
  phone: string
  language: Language
  /** Before this message: what the hour is measured from (null: never messaged). */
  lastMessagedAt: Date | null
  listings: {
    id: string
    category: PublishedListing['category']
    titleEn: string
    titleAr: string
    newPrice: number | null
    isOrder: boolean
  }[]
  matchIds: string[]
}

export function savedSearchesRepository(db: Db) {
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

    async list(customerId: string): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.customerId, customerId))
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
          .where(eq(savedSearches.customerId, customerId))
        if (Number(counted?.n ?? 0) >= extra.max) return null
        const [row] = await tx
          .insert(savedSearches)
          .values({
            customerId,
            name: input.name.trim(),
            filters: input.filters,
            category: input.filters.category ?? null,
            isOrder: input.filters.isOrder ?? false,
            origin: extra.origin,
            unsubscribeToken: extra.unsubscribeToken,
          })
          .returning()
        return toSavedSearch(row!)
      })
    },

    /** True when the customer had it. */
    async delete(customerId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.customerId, customerId)))
        .returning({ id: savedSearches.id })
      return removed.length > 0
    },

    /** Stops a saved search's messages by its link's token; its name, or null for an unknown token. */
    async unsubscribe(token: string): Promise<string | null> {
      const [row] = await db
        .update(savedSearches)
        .set({ alerts: false })
        .where(eq(savedSearches.unsubscribeToken, token))
        .returning({ name: savedSearches.name })
      return row?.name ?? null
    },

    /** A listing others can see and buy (or answer), with what matching needs; null otherwise. */
    async publishedListing(id: string): Promise<PublishedListing | null> {
      const [row] = await db
        .select({
          id: listings.id,
          customerId: listings.customerId,
          category: listings.category,
          isOrder: listings.isOrder,
          city: listings.city,
          code: listings.code,
          digits: listings.digits,
          operator: listings.operator,
          prefix: listings.prefix,
          patterns: listings.patterns,
          newPrice: listings.newPrice,
          search: listings.search,
          titleEn: listings.titleEn,
          titleAr: listings.titleAr,
        })
        .from(listings)
        .where(and(eq(listings.id, id), eq(listings.status, true), eq(listings.isSold, false)))
        .limit(1)
      return row ?? null
    },

    /**
     * The saved searches that could match a listing, found by the two columns they keep beside their
     * filters (the saved_searches_candidates index); each is then matched in full. Never the
     * owner's own.
     */
    async candidates(listing: PublishedListing): Promise<Pick<SavedSearchRow, 'id' | 'customerId' | 'filters'>[]> {
      return db
        .select({ id: savedSearches.id, customerId: savedSearches.customerId, filters: savedSearches.filters })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.isOrder, listing.isOrder),
            or(isNull(savedSearches.category), eq(savedSearches.category, listing.category)),
            listing.customerId ? ne(savedSearches.customerId, listing.customerId) : undefined,
          ),
        )
    },

    /** Records the matches; those already recorded (a listing edited into a match again) are skipped. */
    async addMatches(listingId: string, searches: { id: string; customerId: string }[], now: Date): Promise<string[]> {
      if (searches.length === 0) return []
      const added = await db
        .insert(matches)
        .values(
          searches.map((search) => ({
            savedSearchId: search.id,
            customerId: search.customerId,
            listingId,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ savedSearchId: matches.savedSearchId })
      return added.map((row) => row.savedSearchId)
    },

    /**
     * The saved searches with messages on whose waiting matches may go out now: never messaged, or
     * last messaged before `quietSince`. Only `ids` when given (right after a publish).
     */
    async dueAlerts(quietSince: Date, ids?: string[]): Promise<DueAlert[]> {
      if (ids?.length === 0) return []
      const rows = await db
        .select({
          savedSearchId: savedSearches.id,
          name: savedSearches.name,
          origin: savedSearches.origin,
          unsubscribeToken: savedSearches.unsubscribeToken,
          lastMessagedAt: savedSearches.lastMessagedAt,
          email: customers.email,
          phone: customers.phone,
          language: customers.language,
          matchId: matches.id,
          listingId: listings.id,
          category: listings.category,
          titleEn: listings.titleEn,
          titleAr: listings.titleAr,
          newPrice: listings.newPrice,
          isOrder: listings.isOrder,
        })
        .from(matches)
        .innerJoin(savedSearches, eq(savedSearches.id, matches.savedSearchId))
        .innerJoin(customers, eq(customers.id, savedSearches.customerId))
        .innerJoin(listings, eq(listings.id, matches.listingId))
        .where(
          and(
            isNull(matches.messagedAt),
            eq(savedSearches.alerts, true),
            or(isNull(savedSearches.lastMessagedAt), lte(savedSearches.lastMessagedAt, quietSince)),
            ids ? inArray(savedSearches.id, ids) : undefined,
          ),
        )
        .orderBy(savedSearches.id, matches.createdAt)
      const alerts = new Map<string, DueAlert>()
      for (const row of rows) {
        let alert = alerts.get(row.savedSearchId)
        if (!alert) {
          const {
            matchId: _m,
            listingId: _l,
            category: _c,
            titleEn: _e,
            titleAr: _a,
            newPrice: _p,
            isOrder: _o,
            ...head
          } = row
          alert = { ...head, listings: [], matchIds: [] }
          alerts.set(row.savedSearchId, alert)
        }
        alert.matchIds.push(row.matchId)
        alert.listings.push({
          id: row.listingId,
          category: row.category,
          titleEn: row.titleEn,
          titleAr: row.titleAr,
          newPrice: row.newPrice,
          isOrder: row.isOrder,
        })
      }
      return [...alerts.values()]
    },

    /**
     * Takes a due alert for sending: its saved search's hour (still over, or null: another sender took
     * it first) and the matches nobody else took. Two senders at once (the sweep and a publish, or two
     * instances) therefore never send the same matches, nor two messages within the hour.
     */
    async claim(alert: DueAlert, now: Date, quietSince: Date): Promise<DueAlert | null> {
      return db.transaction(async (tx) => {
        const [search] = await tx
          .update(savedSearches)
          .set({ lastMessagedAt: now })
          .where(
            and(
              eq(savedSearches.id, alert.savedSearchId),
              or(isNull(savedSearches.lastMessagedAt), lte(savedSearches.lastMessagedAt, quietSince)),
            ),
          )
          .returning({ id: savedSearches.id })
        if (!search) return null
        const claimed = await tx
          .update(matches)
          .set({ messagedAt: now })
          .where(and(inArray(matches.id, alert.matchIds), isNull(matches.messagedAt)))
          .returning({ id: matches.id })
        const ids = new Set(claimed.map((row) => row.id))
        if (ids.size === 0) {
          // Nothing left to tell: the hour stays as it was.
          await tx
            .update(savedSearches)
            .set({ lastMessagedAt: alert.lastMessagedAt })
            .where(eq(savedSearches.id, alert.savedSearchId))
          return null
        }
        const kept = alert.matchIds
          .map((id, index) => ({ id, listing: alert.listings[index]! }))
          .filter(({ id }) => ids.has(id))
        return { ...alert, matchIds: kept.map(({ id }) => id), listings: kept.map(({ listing }) => listing) }
      })
    },

    /** A claimed alert could not be sent: its matches wait again, and its hour is as it was. */
    async release(alert: DueAlert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(matches).set({ messagedAt: null }).where(inArray(matches.id, alert.matchIds))
        await tx
          .update(savedSearches)
          .set({ lastMessagedAt: alert.lastMessagedAt })
          .where(eq(savedSearches.id, alert.savedSearchId))
      })
    },

    /** One page of the customer's matches, newest first, of listings they may still see; and the unread count. */
    async matches(customerId: string, page: number): Promise<{ data: Match[]; total: number; unread: number }> {
      const where = and(eq(matches.customerId, customerId), visibleTo(customerId))
      const [rows, [counted], unreadCount] = await Promise.all([
        db
          .select({
            ...productColumns(customerId),
            matchId: matches.id,
            matchedAt: matches.createdAt,
            readAt: matches.readAt,
            savedSearchId: savedSearches.id,
            savedSearchName: savedSearches.name,
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
          product: toProduct(row),
          savedSearch: { _id: row.savedSearchId, name: row.savedSearchName },
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
