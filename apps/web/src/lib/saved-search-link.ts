import type { SavedSearchFilters } from '@raqam/api/schema'
import { listHref } from '#lib/paths.ts'

/**
 * The list a saved search shows: the shop (or the order list for wanted requests) of its category,
 * with its filters in the URL exactly as the list writes them (`?city=dubai&digit=3&pattern=mirror`).
 */
export function savedSearchHref(filters: SavedSearchFilters): string {
  const params = new URLSearchParams()
  const { category, isOrder, pattern, ...single } = filters
  for (const [name, value] of Object.entries(single)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  for (const id of pattern ?? []) params.append('pattern', id)
  const search = params.toString()
  return `${listHref(isOrder ? 'order' : 'shop', category ?? 'car')}${search ? `?${search}` : ''}`
}
