import type { ProductListQuery } from '@raqam/api/schema'
import { sortOrderValues } from '@raqam/api/schema'
import { allPlateCodes, cities, type City } from '@raqam/listing-rules/cities'
import { foldDigits } from '@raqam/listing-rules/digits'
import { KEYWORD_MAX_LENGTH } from '@raqam/listing-rules/limits'
import {
  mobilePrefixes,
  operators,
  plateDigitCounts,
  typedPriceBound,
  type MobilePrefix,
  type Operator,
  type PlateDigitCount,
} from '@raqam/listing-rules/numbers'
import { isPatternId, patternIdsFor, patternKindOf, patterns, type PatternId } from '@raqam/patterns/pattern-table'
import { withPage } from '#lib/page-param.ts'
import type { Category, ListKind } from '#lib/paths.ts'

type SortOrder = (typeof sortOrderValues)[number]

/**
 * A list's filters as they live in the URL (`?city=dubai&digit=3&page=2`), the patterns as repeated
 * keys (`?pattern=mirror&pattern=all-same`: a listing matches any of them), the verified owners only as
 * `?verified=true` (the API's own form, which the filter's checkbox also sends in a plain form).
 */
export type ListFilters = {
  digit: PlateDigitCount | null
  city: City | null
  code: string | null
  keyword: string
  operator: Operator | null
  prefix: MobilePrefix | null
  sort: SortOrder | null
  /** The price range in AED, each bound optional (shop lists only: wanted requests have no price). */
  minPrice: number | null
  maxPrice: number | null
  /** Known ids only, each once, in the table's order; empty is any. */
  pattern: PatternId[]
  /** Only listings whose owner a moderator verified (shop lists only: a wanted request is never verified). */
  verified: boolean
  page: number
}

/** The filters a list can offer (the keys of ListFilters but the page). */
export type FilterName = Exclude<keyof ListFilters, 'page'>

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Value) : null
}

/**
 * A price bound from the URL: a number from 0 to the price maximum, else none. Read as the price box
 * reads what is typed (a form sent without script carries it as typed: Arabic digits, thousands commas).
 */
function priceBound(raw: string | null): number | null {
  return typedPriceBound(raw ?? '') ?? null
}

/**
 * Reads the filters from the URL, ignoring anything malformed (a shared link never breaks the page); an
 * empty value (`city=`, the "any" of a form sent without script) is no filter.
 */
export function parseFilters(params: URLSearchParams): ListFilters {
  // A link typed on an Arabic keyboard (`?digit=٣`) means what the Western digits do; the keyword keeps
  // its digits as typed, for its box, and is folded where it becomes a query (toListingQuery).
  const digit = Number(foldDigits(params.get('digit') ?? ''))
  const page = Number(foldDigits(params.get('page') ?? ''))
  const code = foldDigits(params.get('code') ?? '')
    .trim()
    .toUpperCase()
  const [low, high] = [priceBound(params.get('minPrice')), priceBound(params.get('maxPrice'))]
  // A hand-edited link with the bounds the wrong way round still means the range between them.
  const reversed = low !== null && high !== null && low > high
  return {
    digit: (plateDigitCounts as readonly number[]).includes(digit) ? (digit as PlateDigitCount) : null,
    city: oneOf(cities, params.get('city')),
    code: allPlateCodes.includes(code) ? code : null,
    keyword: (params.get('keyword') ?? '').slice(0, KEYWORD_MAX_LENGTH),
    operator: oneOf(operators, params.get('operator')),
    prefix: oneOf(mobilePrefixes, params.get('prefix')),
    sort: oneOf(sortOrderValues, params.get('sort')),
    minPrice: reversed ? high : low,
    maxPrice: reversed ? low : high,
    pattern: inTableOrder(params.getAll('pattern').filter(isPatternId)),
    verified: params.get('verified') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/**
 * The URL after changing one filter: changing a filter resets the page to 1 (the page
 * parameter goes away). A new city also drops the code, whose options depend on the city.
 */
export function withFilter(
  params: URLSearchParams,
  name: Exclude<FilterName, 'pattern' | 'verified'>,
  value: string | number | null,
): URLSearchParams {
  const next = new URLSearchParams(params)
  const text = value === null ? '' : String(value).trim()
  if (text) next.set(name, text)
  else next.delete(name)
  if (name === 'city') next.delete('code')
  next.delete('page')
  return next
}

/** The URL with or without `verified=true`, back on page 1. */
export function withVerified(params: URLSearchParams, verified: boolean): URLSearchParams {
  const next = new URLSearchParams(params)
  if (verified) next.set('verified', 'true')
  else next.delete('verified')
  next.delete('page')
  return next
}

/** The URL with another price range (either bound may be none), back on page 1. */
export function withPriceRange(
  params: URLSearchParams,
  min: number | string | null,
  max: number | string | null,
): URLSearchParams {
  return withFilter(withFilter(params, 'minPrice', min), 'maxPrice', max)
}

/** The URL with another set of patterns (one `pattern` key each, in the table's order), back on page 1. */
export function withPatterns(params: URLSearchParams, ids: readonly PatternId[]): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('pattern')
  for (const id of inTableOrder(ids)) next.append('pattern', id)
  next.delete('page')
  return next
}

/** The ids of `ids` that a category's numbers can have (plate patterns for cars and motorcycles). */
export function patternsOf(category: Category, ids: readonly PatternId[]): PatternId[] {
  const own: readonly PatternId[] = patternIdsFor(patternKindOf(category))
  return ids.filter((id) => own.includes(id))
}

/**
 * The search of another category's tab: the patterns that its numbers can have, the rest left
 * behind (the other filters belong to one list and are not carried over).
 */
export function tabSearch(category: Category, filters: ListFilters): string {
  const kept = withPatterns(new URLSearchParams(), patternsOf(category, filters.pattern)).toString()
  return kept ? `?${kept}` : ''
}

/** The URL's keys that parseFilters reads: the filters and the page. */
const listKeys: readonly (keyof ListFilters)[] = [
  'keyword',
  'digit',
  'city',
  'code',
  'operator',
  'prefix',
  'pattern',
  'minPrice',
  'maxPrice',
  'sort',
  'verified',
  'page',
]

/**
 * The URL's own form of its filters, as the app writes them (withFilter and its kin): empty, malformed
 * and unknown filter values gone, prices in plain digits, a code only with its city. A price bound that is
 * not an amount stays, as typed, for its box to say so (priceTyposOf). Keys that are no filter (`lang`)
 * stay first, as they were.
 */
export function canonicalSearch(params: URLSearchParams): URLSearchParams {
  const filters = parseFilters(params)
  let next = new URLSearchParams([...params].filter(([key]) => !(listKeys as readonly string[]).includes(key)))
  next = withFilter(next, 'keyword', filters.keyword)
  next = withFilter(next, 'digit', filters.digit)
  next = withFilter(next, 'city', filters.city)
  if (filters.city) next = withFilter(next, 'code', filters.code)
  next = withFilter(next, 'operator', filters.operator)
  next = withFilter(next, 'prefix', filters.prefix)
  next = withPatterns(next, filters.pattern)
  // A bound that is not an amount stays as typed: the price box shows it with its message (not applied).
  const typos = priceTyposOf(params)
  next = withPriceRange(next, filters.minPrice ?? typos.min, filters.maxPrice ?? typos.max)
  next = withFilter(next, 'sort', filters.sort)
  next = withVerified(next, filters.verified)
  return withPage(next, filters.page)
}

/**
 * The price bounds the URL carries that are not amounts, as typed (a form sent without script): the
 * list ignores them, the price boxes show them with their message. Null where a bound is none or an amount.
 */
export function priceTyposOf(params: URLSearchParams): { min: string | null; max: string | null } {
  const typo = (raw: string | null) =>
    raw !== null && raw.trim() !== '' && priceBound(raw) === null ? raw.trim() : null
  return { min: typo(params.get('minPrice')), max: typo(params.get('maxPrice')) }
}

/**
 * The canonical search when `params` is not in that form (a form sent without script: `?city=&digit=3`),
 * else null. The order of the keys does not matter: only what they say.
 */
export function searchToCanonicalize(params: URLSearchParams): URLSearchParams | null {
  const canonical = canonicalSearch(params)
  const sorted = (search: URLSearchParams) => JSON.stringify([...search].sort())
  return sorted(canonical) === sorted(params) ? null : canonical
}

/** Which filters a list offers: plates filter by digits, city and code; numbers by operator and prefix. */
export function filtersFor(kind: ListKind, category: Category): FilterName[] {
  // The favourites endpoint takes only a category and a page (the contract's getFavorites), so it gets no filter bar.
  if (kind === 'favorites') return []
  const price: FilterName[] = kind === 'shop' ? ['minPrice', 'maxPrice'] : []
  const verified: FilterName[] = kind === 'shop' ? ['verified'] : []
  return category === 'mobile'
    ? ['keyword', 'operator', 'prefix', 'pattern', ...price, 'sort', ...verified]
    : ['keyword', 'digit', 'pattern', 'city', 'code', ...price, 'sort', ...verified]
}

/**
 * How many of the offered filters narrow the list now (the "Filters" button's count): the price range
 * counts once, however many bounds it has; the sort order narrows nothing.
 */
export function activeFilterCount(filters: ListFilters, offered: readonly FilterName[]): number {
  const has = (name: FilterName) => offered.includes(name)
  const set = [
    has('keyword') && filters.keyword.trim() !== '',
    has('digit') && filters.digit !== null,
    has('city') && filters.city !== null,
    has('code') && filters.city !== null && filters.code !== null,
    has('operator') && filters.operator !== null,
    has('prefix') && filters.prefix !== null,
    has('pattern') && filters.pattern.length > 0,
    has('minPrice') && (filters.minPrice !== null || filters.maxPrice !== null),
    has('verified') && filters.verified,
  ]
  return set.filter(Boolean).length
}

/** The listing query of a shop or order list (the contract's getProductsForCustomers); filters that do not apply are left out. */
export function toListingQuery(
  kind: Exclude<ListKind, 'favorites'>,
  category: Category,
  filters: ListFilters,
): ProductListQuery {
  const offered = new Set(filtersFor(kind, category))
  const query: ProductListQuery = { category, isOrder: kind === 'order', page: filters.page }
  if (filters.sort) query.sort = filters.sort
  if (filters.keyword.trim()) query.keyword = foldDigits(filters.keyword.trim())
  if (offered.has('digit') && filters.digit) query.digit = filters.digit
  if (offered.has('city') && filters.city) query.city = filters.city
  if (offered.has('code') && filters.city && filters.code) query.code = filters.code
  if (offered.has('operator') && filters.operator) query.operator = filters.operator
  if (offered.has('prefix') && filters.prefix) query.prefix = filters.prefix
  if (offered.has('minPrice') && filters.minPrice !== null) query.minPrice = filters.minPrice
  if (offered.has('maxPrice') && filters.maxPrice !== null) query.maxPrice = filters.maxPrice
  const ownPatterns = patternsOf(category, filters.pattern)
  if (offered.has('pattern') && ownPatterns.length > 0) query.pattern = ownPatterns
  if (offered.has('verified') && filters.verified) query.verified = true
  return query
}

const tableOrder = new Map<string, number>(patterns.map((pattern, index) => [pattern.id, index]))

/** Each id once, in the table's order: one URL and one cache entry for one set. */
function inTableOrder(ids: readonly PatternId[]): PatternId[] {
  return [...new Set(ids)].sort((a, b) => tableOrder.get(a)! - tableOrder.get(b)!)
}
