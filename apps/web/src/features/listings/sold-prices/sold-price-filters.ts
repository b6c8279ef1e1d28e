import type { SoldPriceQuery } from '@raqam/api/schema'
import { categories, type Category } from '@raqam/listing-rules/categories'
import { withPage } from '#lib/page-param.ts'
import { parseFilters, patternsOf, withFilter, withPatterns, type ListFilters } from '../filters/list-filters.ts'

/**
 * The sold-prices record's filters as they live in the URL (`?category=car&city=dubai&digit=3`), read
 * as the shop reads its own (list-filters.ts): the kind of number, the emirate and digits of a plate,
 * a mobile number's operator, the patterns (repeated keys) and the page.
 */
export type SoldPriceFilters = Pick<ListFilters, 'city' | 'digit' | 'operator' | 'pattern' | 'page'> & {
  category: Category | null
}

/** The filters a kind of number offers (no kind: both kinds' filters, each narrowing its own kind). */
export function soldPriceFiltersFor(category: Category | null) {
  return { plate: category !== 'mobile', mobile: category === null || category === 'mobile' }
}

/** Whose patterns the pattern filter offers: the kind's, or a plate's when no kind is chosen. */
export const patternCategory = (category: Category | null): Category => category ?? 'car'

/** Reads the filters from the URL, ignoring anything malformed; an empty value (a form's "any") is none. */
export function parseSoldPriceFilters(params: URLSearchParams): SoldPriceFilters {
  const { city, digit, operator, pattern, page } = parseFilters(params)
  const raw = params.get('category')
  const category = categories.find((item) => item === raw) ?? null
  return { category, city, digit, operator, pattern, page }
}

/** The query of GET /prices/sold: the filters the kind offers, its patterns, the page. */
export function toSoldPriceQuery(filters: SoldPriceFilters): SoldPriceQuery {
  const offered = soldPriceFiltersFor(filters.category)
  const query: SoldPriceQuery = { page: filters.page }
  if (filters.category) query.category = filters.category
  if (offered.plate && filters.city) query.city = filters.city
  if (offered.plate && filters.digit) query.digit = filters.digit
  if (offered.mobile && filters.operator) query.operator = filters.operator
  const patterns = patternsOf(patternCategory(filters.category), filters.pattern)
  if (patterns.length > 0) query.pattern = patterns
  return query
}

/** The URL with another kind of number, back on page 1: the filters and patterns it does not offer go. */
export function withCategory(params: URLSearchParams, category: Category | null): URLSearchParams {
  const filters = parseSoldPriceFilters(params)
  const offered = soldPriceFiltersFor(category)
  let next = new URLSearchParams(params)
  if (category) next.set('category', category)
  else next.delete('category')
  if (!offered.plate) next = withFilter(withFilter(next, 'city', null), 'digit', null)
  if (!offered.mobile) next = withFilter(next, 'operator', null)
  next = withPatterns(next, patternsOf(patternCategory(category), filters.pattern))
  next.delete('page')
  return next
}

/** The URL's keys that parseSoldPriceFilters reads. */
const soldPriceKeys = ['category', 'city', 'digit', 'operator', 'pattern', 'page']

/**
 * The canonical search when `params` is not in the form the page's own links write (a form sent without
 * script: `?category=&city=dubai&operator=`), else null: the filters the kind offers, nothing empty or
 * malformed; keys that are no filter (`lang`) stay first. The order of the keys does not matter.
 */
export function soldPriceSearchToCanonicalize(params: URLSearchParams): URLSearchParams | null {
  const filters = parseSoldPriceFilters(params)
  const query = toSoldPriceQuery(filters)
  let next = new URLSearchParams([...params].filter(([key]) => !soldPriceKeys.includes(key)))
  if (query.category) next.set('category', query.category)
  next = withFilter(next, 'city', query.city ?? null)
  next = withFilter(next, 'digit', query.digit ?? null)
  next = withFilter(next, 'operator', query.operator ?? null)
  next = withPage(withPatterns(next, query.pattern ?? []), filters.page)
  const sorted = (search: URLSearchParams) => JSON.stringify([...search].sort())
  return sorted(next) === sorted(params) ? null : next
}
