import { describe, expect, test } from 'vitest'
import { favoriteMutations } from '#favorites.mutations.ts'
import { favoriteQueries } from '#favorites.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { LISTING_ID, listingList, queryHarness } from '#testing/query-harness.ts'

describe('favoriteQueries', () => {
  test('list reads /customer/get-favorites with repeated categories', async () => {
    const { api, client, server } = queryHarness(() => json(200, listingList))

    await client.fetchQuery(favoriteQueries.list(api, { category: ['car', 'motorcycle'], page: 3 }))

    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/customer/get-favorites')
    expect(url.searchParams.getAll('category')).toEqual(['car', 'motorcycle'])
    expect(url.searchParams.get('page')).toBe('3')
  })
})

describe('favoriteMutations', () => {
  test.each([
    ['add', 'POST', '/api/v1.0/customer/add-favorite', favoriteMutations.add, true],
    ['remove', 'DELETE', '/api/v1.0/customer/remove-favorite', favoriteMutations.remove, false],
  ] as const)(
    '%s sends favoriteId and refreshes all Product data',
    async (_name, method, path, mutation, isFavorite) => {
      const { api, run, server, cacheState } = queryHarness(() =>
        json(200, { data: { favoriteId: LISTING_ID, isFavorite } }),
      )

      await run(mutation(api), LISTING_ID)

      expect(server.last()?.method).toBe(method)
      expect(new URL(server.last()?.url ?? '').pathname).toBe(path)
      expect(await server.last()?.json()).toEqual({ favoriteId: LISTING_ID })
      expect(cacheState()).toEqual({
        listingList: 'invalidated',
        listingDetail: 'invalidated',
        listingMatches: 'invalidated',
        favorites: 'invalidated',
        profile: 'fresh',
      })
    },
  )
})
