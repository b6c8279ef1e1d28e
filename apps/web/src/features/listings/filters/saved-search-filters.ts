import type { SavedSearchFilters } from '@raqam/api/schema'
import type { Category, ListKind } from '#lib/paths.ts'
import { toListingQuery, type ListFilters } from './list-filters.ts'

/**
 * What a list's "Save this search" keeps: exactly the filters its query sends (toProductQuery), so
 * the saved search matches what the list shows; not the page nor the sort. Nor "verified owners only",
 * which saved searches cannot hold: the list offers no saving while it is on.
 */
export function toSavedSearchFilters(
  kind: Exclude<ListKind, 'favorites'>,
  category: Category,
  filters: ListFilters,
): SavedSearchFilters {
  const query = toListingQuery(kind, category, filters)
  const saved: SavedSearchFilters = { category, isOrder: kind === 'order' }
  if (query.city) saved.city = query.city
  if (query.code) saved.code = query.code
  if (query.digit) saved.digit = query.digit
  if (query.pattern?.length) saved.pattern = query.pattern
  if (query.operator) saved.operator = query.operator
  if (query.prefix) saved.prefix = query.prefix
  if (query.minPrice !== undefined) saved.minPrice = query.minPrice
  if (query.maxPrice !== undefined) saved.maxPrice = query.maxPrice
  if (query.keyword) saved.keyword = query.keyword
  return saved
}
