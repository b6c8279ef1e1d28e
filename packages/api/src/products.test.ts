import { describe, expect, test } from 'vitest'
import { ApiError } from '#errors.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { productKeys } from '#products.keys.ts'
import { productMutations } from '#products.mutations.ts'
import { productQueries } from '#products.queries.ts'
import type { ProductCreate } from '#schema.ts'
import { json } from '#testing/fake-fetch.ts'
import { PRODUCT_ID, product, productList, queryHarness, seededKeys } from '#testing/query-harness.ts'

describe('productKeys', () => {
  test('nest lists and details under the Product tag', () => {
    expect(productKeys.all).toEqual(['Product'])
    expect(productKeys.list({ category: 'mobile', page: 2 })).toEqual([
      'Product',
      'list',
      { category: 'mobile', page: 2 },
    ])
    expect(productKeys.detail(PRODUCT_ID)).toEqual(['Product', 'detail', PRODUCT_ID])
    expect(productKeys.matches(PRODUCT_ID)).toEqual(['Product', 'matches', PRODUCT_ID])
    expect(favoriteKeys.list({})).toEqual(['Product', 'favorites', {}])
  })

  test('carry the pattern filter as a set: deduplicated, in the contract order, dropped when empty', () => {
    expect(productKeys.list({ category: 'car', pattern: ['two-digits', 'mirror', 'all-same', 'mirror'] })).toEqual([
      'Product',
      'list',
      { category: 'car', pattern: ['all-same', 'mirror', 'two-digits'] },
    ])
    expect(productKeys.list({ pattern: ['mirror', 'all-same'] })).toEqual(
      productKeys.list({ pattern: ['all-same', 'mirror'] }),
    )
    expect(productKeys.list({ category: 'mobile', pattern: [] })).toEqual(['Product', 'list', { category: 'mobile' }])
    expect(favoriteKeys.list({ pattern: ['mobile-prefix-echo', 'mobile-all-same'] })).toEqual([
      'Product',
      'favorites',
      { pattern: ['mobile-all-same', 'mobile-prefix-echo'] },
    ])
  })
})

describe('productQueries', () => {
  test('list reads /product/for-customers with the filters', async () => {
    const { api, client, server } = queryHarness(() => json(200, productList))

    const data = await client.fetchQuery(
      productQueries.list(api, { status: 'all', category: 'car', city: 'dubai', digit: 3, sort: '-newPrice', page: 2 }),
    )

    expect(data).toEqual(productList)
    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/product/for-customers')
    expect(url.search).toBe('?status=all&category=car&city=dubai&digit=3&sort=-newPrice&page=2')
  })

  test('list sends several patterns as repeated keys, in the canonical order', async () => {
    const { api, client, server } = queryHarness(() => json(200, productList))

    await client.fetchQuery(productQueries.list(api, { category: 'car', pattern: ['mirror', 'all-same'] }))

    expect(new URL(server.last()?.url ?? '').search).toBe('?category=car&pattern=all-same&pattern=mirror')
  })

  test('detail reads /product/{id} and fails with the answer of a 404', async () => {
    const { api, client, server } = queryHarness(() => json(404, { message: 'Listing not found' }))

    await expect(client.fetchQuery({ ...productQueries.detail(api, PRODUCT_ID), retry: false })).rejects.toEqual(
      new ApiError({ status: 404, data: { message: 'Listing not found' } }),
    )
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/${PRODUCT_ID}`)
  })

  test('matches reads /product/matches/{id}: the listings on the other side, and how many in all', async () => {
    const answer = { data: [product], total: 3 }
    const { api, client, server } = queryHarness(() => json(200, answer))

    expect(await client.fetchQuery(productQueries.matches(api, PRODUCT_ID))).toEqual(answer)
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/matches/${PRODUCT_ID}`)
  })
})

describe('productMutations', () => {
  test("create posts the listing and refreshes every list and every listing's matches, nothing else", async () => {
    const { api, run, server, cacheState } = queryHarness(() => json(201, { data: product }))
    const body: ProductCreate = {
      category: 'car',
      titleEn: 'Dubai AA 777',
      titleAr: 'دبي AA 777',
      number: '777',
      city: 'dubai',
      code: 'AA',
      newPrice: 199999.99,
    }

    await run(productMutations.create(api), body)

    expect(server.last()?.method).toBe('POST')
    expect(await server.last()?.json()).toEqual(body)
    expect(cacheState()).toEqual({
      productList: 'invalidated',
      productDetail: 'fresh',
      productMatches: 'invalidated',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })

  test('markSold stores the sold listing and refreshes lists, matches and favourites', async () => {
    const sold = { data: { ...product, isSold: true } }
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, sold))

    await run(productMutations.markSold(api), PRODUCT_ID)

    expect(server.last()?.method).toBe('PUT')
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/product/change-sold/${PRODUCT_ID}`)
    expect(client.getQueryData(seededKeys.productDetail)).toEqual(sold)
    expect(cacheState()).toEqual({
      productList: 'invalidated',
      productDetail: 'fresh',
      productMatches: 'invalidated',
      favorites: 'invalidated',
      profile: 'fresh',
    })
  })

  test.each([
    ['update', 'PATCH', `/api/v1.0/product/${PRODUCT_ID}`],
    ['withdraw', 'PUT', `/api/v1.0/product/withdraw/${PRODUCT_ID}`],
    ['restore', 'PUT', `/api/v1.0/product/restore/${PRODUCT_ID}`],
  ] as const)(
    '%s stores the changed listing and refreshes lists, matches and favourites',
    async (name, method, path) => {
      const changed = { data: { ...product, newPrice: 150000, priceDropped: true }, priceHistory: [] }
      const { api, client, run, server, cacheState } = queryHarness(() => json(200, changed))

      if (name === 'update') await run(productMutations.update(api), { id: PRODUCT_ID, changes: { newPrice: 150000 } })
      else await run(productMutations[name](api), PRODUCT_ID)

      expect(server.last()?.method).toBe(method)
      expect(new URL(server.last()?.url ?? '').pathname).toBe(path)
      if (name === 'update') expect(await server.last()!.json()).toEqual({ newPrice: 150000 })
      expect(client.getQueryData(seededKeys.productDetail)).toEqual(changed)
      expect(cacheState()).toEqual({
        productList: 'invalidated',
        productDetail: 'fresh',
        productMatches: 'invalidated',
        favorites: 'invalidated',
        profile: 'fresh',
      })
    },
  )

  test('a failed mutation invalidates nothing', async () => {
    const { api, run, cacheState } = queryHarness(() =>
      json(403, { message: 'This listing belongs to another customer' }),
    )

    await expect(run(productMutations.markSold(api), PRODUCT_ID)).rejects.toBeInstanceOf(ApiError)
    expect(cacheState()).toEqual({
      productList: 'fresh',
      productDetail: 'fresh',
      productMatches: 'fresh',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })
})
