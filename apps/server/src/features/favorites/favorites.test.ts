import { and, count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { favorites, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, startApp, type TestApp, withoutRequestId } from '#test/harness.ts'

type ListingPage = components['schemas']['ProductList']

describe.each(backends)('favourites on $name', (backend) => {
  let t: TestApp
  let token: string
  let customerId: string
  /** Shared listings of other sellers, by category. */
  let shared: Record<'car' | 'motorcycle' | 'mobile', string[]>

  beforeAll(async () => {
    t = await startApp(backend)
    const registered = await registerCustomer(t)
    token = registered.token
    customerId = registered.customer._id
    const rows = await t.database.db
      .select({ id: listings.id, category: listings.category })
      .from(listings)
      .where(eq(listings.status, true))
      .limit(300)
    shared = { car: [], motorcycle: [], mobile: [] }
    for (const row of rows) shared[row.category].push(row.id)
  })
  afterAll(() => t?.close())

  const add = (favoriteId: string, as = token) =>
    t.call({ url: '/customer/add-favorite', json: { favoriteId }, token: as })
  const remove = (favoriteId: string, as = token) =>
    t.call({ method: 'DELETE', url: '/customer/remove-favorite', json: { favoriteId }, token: as })
  const stored = async (listingId?: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.customerId, customerId), listingId ? eq(favorites.listingId, listingId) : undefined))
    return Number(row!.n)
  }
  const listFavourites = async (query: Record<string, string | number | string[]> = {}) => {
    const response = await t.call({ url: '/customer/get-favorites', query, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as ListingPage
  }

  it('adds and removes idempotently', async () => {
    const id = shared.car[0]!
    for (let i = 0; i < 2; i++) {
      const added = await add(id)
      expect(added.statusCode).toBe(200)
      expect(added.json()).toEqual({ data: { favoriteId: id, isFavorite: true } })
    }
    expect(await stored(id)).toBe(1)
    for (let i = 0; i < 2; i++) {
      const removed = await remove(id)
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ data: { favoriteId: id, isFavorite: false } })
    }
    expect(await stored(id)).toBe(0)
  })

  it('keeps exactly one favourite when the same add races itself', async () => {
    const id = shared.mobile[0]!
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(id)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200))
    expect(await stored(id)).toBe(1)
    const removals = await Promise.all(Array.from({ length: 6 }, () => remove(id)))
    expect(removals.every((answer) => answer.statusCode === 200)).toBe(true)
    expect(await stored(id)).toBe(0)
  })

  it('stores every one of many favourites added in parallel', async () => {
    const ids = shared.motorcycle.slice(0, 10)
    const answers = await Promise.all(ids.map((id) => add(id)))
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    expect(await stored()).toBe(10)
    await Promise.all(ids.map((id) => remove(id)))
    expect(await stored()).toBe(0)
  })

  it('lists favourites by category, most recent first, paged by 12', async () => {
    const cars = shared.car.slice(0, 14)
    for (const id of cars) expect((await add(id)).statusCode).toBe(200)
    await add(shared.mobile[1]!)
    const first = await listFavourites({ category: 'car' })
    expect(first.paginationResult).toEqual({ total: cars.length, currentPage: 1, numberOfPage: 2, limit: 12 })
    expect(first.data.every((listing) => listing.category === 'car' && listing.isFavorite)).toBe(true)
    expect(first.data[0]!._id).toBe(cars.at(-1))
    const second = await listFavourites({ category: 'car', page: 2 })
    expect(second.data.map((listing) => listing._id)).toEqual([cars[1], cars[0]])
    const both = await listFavourites({ category: ['car', 'mobile'] })
    expect(both.paginationResult.numberOfPage).toBe(2)
    expect(both.data[0]!._id).toBe(shared.mobile[1])
    const everything = await listFavourites()
    expect(everything.paginationResult.numberOfPage).toBe(2)
  })

  it("leaves out favourites that are no longer shared, unless they are the caller's own", async () => {
    const id = shared.car[20]!
    await add(id)
    expect((await listFavourites({ category: 'car' })).data[0]!._id).toBe(id)
    await t.database.db.update(listings).set({ status: false }).where(eq(listings.id, id))
    expect((await listFavourites({ category: 'car' })).data[0]!._id).not.toBe(id)
    // Gone from sight, but it can still be removed.
    expect((await remove(id)).statusCode).toBe(200)
    // And it cannot be added again while hidden.
    expect((await add(id)).statusCode).toBe(404)
  })

  it("answers another customer's hidden listing exactly like an unknown id, so hidden ids do not leak", async () => {
    const [hidden] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, false), ne(listings.customerId, customerId)))
      .limit(1)
    const unknown = await remove('00000000-0000-4000-8000-000000000000')
    const other = await remove(hidden!.id)
    expect(unknown.statusCode).toBe(404)
    expect(other.statusCode).toBe(404)
    expect(withoutRequestId(other)).toEqual(withoutRequestId(unknown))
  })

  it('answers 404 for a listing that does not exist, and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await add(unknown)).statusCode).toBe(404)
    expect((await remove(unknown)).statusCode).toBe(404)
    const malformed = await add('car-1')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors[0]).toEqual({
      code: 'invalidId',
      msg: 'The listing must be a valid id',
      path: 'body.favoriteId',
      params: { field: 'favoriteId' },
    })
    const missing = await t.call({ url: '/customer/add-favorite', json: {}, token })
    expect(missing.json().errors[0]).toEqual({
      code: 'required',
      msg: 'The listing is required',
      path: 'body.favoriteId',
      params: { field: 'favoriteId' },
    })
  })

  it('says "You are not signed in" to visitors and touches nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(favorites)
    for (const response of [
      await t.call({ url: '/customer/add-favorite', json: { favoriteId: shared.car[0] } }),
      await t.call({ method: 'DELETE', url: '/customer/remove-favorite', json: { favoriteId: shared.car[0] } }),
      await t.call({ url: '/customer/get-favorites' }),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        requestId: expect.any(String),
        code: 'notSignedIn',
        message: 'You are not signed in',
      })
    }
    expect(await t.database.db.select({ n: count() }).from(favorites)).toEqual(before)
  })

  it("keeps one customer's favourites apart from another's", async () => {
    const other = await registerCustomer(t)
    const id = shared.mobile[5]!
    await add(id, other.token)
    const mine = await listFavourites({ category: 'mobile' })
    expect(mine.data.some((listing) => listing._id === id)).toBe(false)
    const [row] = await t.database.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.listingId, id), ne(favorites.customerId, customerId)))
    expect(Number(row!.n)).toBe(1)
  })
})
