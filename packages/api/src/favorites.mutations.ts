import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { favoriteMutationKeys } from '#favorites.keys.ts'
import { listingKeys } from '#listings.keys.ts'

/**
 * Adds and removes favourites. `isFavorite` is part of every listing, so both refresh all `Product`
 * data (lists, details and the favourites list) before they resolve.
 */
export const favoriteMutations = {
  /** Adds the listing with this `_id` to the favourites. */
  add: (api: ApiClient) =>
    mutationOptions({
      mutationKey: favoriteMutationKeys.add(),
      mutationFn: (favoriteId: string) => unwrap(api.POST('/customer/add-favorite', { body: { favoriteId } })),
      onSuccess: (_result, _id, _onMutate, { client }) => client.invalidateQueries({ queryKey: listingKeys.all }),
    }),

  /** Removes the listing with this `_id` from the favourites. */
  remove: (api: ApiClient) =>
    mutationOptions({
      mutationKey: favoriteMutationKeys.remove(),
      mutationFn: (favoriteId: string) => unwrap(api.DELETE('/customer/remove-favorite', { body: { favoriteId } })),
      onSuccess: (_result, _id, _onMutate, { client }) => client.invalidateQueries({ queryKey: listingKeys.all }),
    }),
}
