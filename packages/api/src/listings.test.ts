import { describe, expect, test } from 'vitest'
import { ApiError } from '#errors.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { listingKeys } from '#listings.keys.ts'
import { listingMutations } from '#listings.mutations.ts'
import { listingQueries } from '#listings.queries.ts'
import type { ProductCreate } from '#schema.ts'
import { json } from '#testing/fake-fetch.ts'
import { LISTING_ID, listing, listingList, queryHarness, seededKeys } from '#testing/query-harness.ts'

describe('productKeys', () => {
  test('nest lists and details under the Listing tag', () => {
    expect(listingKeys.all).toEqual(['Listing'])
    expect(listingKeys.list({ category: 'mobile', page: 2 })).toEqual([
      'Listing',
      'list',
      { category: 'mobile', page: 2 },
    ])
    expect(listingKeys.detail(LISTING_ID)).toEqual(['Listing', 'detail', LISTING_ID])
    expect(listingKeys.matches(LISTING_ID)).toEqual(['Listing', 'matches', LISTING_ID])
    expect(favoriteKeys.list({})).toEqual(['Listing', 'favorites', {}])
  })

  test('carry the pattern filter as a set: deduplicated, in the contract order, dropped when empty', () => {
    expect(listingKeys.list({ category: 'car', pattern: ['two-digits', 'mirror', 'all-same', 'mirror'] })).toEqual([
      'Listing',
      'list',
      { category: 'car', pattern: ['all-same', 'mirror', 'two-digits'] },
    ])
    expect(listingKeys.list({ pattern: ['mirror', 'all-same'] })).toEqual(
      listingKeys.list({ pattern: ['all-same', 'mirror'] }),
    )
    expect(listingKeys.list({ category: 'mobile', pattern: [] })).toEqual(['Listing', 'list', { category: 'mobile' }])
    expect(favoriteKeys.list({ pattern: ['mobile-prefix-echo', 'mobile-all-same'] })).toEqual([
      'Listing',
      'favorites',
      { pattern: ['mobile-all-same', 'mobile-prefix-echo'] },
    ])
  })
})

describe('productQueries', () => {
  test('list reads /product/for-customers with the filters', async () => {
    const { api, client, server } = queryHarness(() => json(200, listingList))

    const data = await client.fetchQuery(
      listingQueries.list(api, { status: 'all', category: 'car', city: 'dubai', digit: 3, sort: '-newPrice', page: 2 }),
    )

    expect(data).toEqual(listingList)
    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/product/for-customers')
    expect(url.search).toBe('?status=all&category=car&city=dubai&digit=3&sort=-newPrice&page=2')
  })

  test('list sends several patterns as repeated keys, in the canonical order', async () => {
    const { api, client, server } = queryHarness(() => json(200, listingList))

    await client.fetchQuery(listingQueries.list(api, { category: 'car', pattern: ['mirror', 'all-same'] }))

    expect(new URL(server.last()?.url ?? '').search).toBe('?category=car&pattern=all-same&pattern=mirror')
  })

  test('soldPrices reads /prices/sold with the filters, patterns in the canonical order', async () => {
    const answer = { data: [], paginationResult: listingList.paginationResult, months: [] }
    const { api, client, server } = queryHarness(() => json(200, answer))

    const data = await client.fetchQuery(
      listingQueries.soldPrices(api, { city: 'dubai', digit: 3, pattern: ['mirror', 'all-same'], page: 2 }),
    )

    expect(data).toEqual(answer)
    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/prices/sold')
    expect(url.search).toBe('?city=dubai&digit=3&page=2&pattern=all-same&pattern=mirror')
  })

  test('detail reads /product/{id} and fails with the answer of a 404', async () => {
    const { api, client, server } = queryHarness(() => json(404, { message: 'Listing not found' }))

    await expect(client.fetchQuery({ ...listingQueries.detail(api, LISTING_ID), retry: false })).rejects.toEqual(
      new ApiError({ status: 404, data: { message: 'Listing not found' } }),
    )
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/${LISTING_ID}`)
  })

  test('matches reads /product/matches/{id}: the listings on the other side, and how many in all', async () => {
    const answer = { data: [listing], total: 3 }
    const { api, client, server } = queryHarness(() => json(200, answer))

    expect(await client.fetchQuery(listingQueries.matches(api, LISTING_ID))).toEqual(answer)
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/matches/${LISTING_ID}`)
  })
})

describe('productMutations', () => {
  test("create posts the listing and refreshes every list and every listing's matches, nothing else", async () => {
    const { api, run, server, cacheState } = queryHarness(() => json(201, { data: listing }))
    const body: ProductCreate = {
      category: 'car',
      titleEn: 'Dubai AA 777',
      titleAr: 'دبي AA 777',
      number: '777',
      city: 'dubai',
      code: 'AA',
      newPrice: 199999.99,
    }

    await run(listingMutations.create(api), body)

    expect(server.last()?.method).toBe('POST')
    expect(await server.last()?.json()).toEqual(body)
    expect(cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'fresh',
      listingMatches: 'invalidated',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })

  test('markSold stores the sold listing and refreshes lists, matches and favourites', async () => {
    const sold = { data: { ...listing, isSold: true } }
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, sold))

    await run(listingMutations.markSold(api), { id: LISTING_ID, sale: { price: 240000, publish: true } })

    expect(server.last()?.method).toBe('PUT')
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/change-sold/${LISTING_ID}`)
    expect(await server.last()!.json()).toEqual({ price: 240000, publish: true })
    expect(client.getQueryData(seededKeys.listingDetail)).toEqual(sold)
    expect(cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'fresh',
      listingMatches: 'invalidated',
      favorites: 'invalidated',
      profile: 'fresh',
    })
  })

  test.each([
    ['update', 'PATCH', `/api/v1.0/product/${LISTING_ID}`],
    ['withdraw', 'PUT', `/api/v1.0/product/withdraw/${LISTING_ID}`],
    ['restore', 'PUT', `/api/v1.0/product/restore/${LISTING_ID}`],
  ] as const)(
    '%s stores the changed listing and refreshes lists, matches and favourites',
    async (name, method, path) => {
      const changed = { data: { ...listing, newPrice: 150000, priceDropped: true }, priceHistory: [] }
      const { api, client, run, server, cacheState } = queryHarness(() => json(200, changed))

      if (name === 'update') await run(listingMutations.update(api), { id: LISTING_ID, changes: { newPrice: 150000 } })
      else await run(listingMutations[name](api), LISTING_ID)

      expect(server.last()?.method).toBe(method)
      expect(new URL(server.last()?.url ?? '').pathname).toBe(path)
      if (name === 'update') expect(await server.last()!.json()).toEqual({ newPrice: 150000 })
      expect(client.getQueryData(seededKeys.listingDetail)).toEqual(changed)
      expect(cacheState()).toEqual({
        listingList: 'invalidated',
        listingDetail: 'fresh',
        listingMatches: 'invalidated',
        favorites: 'invalidated',
        profile: 'fresh',
      })
    },
  )

  test('a failed mutation invalidates nothing', async () => {
    const { api, run, cacheState } = queryHarness(() =>
      json(403, { message: 'This listing belongs to another customer' }),
    )

    await expect(run(listingMutations.markSold(api), { id: LISTING_ID })).rejects.toBeInstanceOf(ApiError)
    expect(cacheState()).toEqual({
      listingList: 'fresh',
      listingDetail: 'fresh',
      listingMatches: 'fresh',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })
})
