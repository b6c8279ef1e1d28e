import { normalizeListQuery } from '#list-query.ts'
import type { ProductListQuery } from '#schema.ts'
import { queryTags } from '#tags.ts'

/**
 * Query keys of listings: `['Product', 'list', query]`, `['Product', 'detail', id]` and
 * `['Product', 'matches', id]` (the listings on the other side of a listing's matches). The query is
 * normalised (`pattern` sorted, deduplicated), so the same filters always give the same key.
 */
export const productKeys = {
  all: [queryTags.Product] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery = {}) => [...productKeys.lists(), normalizeListQuery(query)] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  matchLists: () => [...productKeys.all, 'matches'] as const,
  matches: (id: string) => [...productKeys.matchLists(), id] as const,
}

/** Mutation keys of listings. */
export const productMutationKeys = {
  create: () => [...productKeys.all, 'create'] as const,
  markSold: () => [...productKeys.all, 'change-sold'] as const,
  update: () => [...productKeys.all, 'update'] as const,
  withdraw: () => [...productKeys.all, 'withdraw'] as const,
  restore: () => [...productKeys.all, 'restore'] as const,
}
