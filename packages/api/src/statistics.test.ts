import { describe, expect, test } from 'vitest'
import { recordInteraction } from '#interactions.ts'
import { statisticsKeys } from '#statistics.keys.ts'
import { statisticsQueries } from '#statistics.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { LISTING_ID, queryHarness } from '#testing/query-harness.ts'

const OTHER_ID = '5b2d4c6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e'

describe('statisticsQueries', () => {
  test('listings reads /customer/listing-statistics with one id= per listing, under the Listing tag', async () => {
    const answer = { data: [] }
    const { api, client, server } = queryHarness(() => json(200, answer))
    const options = statisticsQueries.listings(api, [LISTING_ID, OTHER_ID])

    expect(options.queryKey).toEqual(['Listing', 'statistics', [LISTING_ID, OTHER_ID]])
    expect(options.queryKey).toEqual(statisticsKeys.listings([LISTING_ID, OTHER_ID]))
    await expect(client.fetchQuery(options)).resolves.toEqual(answer)
    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/customer/listing-statistics')
    expect(url.searchParams.getAll('id')).toEqual([LISTING_ID, OTHER_ID])
  })

  test("somebody else's listing is an error the page can tell", async () => {
    const { api, client } = queryHarness(() =>
      json(403, { code: 'notYourListing', message: 'This listing is not yours', requestId: 'r' }),
    )
    await expect(client.fetchQuery(statisticsQueries.listings(api, [LISTING_ID]))).rejects.toMatchObject({
      status: 403,
    })
  })
})

describe('recordInteraction', () => {
  test('posts the kind as JSON with keepalive, so it outlives the page', async () => {
    const { api, server } = queryHarness(() => new Response(null, { status: 204 }))
    recordInteraction(api, LISTING_ID, 'whatsappTap')
    await expect.poll(() => server.requests.length).toBe(1)
    const request = server.last()!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(`/api/v1.0/product/${LISTING_ID}/interactions`)
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(request.keepalive).toBe(true)
    expect(await request.json()).toEqual({ kind: 'whatsappTap' })
  })

  test('a failure is swallowed: the visitor is never told', async () => {
    const { api, server } = queryHarness(() => Promise.reject(new TypeError('offline')))
    expect(() => recordInteraction(api, LISTING_ID, 'view')).not.toThrow()
    await expect.poll(() => server.requests.length).toBe(1)
  })
})
