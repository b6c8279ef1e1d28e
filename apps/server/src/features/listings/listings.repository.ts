import { and, count as countAll, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE, PRICE_HISTORY_LENGTH } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { announceListingsChanged } from '#db/listing-changes.ts'
import { asValue, statementShapes, type Bind, type Preparable } from '#db/statement-shapes.ts'
import { favorites, listingCounts, listingPrices, listings } from '#db/schema.ts'
import { LISTINGS_PER_HOUR_WINDOW_MS } from '#auth/limits.ts'
import { derivedColumns } from '#domain/listings.ts'
import type { Category, Listing, ListingCreate, ListingUpdate } from '#contract.ts'
import { listConditions, orderOf, SORT_MATCHES_BELOW, type ListingQuery } from '#features/shared/list-sql-conditions.ts'
import { selectListings, toListing, visibleTo } from '#features/shared/listing-rows.ts'
import { countCache } from './count-cache.ts'
import { keptPages } from './kept-pages.ts'

type PricePoint = components['schemas']['PricePoint']

/** What the owner-only writes check before they change a listing. */
export interface Ownership {
  customerId: string | null
  /** Shared: others can see it. */
  status: boolean
  isSold: boolean
  isOrder: boolean
  withdrawn: boolean
  /** Hidden by the moderators: only they can share it again. */
  hidden: boolean
}

/** What the publishing quota looks at: the owner's listings of the last hour and unsold ones. */
export interface PublishingUsage {
  lastHour: number
  /** When the oldest listing of the last hour was created (the quota frees up an hour after it). */
  oldestInHour: Date | null
  unsold: number
}

export function listingsRepository(db: Db, options: { countCacheMs?: number; answerCacheMs?: number } = {}) {
  const counts = countCache(options.countCacheMs ?? 0)
  const visitorPages = keptPages(options.answerCacheMs ?? 0)
  const shapes = statementShapes()

  /**
   * A list's statement, built once per shape: its key is the query with each bound value reduced to
   * whether it was given. Lists of given ids are built each time (their count of ids shapes them).
   */
  function runList<Row>(query: ListingQuery, statement: string, build: (bind: Bind) => Preparable<Row>) {
    if (query.ids) return build(asValue).prepare('').execute({})
    return shapes.run(build, (bound) =>
      JSON.stringify([statement, query], (key, value: unknown) =>
        bound.has(key) ? value !== undefined && value !== null : value,
      ),
    )
  }

  /** One page of a list as its viewer sees it, read from the database (counts kept for a few seconds). */
  async function readList(query: ListingQuery): Promise<{ data: Listing[]; total: number }> {
    const statements = {
      count: () => runList(query, 'count', (bind) => listStatements(db, query, bind).count()),
      page: (sortMatches: boolean, withTotal = false) =>
        runList(query, `page ${sortMatches} ${withTotal}`, (bind) =>
          listStatements(db, query, bind).page(sortMatches, withTotal),
        ),
    }
    // The count depends on the filters only (and on the viewer when their hidden listings count).
    const { page: _page, sort: _sort, viewerId, ...filters } = query
    const key = JSON.stringify({ ...filters, viewer: query.includeOwnHidden ? viewerId : null })
    const countMatches = () =>
      counts.get(key, async () => {
        const [counted] = await statements.count()
        return Number(counted?.n ?? 0)
      })
    // Trigrams need 3 characters: a shorter keyword has no index to collect its matches with.
    if ((query.keyword?.trim().length ?? 0) >= 3 && query.sort) {
      // The count decides the plan (see orderOf), so it comes first.
      const total = await countMatches()
      return { data: (await statements.page(total < SORT_MATCHES_BELOW)).map((row) => toListing(row)), total }
    }
    const kept = counts.peek(key)
    if (kept !== undefined) return { data: (await statements.page(false)).map((row) => toListing(row)), total: kept }
    // The count rides in the page's statement: one statement and round trip fewer per list, about a
    // sixth of a cheap list's CPU (ADR 0024). A page past the last has no row to carry it.
    const rows = await statements.page(false, true)
    const total = rows[0]?.total ?? (await countMatches())
    counts.keep(key, total)
    return { data: rows.map((row) => toListing(row)), total }
  }

  /** Which of `ids` the customer has among their favourites: one lookup of the favourites' key. */
  async function favoriteAmong(customerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await db
      .select({ id: favorites.listingId })
      .from(favorites)
      .where(and(eq(favorites.customerId, customerId), inArray(favorites.listingId, ids)))
    return new Set(rows.map((row) => row.id))
  }

  return {
    /** Another instance (or this one) wrote a listing: the kept counts and visitors' pages may be wrong. */
    forgetCounts: () => {
      counts.clear()
      visitorPages.clear()
    },

    /**
     * One page of a filtered, sorted list and the number of pages. A signed-in customer's public list is
     * the visitors' page, kept, with their favourites laid over it by one indexed query; only a page
     * holding one of their own listings (whose sale and verification they alone see) is read for them.
     */
    async list(query: ListingQuery): Promise<{ data: Listing[]; total: number }> {
      const viewerId = query.viewerId
      if (!viewerId || query.includeOwnHidden) return readList(query)
      const visitors = { ...query, viewerId: null }
      const page = await visitorPages.get(JSON.stringify(visitors), () => readList(visitors))
      if (page.data.some((listing) => listing.customer?._id === viewerId)) return readList(query)
      const liked = await favoriteAmong(
        viewerId,
        page.data.map((listing) => listing._id),
      )
      return { ...page, data: page.data.map((listing) => ({ ...listing, isFavorite: liked.has(listing._id) })) }
    },
    /** A listing as the viewer may see it, or null (missing, or not shared and not theirs). */
    async find(id: string, viewerId: string | null): Promise<Listing | null> {
      const [row] = await selectListings(db, viewerId)
        .where(and(eq(listings.id, id), visibleTo(viewerId)))
        .limit(1)
      return row ? toListing(row) : null
    },

    /** Any listing, hidden and unshared ones too, as the moderators see it (with why it is hidden). */
    async findForStaff(id: string): Promise<Listing | null> {
      const [row] = await selectListings(db, null).where(eq(listings.id, id)).limit(1)
      return row ? toListing(row, { staff: true }) : null
    },

    /** How many listings a visitor may see (the sitemap's size). */
    async countVisible(): Promise<number> {
      const [counted] = await db.select({ n: countAll() }).from(listings).where(visibleTo(null))
      return Number(counted?.n ?? 0)
    },

    /**
     * The listings a visitor may see, in id order: `limit` of them, skipping `offset`, after the id
     * `after`. The sitemap walks them a page at a time (the key `after` from the second page on), so
     * no answer holds them all.
     */
    async visibleIds(page: {
      after: string | null
      offset: number
      limit: number
    }): Promise<{ id: string; category: Category }[]> {
      const where = page.after ? and(visibleTo(null), gt(listings.id, page.after)) : visibleTo(null)
      return db
        .select({ id: listings.id, category: listings.category })
        .from(listings)
        .where(where)
        .orderBy(listings.id)
        .limit(page.limit)
        .offset(page.offset)
    },

    /**
     * A listing's asking prices, oldest first: the latest PRICE_HISTORY_LENGTH of them. The database
     * records them (the triggers of migration 0009), whoever writes the listing.
     */
    async priceHistory(id: string): Promise<PricePoint[]> {
      const rows = await db
        .select({ price: listingPrices.price, at: listingPrices.at })
        .from(listingPrices)
        .where(eq(listingPrices.listingId, id))
        .orderBy(desc(listingPrices.at), desc(listingPrices.id))
        .limit(PRICE_HISTORY_LENGTH)
      return rows.reverse().map((row) => ({ price: row.price, at: new Date(row.at).toISOString() }))
    },

    /** Who owns a listing, whether others can see it, and the states that decide what may change. */
    async ownership(id: string): Promise<Ownership | null> {
      const [row] = await db
        .select({
          customerId: listings.customerId,
          status: listings.status,
          isSold: listings.isSold,
          isOrder: listings.isOrder,
          withdrawnAt: listings.withdrawnAt,
          hiddenAt: listings.hiddenAt,
        })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1)
      if (!row) return null
      const { withdrawnAt, hiddenAt, ...rest } = row
      return { ...rest, withdrawn: withdrawnAt !== null, hidden: hiddenAt !== null }
    },

    /**
     * Creates a listing if `admit` lets the owner's publishing so far through (it throws to refuse).
     * One transaction holding a lock per owner, so parallel publishes see each other in the count. The
     * unique index refuses a second unsold listing for the same number (23505).
     */
    async create(
      ownerId: string,
      input: ListingCreate,
      now: Date,
      admit: (usage: PublishingUsage) => void,
    ): Promise<string> {
      counts.clear()
      const forSale = !input.isOrder
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publish:${ownerId}`}))`)
        const hourAgo = new Date(now.getTime() - LISTINGS_PER_HOUR_WINDOW_MS)
        const [usage] = await tx
          .select({
            lastHour: sql<number>`count(*) filter (where ${listings.createdAt} > ${hourAgo})`.mapWith(Number),
            oldestInHour:
              sql<Date | null>`min(${listings.createdAt}) filter (where ${listings.createdAt} > ${hourAgo})`.mapWith(
                (value: string | Date | null) => (value === null ? null : new Date(value)),
              ),
            unsold: sql<number>`count(*) filter (where not ${listings.isSold})`.mapWith(Number),
          })
          .from(listings)
          .where(eq(listings.customerId, ownerId))
        admit(usage!)
        const [row] = await tx
          .insert(listings)
          .values({
            customerId: ownerId,
            category: input.category,
            city: input.category === 'mobile' ? null : (input.city ?? null),
            code: input.category === 'mobile' ? null : (input.code ?? null),
            operator: input.category === 'mobile' ? (input.operator ?? null) : null,
            number: input.number,
            ...derivedColumns(input.category, input.number),
            titleEn: input.titleEn.trim(),
            titleAr: input.titleAr.trim(),
            descriptionEn: input.descriptionEn ?? '',
            descriptionAr: input.descriptionAr ?? '',
            oldPrice: forSale ? (input.oldPrice ?? null) : null,
            newPrice: forSale ? (input.newPrice ?? null) : null,
            budget: forSale ? null : (input.budget ?? null),
            isOrder: input.isOrder ?? false,
            // The app's clock, which the hourly quota counts with.
            createdAt: now,
          })
          .returning({ id: listings.id })
        await announceListingsChanged(tx)
        return row!.id
      })
    },

    /**
     * Sold from `now` on, unless it already was (a sale keeps its first date). `sale`, when the seller
     * sent one, replaces the price and the choice to publish it; without it they stay as they were.
     */
    async markSold(id: string, now: Date, sale?: { price: number | null; publish: boolean }): Promise<void> {
      await write(id, {
        isSold: true,
        soldAt: sql`coalesce(${listings.soldAt}, ${now})`,
        ...(sale && { soldPrice: sale.price, soldPricePublished: sale.publish }),
      })
    },

    /**
     * The owner's changes (checked by the handler); a changed newPrice enters the history by trigger.
     * While moderators hide the listing, its sharing is the owner's choice for when they restore it.
     */
    async update(id: string, changes: ListingUpdate): Promise<void> {
      const { status, ...rest } = changes
      const trimmed = {
        ...rest,
        ...(changes.titleEn !== undefined && { titleEn: changes.titleEn.trim() }),
        ...(changes.titleAr !== undefined && { titleAr: changes.titleAr.trim() }),
        ...(status !== undefined && { status: unlessHidden(status), sharedWhenHidden: status }),
      }
      await write(id, trimmed)
    },

    /** Off the market until restored: hidden like a listing that is not shared. */
    async withdraw(id: string, now: Date): Promise<void> {
      await write(id, { withdrawnAt: now, status: false })
    },

    /** Back on the market, shared; a listing the moderators hide stays hidden, to be shared when restored. */
    async restore(id: string): Promise<void> {
      await write(id, { withdrawnAt: null, status: unlessHidden(true), sharedWhenHidden: true })
    },
  }

  /** `status` as the owner asks for it, but never shared while hidden (the check constraint's rule). */
  function unlessHidden(status: boolean) {
    return sql<boolean>`${status} and ${listings.hiddenAt} is null`
  }

  /** One listing's columns changed, and every instance told that listing answers changed. */
  function write(id: string, values: PgUpdateSetSource<typeof listings>): Promise<void> {
    counts.clear()
    return db.transaction(async (tx) => {
      await tx.update(listings).set(values).where(eq(listings.id, id))
      await announceListingsChanged(tx)
    })
  }
}

/**
 * From this many skipped matches on, a page's ids are found first and only its rows read: a deep page
 * (reached by URL, not the pager) otherwise reads every skipped row from the table. Measured in
 * `bench:api` (page 400 of cars); shallow pages, most lists, keep the one-step plan, which is cheaper
 * when the filter is one no sort index holds (ADR 0018).
 */
const DEEP_PAGE_OFFSET = 20 * PAGE_SIZE

/**
 * The two statements behind a list: one page of rows (with `withTotal`, each row also carries the
 * count, computed once) and the count of every match. Also what `bench:api` asks PostgreSQL to
 * EXPLAIN, so the plans it prints are the ones the server runs.
 */
export function listStatements(db: Db, query: ListingQuery, bind: Bind = asValue) {
  const where = and(...listConditions(query, bind))
  const offset = (query.page - 1) * PAGE_SIZE
  const count = () =>
    countedByGroup(query)
      ? db
          .select({ n: sql<number>`coalesce(sum(${groups.n}), 0)`.mapWith(Number) })
          .from(groups)
          .where(where)
      : db.select({ n: countAll() }).from(listings).where(where)
  return {
    page: (sortMatches: boolean, withTotal = false) => {
      const order = orderOf(query.sort, sortMatches)
      const total = { total: withTotal ? sql`(${count()})`.mapWith(Number) : sql<null>`null` }
      if (offset < DEEP_PAGE_OFFSET)
        return selectListings(db, query.viewerId, total, bind)
          .where(where)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset(offset)
      // A deep page skips thousands of matches: skip them in an index (every list index holds the sort
      // columns and the id) and read only the page's rows from the table (ADR 0018).
      const ids = db
        .select({ id: listings.id })
        .from(listings)
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(offset)
      return selectListings(db, query.viewerId, total, bind)
        .where(inArray(listings.id, ids))
        .orderBy(...order)
    },
    count,
  }
}

/**
 * listing_counts under the name `listings`: the list's own conditions, written for listings, select
 * its groups unchanged, and a condition on a column it does not keep fails loudly (ADR 0024).
 */
const groups = alias(listingCounts, 'listings')

/** Whether every filter of the list is on a column listing_counts keeps, so its groups can count it. */
function countedByGroup(query: ListingQuery): boolean {
  return (
    !query.includeOwnHidden &&
    !query.customerId &&
    !query.ids &&
    !query.code &&
    !query.keyword?.trim() &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    // listing_counts keeps no verified column: the verified listings are few, and counted directly.
    !query.verified
  )
}
