import type { Listing } from '#contract.ts'
import type { Platform } from '#features/shared/feature.ts'
import { favoritesRepository } from './favorites.repository.ts'

export interface FavoritesNeeds extends Pick<Platform, 'db'> {
  /** A listing as the customer may see it: only what they may see can be a favourite. */
  listings: { find(id: string, viewerId: string | null): Promise<Listing | null> }
}

export const favoritesContext = (needs: FavoritesNeeds) => ({ ...needs, favorites: favoritesRepository(needs.db) })

export type FavoritesContext = ReturnType<typeof favoritesContext>
