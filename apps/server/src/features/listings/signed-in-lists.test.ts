import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { registerCustomer, startApp, type TestApp } from '#test/harness.ts'

type Page = { data: { _id: string; isFavorite: boolean; customer: { _id: string } | null }[] }

/**
 * A signed-in customer's public list, with visitors' answers kept as in production: the visitors' page
 * with the customer's favourites laid over it, fresh after each favourite.
 */
describe.each(backends)('signed-in lists on $name', (backend) => {
  let t: TestApp
  let token: string
  const list = async (query: Record<string, string>, as?: string) =>
    (await t.call({ url: '/product/for-customers', query, token: as })).json() as Page

  beforeAll(async () => {
    t = await startApp(backend, { app: { answerCacheMs: 60_000, countCacheMs: 60_000 } })
    token = (await registerCustomer(t)).token
  })
  afterAll(() => t?.close())

  it("is the visitors' page with the customer's favourites, fresh after each change", async () => {
    const query = { category: 'car', isOrder: 'false' }
    const visitors = await list(query)
    expect(visitors.data.length).toBeGreaterThan(2)
    const [first, second] = visitors.data
    const none = await list(query, token)
    expect(none.data.map((listing) => listing._id)).toEqual(visitors.data.map((listing) => listing._id))
    expect(none.data.every((listing) => !listing.isFavorite)).toBe(true)

    for (const favoriteId of [first!._id, second!._id])
      expect((await t.call({ url: '/customer/add-favorite', json: { favoriteId }, token })).statusCode).toBe(200)
    const liked = await list(query, token)
    expect(liked.data.filter((listing) => listing.isFavorite).map((listing) => listing._id)).toEqual([
      first!._id,
      second!._id,
    ])
    // The kept visitors' page is not changed by one customer's favourites.
    expect((await list(query)).data.some((listing) => listing.isFavorite)).toBe(false)

    await t.call({ method: 'DELETE', url: '/customer/remove-favorite', json: { favoriteId: first!._id }, token })
    const after = await list(query, token)
    expect(after.data.filter((listing) => listing.isFavorite).map((listing) => listing._id)).toEqual([second!._id])
  })
})
