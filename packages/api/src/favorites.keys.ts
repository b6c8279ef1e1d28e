import { normalizeListQuery } from '#list-query.ts'
import type { FavoriteListQuery } from '#schema.ts'
import { listingKeys } from '#listings.keys.ts'

/**
 * Query keys of the favourites list. They live under `Product` because a favourite is a listing:
 * whatever refreshes listings (sold, created, favourite toggled) refreshes the favourites too.
 */
export const favoriteKeys = {
  all: [...listingKeys.all, 'favorites'] as const,
  list: (query: FavoriteListQuery = {}) => [...favoriteKeys.all, normalizeListQuery(query)] as const,
}

/** Mutation keys of favourites, e.g. to show the heart's spinner while a toggle runs. */
export const favoriteMutationKeys = {
  add: () => [...favoriteKeys.all, 'add'] as const,
  remove: () => [...favoriteKeys.all, 'remove'] as const,
}
