import { feature } from '#features/shared/feature.ts'
import { favoritesContext, type FavoritesNeeds } from './favorites.context.ts'
import { favoriteHandlers } from './favorites.handlers.ts'

/** A customer's favourite listings. */
export const favorites = feature('favorites', (needs: FavoritesNeeds) => ({
  handlers: favoriteHandlers(favoritesContext(needs)),
}))
