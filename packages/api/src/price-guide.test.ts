import { describe, expect, test } from 'vitest'
import { priceGuideQueries } from '#price-guide.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { queryHarness } from '#testing/query-harness.ts'

const notEnough = {
  enough: false,
  minimum: 5,
  comparables: 0,
  sales: 0,
  low: null,
  typical: null,
  high: null,
  examples: [],
}

describe('priceGuideQueries', () => {
  test('guide reads /prices/guide with the number and its kind', async () => {
    const { api, client, server } = queryHarness(() => json(200, notEnough))

    const query = { category: 'car', number: '777', city: 'dubai', code: 'A', exclude: 'x' } as const
    await expect(client.fetchQuery(priceGuideQueries.guide(api, query))).resolves.toEqual(notEnough)

    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/prices/guide')
    expect(Object.fromEntries(url.searchParams)).toEqual(query)
  })

  test('keys each query apart, under the listings', () => {
    const { api } = queryHarness(() => json(200, notEnough))
    const dubai = priceGuideQueries.guide(api, { category: 'car', number: '7', city: 'dubai' }).queryKey
    const sharjah = priceGuideQueries.guide(api, { category: 'car', number: '7', city: 'sharjah' }).queryKey
    expect(dubai[0]).toBe('Listing')
    expect(dubai).not.toEqual(sharjah)
  })
})
