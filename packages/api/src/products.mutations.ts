import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { productKeys, productMutationKeys } from '#products.keys.ts'
import { productQueries } from '#products.queries.ts'
import type { ProductCreate } from '#schema.ts'

/** Writes of listings; each refreshes the cached data it changes before it resolves. */
export const productMutations = {
  /** Publishes a listing or a wanted request; refreshes every list. */
  create: (api: ApiClient) =>
    mutationOptions({
      mutationKey: productMutationKeys.create(),
      mutationFn: (body: ProductCreate) => unwrap(api.POST('/product', { body })),
      onSuccess: (_created, _body, _onMutate, { client }) =>
        client.invalidateQueries({ queryKey: productKeys.lists() }),
    }),

  /** Marks one of the caller's listings sold; updates its detail and refreshes lists and favourites. */
  markSold: (api: ApiClient) =>
    mutationOptions({
      mutationKey: productMutationKeys.markSold(),
      mutationFn: (id: string) => unwrap(api.PUT('/product/change-sold/{id}', { params: { path: { id } } })),
      onSuccess: (sold, id, _onMutate, { client }) => {
        client.setQueryData(productQueries.detail(api, id).queryKey, sold)
        return Promise.all([
          client.invalidateQueries({ queryKey: productKeys.lists() }),
          client.invalidateQueries({ queryKey: favoriteKeys.all }),
        ])
      },
    }),
}
