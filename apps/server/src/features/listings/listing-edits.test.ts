import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { PRICE_HISTORY_LENGTH } from '@raqam/listing-rules/limits'
import { listingPrices, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, signIn, startApp, type TestApp } from '#test/harness.ts'

type ListingResponse = components['schemas']['ProductResponse']

/** The owner edits, withdraws and restores a listing; every price change is kept (ADR 0020). */
describe.each(backends)('editing listings on $name', (backend) => {
  let t: TestApp
  let token: string
  let numbers = 70000

  beforeAll(async () => {
    t = await startApp(backend)
    token = await signIn(t)
  })
  afterAll(() => t?.close())

  /** A new Sharjah plate for sale (or wanted) of the demo customer; a fresh number each time. */
  async function publish(overrides: Record<string, unknown> = {}): Promise<ListingResponse> {
    const number = String(++numbers)
    const response = await t.call({
      url: '/product',
      json: {
        category: 'car',
        city: 'sharjah',
        code: '3',
        number,
        titleEn: `Sharjah 3 ${number}`,
        titleAr: `الشارقة 3 ${number}`,
        newPrice: 50000,
        ...overrides,
      },
      token,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  const edit = (id: string, json: unknown, as = token) =>
    t.call({ method: 'PATCH', url: `/product/${id}`, json, token: as })
  const withdraw = (id: string, as = token) => t.call({ method: 'PUT', url: `/product/withdraw/${id}`, token: as })
  const restore = (id: string, as = token) => t.call({ method: 'PUT', url: `/product/restore/${id}`, token: as })

  it('starts the price history with the price at publishing', async () => {
    const published = await publish()
    expect(published.priceHistory).toEqual([{ price: 50000, at: published.data.createdAt }])
    expect(published.data).toMatchObject({ withdrawn: false, priceDropped: false })
  })

  it('changes the fields sent and keeps the others; a new price enters the history', async () => {
    const { data } = await publish({ oldPrice: 60000, descriptionEn: 'Kept' })
    const response = await edit(data._id, { newPrice: 45000, titleEn: '  Sharjah 3, reduced  ' })
    expect(response.statusCode, response.body).toBe(200)
    const edited = (response.json() as ListingResponse).data
    expect(edited).toMatchObject({
      newPrice: 45000,
      oldPrice: 60000,
      titleEn: 'Sharjah 3, reduced',
      titleAr: data.titleAr,
      descriptionEn: 'Kept',
      number: data.number,
      priceDropped: true,
    })
    const history = (response.json() as ListingResponse).priceHistory
    expect(history.map((point) => point.price)).toEqual([50000, 45000])
    expect(Date.parse(history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(history[0]!.at))

    // The detail answer and the public list say the same.
    const detail = await t.call({ url: `/product/${data._id}` })
    expect((detail.json() as ListingResponse).priceHistory).toEqual(history)
    const listed = await t.call({ url: '/product/for-customers', query: { keyword: data.number } })
    expect(listed.json().data[0]).toMatchObject({ _id: data._id, newPrice: 45000, priceDropped: true })
  })

  it('shows a rise as no drop, and records nothing when the price stays the same', async () => {
    const { data } = await publish()
    await edit(data._id, { newPrice: 40000 })
    const raised = await edit(data._id, { newPrice: 55000 })
    expect((raised.json() as ListingResponse).data.priceDropped).toBe(false)
    const same = await edit(data._id, { newPrice: 55000, descriptionAr: 'السعر نفسه' })
    expect((same.json() as ListingResponse).priceHistory.map((point) => point.price)).toEqual([50000, 40000, 55000])
  })

  it('removes the struck-through price with oldPrice: null', async () => {
    const { data } = await publish({ oldPrice: 70000 })
    const response = await edit(data._id, { oldPrice: null })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as ListingResponse).data.oldPrice).toBeNull()
  })

  it('keeps only the latest prices in the answer, oldest first', async () => {
    const { data } = await publish()
    // Written straight to the table: as many changes as the history shows, and some.
    await t.database.db.insert(listingPrices).values(
      Array.from({ length: PRICE_HISTORY_LENGTH + 5 }, (_, i) => ({
        listingId: data._id,
        price: 1000 + i,
        at: new Date(Date.parse(data.createdAt) + (i + 1) * 60_000),
      })),
    )
    const history = ((await t.call({ url: `/product/${data._id}` })).json() as ListingResponse).priceHistory
    expect(history).toHaveLength(PRICE_HISTORY_LENGTH)
    expect(history.at(-1)!.price).toBe(1000 + PRICE_HISTORY_LENGTH + 4)
    expect(history[0]!.price).toBe(1005)
  })

  it('shares and unshares: a listing that is not shared is hidden from others', async () => {
    const { data } = await publish()
    expect((await edit(data._id, { status: false })).json().data.status).toBe(false)
    expect((await t.call({ url: `/product/${data._id}` })).statusCode).toBe(404)
    expect((await edit(data._id, { status: true })).json().data.status).toBe(true)
    expect((await t.call({ url: `/product/${data._id}` })).statusCode).toBe(200)
  })

  it('refuses what identifies a listing, naming the field, and an empty change', async () => {
    const { data } = await publish()
    for (const [field, value] of [
      ['number', '12345'],
      ['category', 'motorcycle'],
      ['city', 'dubai'],
      ['code', 'A'],
      ['operator', 'du'],
      ['isOrder', true],
    ] as const) {
      const response = await t.call({
        method: 'PATCH',
        url: `/product/${data._id}`,
        json: { [field]: value, newPrice: 1 },
        token,
        headers: { 'accept-language': 'ar' },
      })
      expect(response.statusCode, field).toBe(400)
      expect(response.json().errors).toEqual([
        expect.objectContaining({ code: 'unchangeable', path: `body.${field}`, params: { field } }),
      ])
    }
    const english = await edit(data._id, { number: '12345' })
    expect(english.json().errors[0].msg).toBe('The number of a published listing cannot change')
    const empty = await edit(data._id, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors[0]).toMatchObject({ code: 'noChanges', msg: 'Send at least one field to change' })
    // Nothing changed.
    expect((await t.call({ url: `/product/${data._id}` })).json().data).toMatchObject({
      newPrice: 50000,
      number: data.number,
    })
  })

  it('refuses a price on a wanted request, and prices with more than 2 decimals', async () => {
    const wanted = await publish({ isOrder: true })
    const priced = await edit(wanted.data._id, { newPrice: 1000, titleEn: 'Wanted, any price' })
    expect(priced.statusCode).toBe(400)
    expect(priced.json().errors).toEqual([
      expect.objectContaining({
        code: 'wantedHasNoPrice',
        path: 'body.newPrice',
        msg: 'A wanted request has no price',
      }),
    ])
    expect(wanted.priceHistory).toEqual([])
    const { data } = await publish()
    const decimals = await edit(data._id, { newPrice: 10.125, oldPrice: 20.5 })
    expect(decimals.statusCode).toBe(400)
    expect(decimals.json().errors).toEqual([
      expect.objectContaining({ code: 'tooManyDecimals', path: 'body.newPrice' }),
    ])
  })

  it('lets only the owner change, withdraw or restore a listing', async () => {
    const { data } = await publish()
    const other = await registerCustomer(t)
    for (const response of [
      await edit(data._id, { newPrice: 1 }, other.token),
      await withdraw(data._id, other.token),
      await restore(data._id, other.token),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('notYourListing')
    }
    expect((await t.call({ method: 'PATCH', url: `/product/${data._id}`, json: { newPrice: 1 } })).statusCode).toBe(401)
    // Hidden, it does not exist for anybody else.
    await edit(data._id, { status: false })
    expect((await edit(data._id, { newPrice: 1 }, other.token)).statusCode).toBe(404)
    expect((await t.call({ url: `/product/${data._id}` })).statusCode).toBe(404)
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, data._id))
    expect(row!.newPrice).toBe(50000)
  })

  it('withdraws a listing from everybody but its owner, and restores it shared', async () => {
    const { data } = await publish()
    for (let i = 0; i < 2; i++) {
      const response = await withdraw(data._id)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data).toMatchObject({ withdrawn: true, status: false })
    }
    expect((await t.call({ url: `/product/${data._id}` })).statusCode).toBe(404)
    const publicList = await t.call({ url: '/product/for-customers', query: { keyword: data.number } })
    expect(publicList.json().data).toEqual([])
    const own = await t.call({
      url: '/product/for-customers',
      query: { keyword: data.number, status: 'all' },
      token,
    })
    expect(own.json().data).toEqual([expect.objectContaining({ _id: data._id, withdrawn: true })])

    // Withdrawn, it may change but not be shared.
    expect((await edit(data._id, { newPrice: 48000 })).statusCode).toBe(200)
    const shared = await edit(data._id, { status: true })
    expect(shared.statusCode).toBe(409)
    expect(shared.json().errors[0]).toMatchObject({ code: 'listingWithdrawn', path: 'body.status' })

    for (let i = 0; i < 2; i++) {
      const restored = await restore(data._id)
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json().data).toMatchObject({ withdrawn: false, status: true, newPrice: 48000 })
    }
    expect((await t.call({ url: `/product/${data._id}` })).statusCode).toBe(200)
  })

  it('changes nothing of a sold listing, not even its withdrawal', async () => {
    const { data } = await publish()
    await t.call({ method: 'PUT', url: `/product/change-sold/${data._id}`, token })
    const edited = await edit(data._id, { newPrice: 1 })
    expect(edited.statusCode).toBe(409)
    expect(edited.json()).toMatchObject({ code: 'listingSold', message: 'A sold listing cannot change' })
    expect((await withdraw(data._id)).statusCode).toBe(409)
    const sold = (await t.call({ url: `/product/${data._id}` })).json() as ListingResponse
    expect(sold.data).toMatchObject({ isSold: true, withdrawn: false, newPrice: 50000, priceDropped: false })
  })

  it('seeds the demo with price drops: a dearer first price, lowered two days later', async () => {
    const all = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      // The seed's listings, not those the tests above published and lowered.
      .where(
        sql`${listings.previousPrice} > ${listings.newPrice} and ${listings.status} and not ${listings.isSold} and ${listings.createdAt} < '2026-01-01'`,
      )
    expect(all.length).toBeGreaterThan(5)
    const { data, priceHistory } = (await t.call({ url: `/product/${all[0]!.id}`, token })).json() as ListingResponse
    expect(data.priceDropped).toBe(true)
    expect(priceHistory).toHaveLength(2)
    expect(priceHistory[0]!.price).toBeGreaterThan(priceHistory[1]!.price)
    expect(priceHistory[1]!.price).toBe(data.newPrice)
    expect(Date.parse(priceHistory[1]!.at) - Date.parse(priceHistory[0]!.at)).toBe(2 * 24 * 3600_000)
    expect(priceHistory[0]!.at).toBe(data.createdAt)
  })

  it('answers 404 for an unknown listing', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await edit(id, { newPrice: 1 })).statusCode).toBe(404)
    expect((await withdraw(id)).statusCode).toBe(404)
    expect((await restore(id)).statusCode).toBe(404)
  })
})
