import type { components } from '@raqam/api/schema'
import { patternsById, type PatternId } from '@raqam/patterns/pattern-table'
import type { Category, City, Operator } from '#contract.ts'

type SavedSearchFilters = components['schemas']['SavedSearchFilters']

/** What a saved search's filters look at in one listing. */
export interface FilteredListing {
  category: Category
  isOrder: boolean
  city: City | null
  code: string | null
  digits: number | null
  operator: Operator | null
  prefix: string | null
  patterns: PatternId[] | null
  newPrice: number | null
  /** The text `keyword` searches: number, titles and descriptions (listings.search). */
  search: string
}

/**
 * Whether a listing is one the list with these filters shows (getProductsForCustomers): the same
 * rules as the SQL of features/shared/list-sql-conditions.ts, one listing at a time, for saved searches.
 * A test (listing-matches-filters.test.ts) runs both over the demo listings for many filter sets and wants the
 * same listings from each, so the two cannot drift apart.
 */
export function listingMatchesFilters(filters: SavedSearchFilters, listing: FilteredListing): boolean {
  if (filters.category && listing.category !== filters.category) return false
  if (listing.isOrder !== (filters.isOrder ?? false)) return false
  if (filters.minPrice !== undefined && (listing.newPrice === null || listing.newPrice < filters.minPrice)) return false
  if (filters.maxPrice !== undefined && (listing.newPrice === null || listing.newPrice > filters.maxPrice)) return false
  const keyword = filters.keyword?.trim().toLowerCase()
  if (keyword && !listing.search.toLowerCase().includes(keyword)) return false

  const plate: boolean[] = []
  if (filters.digit !== undefined) plate.push(listing.digits === filters.digit)
  if (filters.city) plate.push(listing.city === filters.city)
  if (filters.code) plate.push(listing.code === filters.code)
  const mobile: boolean[] = []
  if (filters.operator) mobile.push(listing.operator === filters.operator)
  if (filters.prefix) mobile.push(listing.prefix === filters.prefix)
  const has = (kind: 'plate' | 'mobile') => {
    const wanted = (filters.pattern ?? []).filter((id) => patternsById[id].kind === kind)
    return wanted.length > 0 ? [wanted.some((id) => listing.patterns?.includes(id) ?? false)] : []
  }
  plate.push(...has('plate'))
  mobile.push(...has('mobile'))

  // The contract's rule for filters of one kind (features/shared/list-sql-conditions.ts, kindConditions).
  const isMobile = listing.category === 'mobile'
  if (filters.category) return (isMobile ? mobile : plate).every(Boolean)
  if (plate.length === 0 && mobile.length === 0) return true
  return isMobile ? mobile.length > 0 && mobile.every(Boolean) : plate.length > 0 && plate.every(Boolean)
}
