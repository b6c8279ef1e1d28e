import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { listingKeys, listingMutationKeys } from '#listings.keys.ts'
import { listingQueries } from '#listings.queries.ts'
import { proofBody } from '#multipart.ts'
import type { ProductCreate, ProductResponse, ProductSale, ProductUpdate } from '#schema.ts'

/**
 * After a write of one listing: its detail holds the answer, and the lists, favourites and matches
 * that show it are refreshed before the mutation resolves. Every listing's matches are: a changed
 * price, sale or sharing adds or drops it on the other side of its matches too.
 */
function storeListing(api: ApiClient) {
  return (listing: ProductResponse, id: string, client: QueryClient) => {
    client.setQueryData(listingQueries.detail(api, id).queryKey, listing)
    return Promise.all([
      client.invalidateQueries({ queryKey: listingKeys.lists() }),
      client.invalidateQueries({ queryKey: listingKeys.matchLists() }),
      client.invalidateQueries({ queryKey: listingKeys.soldPriceLists() }),
      client.invalidateQueries({ queryKey: favoriteKeys.all }),
    ])
  }
}

/** Writes of listings; each refreshes the cached data it changes before it resolves. */
export const listingMutations = {
  /** Publishes a listing or a wanted request; refreshes every list and every listing's matches. */
  create: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.create(),
      mutationFn: (body: ProductCreate) => unwrap(api.POST('/product', { body })),
      onSuccess: (_created, _body, _onMutate, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: listingKeys.lists() }),
          client.invalidateQueries({ queryKey: listingKeys.matchLists() }),
        ]),
    }),

  /**
   * Marks one of the caller's listings sold, with the price it sold for and whether to publish it when
   * the seller says (`sale`); updates its detail and refreshes lists, favourites and the sold prices.
   */
  markSold: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.markSold(),
      mutationFn: ({ id, sale }: { id: string; sale?: ProductSale }) =>
        unwrap(api.PUT('/product/change-sold/{id}', { params: { path: { id } }, ...(sale && { body: sale }) })),
      onSuccess: (sold, { id }, _onMutate, { client }) => storeListing(api)(sold, id, client),
    }),

  /** Changes one of the caller's listings (prices, titles, descriptions, sharing). */
  update: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.update(),
      mutationFn: ({ id, changes }: { id: string; changes: ProductUpdate }) =>
        unwrap(api.PATCH('/product/{id}', { params: { path: { id } }, body: changes })),
      onSuccess: (updated, { id }, _onMutate, { client }) => storeListing(api)(updated, id, client),
    }),

  /** Takes one of the caller's listings off the market (hidden from others) until restored. */
  withdraw: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.withdraw(),
      mutationFn: (id: string) => unwrap(api.PUT('/product/withdraw/{id}', { params: { path: { id } } })),
      onSuccess: (withdrawn, id, _onMutate, { client }) => storeListing(api)(withdrawn, id, client),
    }),

  /** Puts a withdrawn listing back on the market, shared. */
  restore: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.restore(),
      mutationFn: (id: string) => unwrap(api.PUT('/product/restore/{id}', { params: { path: { id } } })),
      onSuccess: (restored, id, _onMutate, { client }) => storeListing(api)(restored, id, client),
    }),

  /**
   * Sends a proof of ownership of one of the caller's listings for the "verified owner" mark; the answer
   * (the listing, its verification now pending) becomes its detail.
   */
  requestVerification: (api: ApiClient) =>
    mutationOptions({
      mutationKey: listingMutationKeys.requestVerification(),
      mutationFn: ({ id, proof }: { id: string; proof: Blob }) =>
        unwrap(
          api.POST('/product/verification/{id}', {
            params: { path: { id } },
            // openapi-typescript types the file part as a string (its wire form): the Blob travels beside it.
            body: { proof: '' },
            bodySerializer: () => proofBody(proof),
          }),
        ),
      onSuccess: (pending, { id }, _onMutate, { client }) => storeListing(api)(pending, id, client),
    }),
}
