import { and, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { patternsById, type PatternId } from '@raqam/patterns/patterns.table'
import type { Db } from '#db/client.ts'
import { customers, favorites, listings } from '#db/schema.ts'
import { LISTINGS_PER_HOUR_WINDOW_MS } from '#auth/limits.ts'
import { derivedColumns } from '#domain/listings.ts'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Category, City, MobilePrefix, Operator } from '#contract.ts'
import { avatarUrl } from './customers.repository.ts'

type Product = components['schemas']['Product']
type ProductCreate = components['schemas']['ProductCreate']

/** What the publishing quota looks at: the owner's listings of the last hour and unsold ones. */
export interface PublishingUsage {
  lastHour: number
  /** When the oldest listing of the last hour was created (the quota frees up an hour after it). */
  oldestInHour: Date | null
  unsold: number
}

/** Every list of the contract holds 12 (DESIGN §3). */

export interface ListingQuery {
  /** The signed-in caller, for isFavorite and for their own not-shared listings. */
  viewerId: string | null
  /** status=all: the caller's own not-shared listings too. */
  includeOwnHidden?: boolean
  category?: Category
  isOrder?: boolean
  digit?: number
  city?: City
  code?: string
  operator?: Operator
  prefix?: MobilePrefix
  /** Listings whose number has any of these patterns (plate ids narrow plates, mobile ids mobile numbers). */
  patterns?: PatternId[]
  keyword?: string
  ad?: boolean
  customerId?: string
  sort?: 'newPrice' | '-newPrice'
  page: number
}

/** The columns a Product is made of: the listing, its seller (never the avatar bytes) and isFavorite. */
function productColumns(viewerId: string | null) {
  return {
    id: listings.id,
    category: listings.category,
    city: listings.city,
    number: listings.number,
    code: listings.code,
    operator: listings.operator,
    titleEn: listings.titleEn,
    titleAr: listings.titleAr,
    descriptionEn: listings.descriptionEn,
    descriptionAr: listings.descriptionAr,
    oldPrice: listings.oldPrice,
    newPrice: listings.newPrice,
    createdAt: listings.createdAt,
    status: listings.status,
    isSold: listings.isSold,
    isOrder: listings.isOrder,
    isAd: listings.isAd,
    patterns: listings.patterns,
    sellerId: customers.id,
    sellerName: customers.username,
    sellerEmail: customers.email,
    sellerPhone: customers.phone,
    sellerAvatar: customers.avatarVersion,
    isFavorite: viewerId
      ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.customerId} = ${viewerId} and ${favorites.listingId} = ${listings.id})`
      : sql<boolean>`false`,
  }
}

/** The listings query with its seller and favourite flag; the page, the detail and favourites share it. */
function selectProducts(db: Db, viewerId: string | null) {
  return db.select(productColumns(viewerId)).from(listings).leftJoin(customers, eq(customers.id, listings.customerId))
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number]

function toProduct(r: ProductRow): Product {
  return {
    _id: r.id,
    category: r.category,
    city: r.city,
    number: r.number,
    code: r.code,
    operator: r.operator,
    titleEn: r.titleEn,
    titleAr: r.titleAr,
    descriptionEn: r.descriptionEn,
    descriptionAr: r.descriptionAr,
    oldPrice: r.oldPrice,
    newPrice: r.newPrice,
    createdAt: new Date(r.createdAt).toISOString(),
    status: r.status,
    isSold: r.isSold,
    isOrder: r.isOrder,
    isFavorite: r.isFavorite,
    ad: r.isAd,
    patterns: r.patterns ?? [],
    customer: r.sellerId
      ? {
          _id: r.sellerId,
          username: r.sellerName ?? '',
          email: r.sellerEmail ?? '',
          phone: r.sellerPhone ?? '',
          image: avatarUrl(r.sellerId, r.sellerAvatar),
        }
      : null,
  }
}

/** Only the owner sees a listing that is not shared. */
function visibleTo(viewerId: string | null): SQL {
  return viewerId
    ? (or(eq(listings.status, true), eq(listings.customerId, viewerId)) as SQL)
    : eq(listings.status, true)
}

/** `LIKE` wildcards in a keyword are literal characters for the customer. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function listConditions(query: ListingQuery): SQL[] {
  const where: SQL[] = [query.includeOwnHidden ? visibleTo(query.viewerId) : eq(listings.status, true)]
  if (query.category) where.push(eq(listings.category, query.category))
  if (query.isOrder !== undefined) where.push(eq(listings.isOrder, query.isOrder))
  if (query.ad !== undefined) where.push(eq(listings.isAd, query.ad))
  if (query.customerId) where.push(eq(listings.customerId, query.customerId))
  const keyword = query.keyword?.trim()
  if (keyword) where.push(ilike(listings.search, containsPattern(keyword)))

  const plate: SQL[] = []
  if (query.digit !== undefined) plate.push(eq(listings.digits, query.digit))
  if (query.city) plate.push(eq(listings.city, query.city))
  if (query.code) plate.push(eq(listings.code, query.code))
  const mobile: SQL[] = []
  if (query.operator) mobile.push(eq(listings.operator, query.operator))
  if (query.prefix) mobile.push(eq(listings.prefix, query.prefix))
  const patterns = patternConditions(query.patterns)
  if (patterns.plate) plate.push(patterns.plate)
  if (patterns.mobile) mobile.push(patterns.mobile)
  const kinds = kindConditions(plate, mobile, query.category ? [query.category] : undefined)
  if (kinds) where.push(kinds)
  return where
}

/** `patterns && '{…}'` per kind: the GIN index's operator ("has any of"), one array parameter. */
function patternConditions(ids: PatternId[] | undefined): { plate?: SQL; mobile?: SQL } {
  const overlap = (wanted: PatternId[]) =>
    wanted.length > 0 ? sql`${listings.patterns} && ${`{${wanted.join(',')}}`}::text[]` : undefined
  const given = ids ?? []
  return {
    plate: overlap(given.filter((id) => patternsById[id].kind === 'plate')),
    mobile: overlap(given.filter((id) => patternsById[id].kind === 'mobile')),
  }
}

/**
 * The contract's rule for filters of one kind (getProductsForCustomers): with categories of one kind
 * only, the other kind's filters are ignored; otherwise (no category, or both kinds) each kind must
 * match its own filters, and a kind without filters of its own is left out when the other has some
 * (`city=dubai` alone: Dubai plates, no mobile numbers).
 */
function kindConditions(plate: SQL[], mobile: SQL[], categories: Category[] | undefined): SQL | undefined {
  const plates = categories?.length ? categories.some((category) => category !== 'mobile') : true
  const mobiles = categories?.length ? categories.includes('mobile') : true
  if (plates && !mobiles) return plate.length > 0 ? and(...plate) : undefined
  if (mobiles && !plates) return mobile.length > 0 ? and(...mobile) : undefined
  if (plate.length === 0 && mobile.length === 0) return undefined
  const isMobile = eq(listings.category, 'mobile')
  const plateSide = plate.length > 0 ? and(ne(listings.category, 'mobile'), ...plate) : undefined
  const mobileSide = mobile.length > 0 ? and(isMobile, ...mobile) : undefined
  return plateSide && mobileSide ? or(plateSide, mobileSide) : (plateSide ?? mobileSide)
}

/** Below this many matches, sorting the matches beats walking a price index (see orderOf). */
const SORT_MATCHES_BELOW = 5000

/**
 * The ORDER BY of each sort, spelled exactly like the indexes in schema.ts (NULLS placement included).
 * `sortMatches` orders prices through `+ 0`, which no index provides, so PostgreSQL collects the
 * matches first and sorts them. That is right for a keyword with few matches: the planner cannot
 * estimate trigram matches well, and walking the price index would skip thousands of listings when
 * the matches are the dear ones (rare numbers are).
 */
function orderOf(sort: ListingQuery['sort'], sortMatches = false): SQL[] {
  const newest = [desc(listings.createdAt), desc(listings.id)]
  const price = sortMatches ? sql`(${listings.newPrice} + 0)` : sql`${listings.newPrice}`
  if (sort === 'newPrice') return [sql`${price} asc nulls last`, ...newest]
  if (sort === '-newPrice') return [sql`${price} desc nulls last`, ...newest]
  return newest
}

/**
 * Counting every match of a broad filter (95,000 shared listings) costs more than fetching the page,
 * and the answer barely moves, so list counts are kept for a few seconds. This process forgets them
 * whenever it writes a listing; another process's writes show within `ttlMs`.
 */
function countCache(ttlMs: number) {
  const entries = new Map<string, { n: number; expires: number }>()
  return {
    async get(key: string, compute: () => Promise<number>): Promise<number> {
      if (ttlMs <= 0) return compute()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.n
      const n = await compute()
      if (entries.size >= 1000) entries.clear()
      entries.set(key, { n, expires: now + ttlMs })
      return n
    },
    clear: () => entries.clear(),
  }
}

export function productsRepository(db: Db, options: { countCacheMs?: number } = {}) {
  const counts = countCache(options.countCacheMs ?? 0)

  return {
    /** One page of a filtered, sorted list and the number of pages. */
    async list(query: ListingQuery): Promise<{ data: Product[]; total: number }> {
      const where = and(...listConditions(query))
      // The count depends on the filters only (and on the viewer when their hidden listings count).
      const { page: _page, sort: _sort, viewerId, ...filters } = query
      const key = JSON.stringify({ ...filters, viewer: query.includeOwnHidden ? viewerId : null })
      const countMatches = () =>
        counts.get(key, async () => {
          const [counted] = await db.select({ n: count() }).from(listings).where(where)
          return Number(counted?.n ?? 0)
        })
      const page = (sortMatches: boolean) =>
        selectProducts(db, query.viewerId)
          .where(where)
          .orderBy(...orderOf(query.sort, sortMatches))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE)
      // Trigrams need 3 characters: a shorter keyword has no index to collect its matches with.
      if ((query.keyword?.trim().length ?? 0) >= 3 && query.sort) {
        // The count decides the plan (see orderOf), so it comes first.
        const total = await countMatches()
        return { data: (await page(total < SORT_MATCHES_BELOW)).map(toProduct), total }
      }
      const [rows, total] = await Promise.all([page(false), countMatches()])
      return { data: rows.map(toProduct), total }
    },

    /** A listing as the viewer may see it, or null (missing, or not shared and not theirs). */
    async find(id: string, viewerId: string | null): Promise<Product | null> {
      const [row] = await selectProducts(db, viewerId)
        .where(and(eq(listings.id, id), visibleTo(viewerId)))
        .limit(1)
      return row ? toProduct(row) : null
    },

    /** How many listings a visitor may see (the sitemap's size). */
    async countVisible(): Promise<number> {
      const [counted] = await db.select({ n: count() }).from(listings).where(visibleTo(null))
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

    /** Who owns a listing, and whether others can see it. */
    async ownership(id: string): Promise<{ customerId: string | null; status: boolean } | null> {
      const [row] = await db
        .select({ customerId: listings.customerId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1)
      return row ?? null
    },

    /**
     * Creates a listing if `admit` lets the owner's publishing so far through (it throws to refuse).
     * One transaction holding a lock per owner, so parallel publishes see each other in the count. The
     * unique index refuses a second unsold listing for the same number (23505).
     */
    async create(
      ownerId: string,
      input: ProductCreate,
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
            isOrder: input.isOrder ?? false,
            // The app's clock, which the hourly quota counts with.
            createdAt: now,
          })
          .returning({ id: listings.id })
        return row!.id
      })
    },

    async markSold(id: string): Promise<void> {
      await db.update(listings).set({ isSold: true }).where(eq(listings.id, id))
    },

    /** The caller's favourites, most recently added first; no longer shared ones only if theirs. */
    async favorites(
      customerId: string,
      filters: { categories?: Category[]; patterns?: PatternId[] },
      page: number,
    ): Promise<{ data: Product[]; total: number }> {
      const patterns = patternConditions(filters.patterns)
      const where = and(
        eq(favorites.customerId, customerId),
        visibleTo(customerId),
        filters.categories?.length ? inArray(listings.category, filters.categories) : undefined,
        kindConditions(
          patterns.plate ? [patterns.plate] : [],
          patterns.mobile ? [patterns.mobile] : [],
          filters.categories,
        ),
      )
      const [rows, [counted]] = await Promise.all([
        db
          .select(productColumns(customerId))
          .from(favorites)
          .innerJoin(listings, eq(listings.id, favorites.listingId))
          .leftJoin(customers, eq(customers.id, listings.customerId))
          .where(where)
          .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db
          .select({ n: count() })
          .from(favorites)
          .innerJoin(listings, eq(listings.id, favorites.listingId))
          .where(where),
      ])
      return { data: rows.map(toProduct), total: Number(counted?.n ?? 0) }
    },
  }
}

export type ProductsRepository = ReturnType<typeof productsRepository>
