import { and, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { patternsById, type PatternId } from '@raqam/patterns/pattern-table'
import { listings } from '#db/schema.ts'
import { asValue, type Bind } from '#db/statement-shapes.ts'
import type { Category, City, MobilePrefix, Operator } from '#contract.ts'
import { visibleTo } from './listing-rows.ts'

/** The filters, sort and page of a list (getProductsForCustomers), as the repository reads them. */
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
  /** Only listings a moderator verified the owner of (`verified=true`; false filters nothing). */
  verified?: boolean
  customerId?: string
  /** Only these listings (those viewed on a device); the primary key finds them. */
  ids?: string[]
  sort?: 'newPrice' | '-newPrice'
  /** The price range in AED (inclusive); listings without a price are outside any range. */
  minPrice?: number
  maxPrice?: number
  page: number
}

/** `LIKE` wildcards in a keyword are literal characters for the customer. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The conditions of a list. `bind` names the values a statement may take as parameters (each under its
 * field's name, statement-shapes.ts); what shapes the conditions (the category, which filters are
 * given, the patterns' kinds) stays a value.
 */
export function listConditions(query: ListingQuery, bind: Bind = asValue): SQL[] {
  const where: SQL[] = [query.includeOwnHidden ? visibleTo(query.viewerId, bind) : eq(listings.status, true)]
  if (query.category) where.push(eq(listings.category, query.category))
  if (query.isOrder !== undefined) where.push(eq(listings.isOrder, query.isOrder))
  if (query.ad !== undefined) where.push(eq(listings.isAd, query.ad))
  // Matches the partial index listings_verified: few listings, found and counted there.
  if (query.verified) where.push(isNotNull(listings.verifiedAt))
  if (query.customerId) where.push(eq(listings.customerId, bind('customerId', query.customerId)))
  // One parameter per id: the ids' count shapes the statement, so they are never bound.
  if (query.ids) where.push(inArray(listings.id, query.ids))
  // A range on the price column: the price indexes (schema.ts) lead with it after their equality columns.
  if (query.minPrice !== undefined) where.push(gte(listings.newPrice, bind('minPrice', query.minPrice)))
  if (query.maxPrice !== undefined) where.push(lte(listings.newPrice, bind('maxPrice', query.maxPrice)))
  const keyword = query.keyword?.trim()
  // search is stored lower-cased: this is ILIKE's own comparison, without folding every candidate.
  if (keyword) where.push(sql`${listings.search} like lower(${bind('keyword', containsPattern(keyword))})`)

  const plate: SQL[] = []
  if (query.digit !== undefined) plate.push(eq(listings.digits, bind('digit', query.digit)))
  if (query.city) plate.push(eq(listings.city, bind('city', query.city)))
  if (query.code) plate.push(eq(listings.code, bind('code', query.code)))
  const mobile: SQL[] = []
  if (query.operator) mobile.push(eq(listings.operator, bind('operator', query.operator)))
  if (query.prefix) mobile.push(eq(listings.prefix, bind('prefix', query.prefix)))
  const patterns = patternConditions(query.patterns)
  if (patterns.plate) plate.push(patterns.plate)
  if (patterns.mobile) mobile.push(patterns.mobile)
  const kinds = kindConditions(plate, mobile, query.category ? [query.category] : undefined)
  if (kinds) where.push(kinds)
  return where
}

/** `patterns && '{…}'` per kind: the GIN index's operator ("has any of"), one array parameter. */
export function patternConditions(ids: PatternId[] | undefined): { plate?: SQL; mobile?: SQL } {
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
export function kindConditions(plate: SQL[], mobile: SQL[], categories: Category[] | undefined): SQL | undefined {
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
export const SORT_MATCHES_BELOW = 5000

/**
 * The ORDER BY of each sort, spelled exactly like the indexes in schema.ts (NULLS placement included).
 * `sortMatches` orders prices through `+ 0`, which no index provides, so PostgreSQL collects the
 * matches first and sorts them. That is right for a keyword with few matches: the planner cannot
 * estimate trigram matches well, and walking the price index would skip thousands of listings when
 * the matches are the dear ones (rare numbers are).
 */
export function orderOf(sort: ListingQuery['sort'], sortMatches = false): SQL[] {
  const newest = [desc(listings.createdAt), desc(listings.id)]
  const price = sortMatches ? sql`(${listings.newPrice} + 0)` : sql`${listings.newPrice}`
  if (sort === 'newPrice') return [sql`${price} asc nulls last`, ...newest]
  if (sort === '-newPrice') return [sql`${price} desc nulls last`, ...newest]
  return newest
}
