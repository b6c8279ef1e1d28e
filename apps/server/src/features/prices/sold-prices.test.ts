import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, signIn, startApp, type TestApp } from '#test/harness.ts'

type SoldPriceList = components['schemas']['SoldPriceList']

describe.each(backends)('the sold-prices record on $name', (backend) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  async function soldPrices(query: Record<string, string | number | string[]> = {}): Promise<SoldPriceList> {
    const response = await t.call({ url: '/prices/sold', query })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** The published sales of shared listings in the database, most recently sold first. */
  async function publishedSales() {
    return t.database.db
      .select({ id: listings.id, soldAt: listings.soldAt, soldPrice: listings.soldPrice, city: listings.city })
      .from(listings)
      .where(and(eq(listings.isSold, true), eq(listings.soldPricePublished, true), eq(listings.status, true)))
  }

  it('pages the published sales of shared listings by 12, most recently sold first, with their price', async () => {
    const sales = await publishedSales()
    expect(sales.length).toBeGreaterThan(12)
    const first = await soldPrices()
    expect(first.paginationResult).toEqual({
      total: sales.length,
      currentPage: 1,
      numberOfPage: Math.ceil(sales.length / 12),
      limit: 12,
    })
    const second = await soldPrices({ page: 2 })
    const listed = [...first.data, ...second.data]
    expect(listed.map((listing) => listing.sale!.at)).toEqual(
      listed
        .map((listing) => listing.sale!.at)
        .sort()
        .reverse(),
    )
    const byId = new Map(sales.map((sale) => [sale.id, sale]))
    for (const listing of listed) {
      expect(listing.isSold).toBe(true)
      expect(listing.sale).toEqual({
        at: byId.get(listing._id)!.soldAt!.toISOString(),
        price: byId.get(listing._id)!.soldPrice,
        published: true,
      })
    }
  })

  it('leaves out unpublished sales and sales of listings no longer shared', async () => {
    const [unpublished] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.isSold, true), eq(listings.soldPricePublished, false), isNotNull(listings.soldPrice)))
      .limit(1)
    const [newest] = (await soldPrices()).data
    await t.database.db.update(listings).set({ status: false }).where(eq(listings.id, newest!._id))
    const all = await soldPrices({ page: 1 })
    const pages = await Promise.all(
      Array.from({ length: all.paginationResult.numberOfPage }, (_, i) => soldPrices({ page: i + 1 })),
    )
    const ids = pages.flatMap((page) => page.data.map((listing) => listing._id))
    expect(ids).not.toContain(unpublished!.id)
    expect(ids).not.toContain(newest!._id)
    await t.database.db.update(listings).set({ status: true }).where(eq(listings.id, newest!._id))
  })

  it("filters like the shop: a kind's filters narrow that kind, patterns by tag", async () => {
    const dubai = await soldPrices({ city: 'dubai' })
    expect(dubai.data.length).toBeGreaterThan(0)
    for (const listing of dubai.data)
      expect([listing.category, listing.city]).toEqual([expect.not.stringMatching('mobile'), 'dubai'])
    const digits = await soldPrices({ category: 'car', digit: 3 })
    for (const listing of digits.data) expect([listing.category, listing.number.length]).toEqual(['car', 3])
    const mobiles = await soldPrices({ category: 'mobile', city: 'dubai', operator: 'du' })
    expect(mobiles.data.length).toBeGreaterThan(0)
    for (const listing of mobiles.data) expect([listing.category, listing.operator]).toEqual(['mobile', 'du'])
    const mirrors = await soldPrices({ pattern: ['mirror'] })
    for (const listing of mirrors.data) expect(listing.patterns).toContain('mirror')
    const unknown = await t.call({ url: '/prices/sold', query: { pattern: 'nonsense' } })
    expect(unknown.statusCode).toBe(400)
  })

  it("shows a seller's newly published sale at once, in its month of UAE time with the month's low, median and high", async () => {
    // A month of its own: two months ago, a sale at 01:00 on the 1st in Dubai (21:00 UTC the day before).
    const now = t.clock.now
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))
    const label = month.toISOString().slice(0, 7)
    const before = (await soldPrices({ category: 'motorcycle', city: 'umm-al-quwain', digit: 1 })).months
    expect(before.find((entry) => entry.month === label)).toBeUndefined()

    const token = await signIn(t)
    const prices = [3000, 1000, 2000.5, 9000]
    const ids: string[] = []
    for (const i of prices.keys()) {
      const created = await t.call({
        url: '/product',
        json: {
          category: 'motorcycle',
          titleEn: `Umm Al Quwain X ${i + 1}`,
          titleAr: `أم القيوين X ${i + 1}`,
          number: String(i + 1),
          city: 'umm-al-quwain',
          code: 'X',
          newPrice: 10_000,
        },
        token: i % 2 === 0 ? token : (await registerCustomer(t)).token,
      })
      expect(created.statusCode, created.body).toBe(201)
      ids.push(created.json().data._id)
    }
    // Marked sold through the API (the first one is published and shown at once, answers cached or not).
    const sold = await t.call({
      method: 'PUT',
      url: `/product/change-sold/${ids[0]}`,
      json: { price: 3000, publish: true },
      token,
    })
    expect(sold.statusCode, sold.body).toBe(200)
    const listed = await soldPrices({ category: 'motorcycle', city: 'umm-al-quwain', digit: 1 })
    expect(listed.data[0]).toMatchObject({ _id: ids[0], sale: { price: 3000, published: true } })
    // The rest written behind the API, dated in the month.
    const atStart = new Date(month.getTime() - 3 * 3600_000) // 01:00 on the 1st in Dubai
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(listings)
        .set({
          isSold: true,
          soldAt: new Date(atStart.getTime() + i * 86_400_000),
          soldPrice: prices[i],
          soldPricePublished: true,
        })
        .where(eq(listings.id, id))
    }
    // One more, unpublished, in the same month: not counted.
    await t.database.db.update(listings).set({ soldPricePublished: false }).where(eq(listings.id, ids[3]!))
    const { months } = await soldPrices({ category: 'motorcycle', city: 'umm-al-quwain', digit: 1 })
    expect(months.find((entry) => entry.month === label)).toEqual({
      month: label,
      count: 3,
      low: 1000,
      median: 2000.5,
      high: 3000,
    })
    // A sale at 23:00 UTC on the last day of the month before is already in this month in Dubai.
    const previous = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
    expect(months.find((entry) => entry.month === previous)).toBeUndefined()
    expect(months.map((entry) => entry.month)).toEqual([...months.map((entry) => entry.month)].sort())
  })

  it('charts the last 24 months only, oldest first', async () => {
    const now = t.clock.now
    const old = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth() - 1, 15))
    const [sale] = (await soldPrices({ city: 'sharjah' })).data
    await t.database.db.update(listings).set({ soldAt: old }).where(eq(listings.id, sale!._id))
    const { months, data } = await soldPrices({ city: 'sharjah' })
    // Still on the record's pages, out of the chart.
    expect(data.map((listing) => listing._id)).toContain(sale!._id)
    expect(months.length).toBeLessThanOrEqual(24)
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1)).toISOString().slice(0, 7)
    for (const entry of months) expect(entry.month >= first).toBe(true)
  })
})
