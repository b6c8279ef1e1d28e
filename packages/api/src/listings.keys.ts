import { normalizeListQuery } from '#list-query.ts'
import type { ProductListQuery, SoldPriceQuery } from '#schema.ts'
import { queryTags } from '#tags.ts'

/**
 * Query keys of listings: `['Listing', 'list', query]`, `['Listing', 'detail', id]` and
 * `['Listing', 'matches', id]` (the listings on the other side of a listing's matches) and
 * `['Listing', 'sold-prices', query]` (a page of the sold-prices record). The query is
 * normalised (`pattern` sorted, deduplicated), so the same filters always give the same key.
 */
export const listingKeys = {
  all: [queryTags.Listing] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (query: ProductListQuery = {}) => [...listingKeys.lists(), normalizeListQuery(query)] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (id: string) => [...listingKeys.details(), id] as const,
  matchLists: () => [...listingKeys.all, 'matches'] as const,
  matches: (id: string) => [...listingKeys.matchLists(), id] as const,
  /** Pages of the sold-prices record (sold listings, so a sale refreshes them). */
  soldPriceLists: () => [...listingKeys.all, 'sold-prices'] as const,
  soldPrices: (query: SoldPriceQuery = {}) => [...listingKeys.soldPriceLists(), normalizeListQuery(query)] as const,
}

/** Mutation keys of listings. */
export const listingMutationKeys = {
  create: () => [...listingKeys.all, 'create'] as const,
  markSold: () => [...listingKeys.all, 'change-sold'] as const,
  update: () => [...listingKeys.all, 'update'] as const,
  withdraw: () => [...listingKeys.all, 'withdraw'] as const,
  restore: () => [...listingKeys.all, 'restore'] as const,
  requestVerification: () => [...listingKeys.all, 'verification'] as const,
}
