import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/client.ts'
import { customers, listings, matches, savedSearches } from '#db/schema.ts'
import type { FilteredListing } from '#domain/listing-filter.ts'
import { productColumns, toProduct, visibleTo } from './products.rows.ts'
import type { AlertListing } from '#notifier/kinds.ts'
import { matchingColumns, type MatchingListing } from './wanted-requests.ts'

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

/** A saved search as its unsubscribe link shows it. */
type LinkState = components['schemas']['UnsubscribeState']['data']

const linkStateColumns = { name: savedSearches.name, wantedId: savedSearches.wantedId, alerts: savedSearches.alerts }

const toLinkState = (row: { name: string; wantedId: string | null; alerts: boolean }): LinkState => ({
  name: row.name,
  wanted: row.wantedId !== null,
  alerts: row.alerts,
})

/** The state of an unsubscribe link's token (in `db` or a transaction); null for an unknown token. */
async function linkStateOf(db: Db, token: string): Promise<LinkState | null> {
  const [row] = await db.select(linkStateColumns).from(savedSearches).where(eq(savedSearches.unsubscribeToken, token))
  return row ? toLinkState(row) : null
}

/**
 * A listing as matching and messages need it: the filters' columns, what the rule of wanted requests
 * reads, and what a message says.
 */
export type PublishedListing = FilteredListing &
  MatchingListing & {
    titleEn: string
    titleAr: string
  }

/** One row of claimDue's statement (snake case, as PostgreSQL names them). */
interface ClaimedRow {
  search_id: string
  name: string
  origin: string
  unsubscribe_token: string
  wanted_id: string | null
  email: string
  phone: string
  language: Language
  listing_id: string
  category: PublishedListing['category']
  city: AlertListing['city']
  code: string | null
  number: string
  operator: AlertListing['operator']
  title_en: string
  title_ar: string
  new_price: string | number | null
  is_order: boolean
  is_sold: boolean
}

/** A saved search whose waiting matches are due in a message, with its owner's addresses. */
export interface DueAlert {
  savedSearchId: string
  name: string
  origin: string
  unsubscribeToken: string
  /** The wanted request the search stands for (then `name` is its number), or null for a saved search. */
  wantedId: string | null
  email: string
  phone: string
  language: Language
  listings: AlertListing[]
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

    /** The saved search of an unsubscribe link's token and whether its messages are on; null for an unknown token. */
    async linkState(token: string): Promise<LinkState | null> {
      return linkStateOf(db, token)
    },

    /** Stops a saved search's messages by its link's token (idempotent); null for an unknown token. */
    async unsubscribe(token: string): Promise<LinkState | null> {
      const [row] = await db
        .update(savedSearches)
        .set({ alerts: false })
        .where(eq(savedSearches.unsubscribeToken, token))
        .returning(linkStateColumns)
      return row ? toLinkState(row) : null
    },

    /**
     * Starts a saved search's messages again by its link's token (idempotent); null for an unknown token.
     * The matches recorded while they were off are marked told: the customer asked not to hear of
     * those, and they are on the matches page, so turning messages on after a month does not send a
     * month of matches at once. A search whose messages were on keeps its waiting matches.
     */
    async resubscribe(token: string, now: Date): Promise<LinkState | null> {
      return db.transaction(async (tx) => {
        const [turnedOn] = await tx
          .update(savedSearches)
          .set({ alerts: true })
          .where(and(eq(savedSearches.unsubscribeToken, token), eq(savedSearches.alerts, false)))
          .returning({ id: savedSearches.id })
        if (turnedOn) {
          await tx
            .update(matches)
            .set({ messagedAt: now })
            .where(and(eq(matches.savedSearchId, turnedOn.id), isNull(matches.messagedAt)))
        }
        return linkStateOf(tx, token)
      })
    },

    /** A listing others can see and buy (or answer), with what matching needs; null otherwise. */
    async publishedListing(id: string): Promise<PublishedListing | null> {
      const [row] = await db
        .select({
          ...matchingColumns,
          prefix: listings.prefix,
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
     * The saved searches that could match a listing, found by the columns they keep beside their
     * filters (the saved_searches_candidates index); each is then matched in full. Never the
     * owner's own, nor the standing searches of wanted requests, which match by their own rule
     * (wanted-requests.ts).
     */
    async candidates(listing: PublishedListing): Promise<Pick<SavedSearchRow, 'id' | 'customerId' | 'filters'>[]> {
      return db
        .select({ id: savedSearches.id, customerId: savedSearches.customerId, filters: savedSearches.filters })
        .from(savedSearches)
        .where(
          and(
            isNull(savedSearches.wantedId),
            eq(savedSearches.isOrder, listing.isOrder),
            or(isNull(savedSearches.category), eq(savedSearches.category, listing.category)),
            // A plate passes only searches of its emirate and digit count, or of any; a mobile number
            // any (a mobile search may carry plate filters it ignores).
            listing.category !== 'mobile'
              ? and(
                  or(isNull(savedSearches.city), eq(savedSearches.city, listing.city!)),
                  or(isNull(savedSearches.digits), eq(savedSearches.digits, listing.digits!)),
                )
              : undefined,
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
     * Takes every alert due now for sending, in one statement: the saved searches with messages on,
     * waiting matches, and no message since `quietSince` (only `ids` when given: right after a publish).
     * Their hour starts now and their waiting matches are marked told, so another sender (the sweep, a
     * publish, another instance) finds neither: rows it would race for are skipped while locked. Run in
     * `tx`, the transaction that queues the alerts' messages: claimed exactly when queued.
     */
    async claimDue(now: Date, quietSince: Date, ids: string[] | undefined, tx: Db): Promise<DueAlert[]> {
      if (ids?.length === 0) return []
      const only = ids ? sql`and s.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``
      const result = (await tx.execute(sql`
        with due as (
          select s.id from saved_searches s
          where s.alerts and (s.last_messaged_at is null or s.last_messaged_at <= ${quietSince}) ${only}
            and exists (select 1 from matches m where m.saved_search_id = s.id and m.messaged_at is null)
          for update of s skip locked
        ),
        searches as (
          update saved_searches s set last_messaged_at = ${now} from due where s.id = due.id
          returning s.id, s.name, s.origin, s.unsubscribe_token, s.wanted_id, s.customer_id
        ),
        told as (
          update matches m set messaged_at = ${now} from searches
          where m.saved_search_id = searches.id and m.messaged_at is null
          returning m.id, m.saved_search_id, m.listing_id, m.created_at
        )
        select searches.id as search_id, searches.name, searches.origin, searches.unsubscribe_token,
          searches.wanted_id, c.email, c.phone, c.language, l.id as listing_id,
          l.category, l.city, l.code, l.number, l.operator, l.title_en, l.title_ar, l.new_price, l.is_order, l.is_sold
        from told
          join searches on searches.id = told.saved_search_id
          join customers c on c.id = searches.customer_id
          join listings l on l.id = told.listing_id
        order by searches.id, told.created_at`)) as unknown as { rows: ClaimedRow[] }
      const alerts = new Map<string, DueAlert>()
      for (const row of result.rows) {
        let alert = alerts.get(row.search_id)
        if (!alert) {
          alert = {
            savedSearchId: row.search_id,
            name: row.name,
            origin: row.origin,
            unsubscribeToken: row.unsubscribe_token,
            wantedId: row.wanted_id,
            email: row.email,
            phone: row.phone,
            language: row.language,
            listings: [],
          }
          alerts.set(row.search_id, alert)
        }
        alert.listings.push({
          id: row.listing_id,
          category: row.category,
          city: row.city,
          code: row.code,
          number: row.number,
          operator: row.operator,
          titleEn: row.title_en,
          titleAr: row.title_ar,
          newPrice: row.new_price === null ? null : Number(row.new_price),
          isOrder: row.is_order,
          isSold: row.is_sold,
        })
      }
      return [...alerts.values()]
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
          product: toProduct(row),
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
