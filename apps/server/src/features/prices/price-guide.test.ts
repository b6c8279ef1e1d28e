import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRICE_GUIDE_MINIMUM } from '@raqam/listing-rules/limits'
import { customers, listings } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { derivedColumns } from '#domain/listings.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, startApp, type TestApp } from '#test/harness.ts'
import { publishPlate } from '#test/moderation.ts'

type Row = typeof listings.$inferInsert
type Guide = {
  enough: boolean
  comparables: number
  sales: number
  low: number | null
  typical: number | null
  high: number | null
  examples: { _id: string; price: number; kind: string; number: string }[]
}

/** GET /prices/guide on the real server and database, with comparables written straight into the table. */
describe.each(backends)('the fair-price guide on $name', (backend) => {
  let t: TestApp
  let sellerId: string
  const ids: Record<string, string> = {}

  /** A shared motorcycle plate of Umm Al Quwain, 4 digits, for sale at `price` unless told otherwise. */
  async function add(name: string, number: string, price: number, overrides: Partial<Row> = {}) {
    const [row] = await t.database.db
      .insert(listings)
      .values({
        customerId: sellerId,
        category: 'motorcycle',
        city: 'umm-al-quwain',
        code: 'B',
        number,
        ...derivedColumns('motorcycle', number),
        titleEn: `Plate ${number}`,
        titleAr: `لوحة ${number}`,
        newPrice: price,
        createdAt: new Date(t.clock.now.getTime() - 86_400_000),
        ...overrides,
      })
      .returning({ id: listings.id })
    ids[name] = row!.id
  }

  const guide = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.call({ url: '/prices/guide', query, headers })
  const plate = { category: 'motorcycle', city: 'umm-al-quwain', number: '4821', code: 'B' }

  beforeAll(async () => {
    t = await startApp(backend)
    const [demo] = await t.database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
    sellerId = demo!.id
    // The demo data's listings of this kind leave the market, so the comparables are exactly the rows below.
    await t.database.db
      .update(listings)
      .set({ status: false })
      .where(and(eq(listings.category, 'motorcycle'), eq(listings.city, 'umm-al-quwain'), eq(listings.digits, 4)))
    for (const [i, price] of [20_000, 22_000, 24_000, 26_000, 28_000].entries()) {
      await add(`asking${i}`, String(1357 + i * 1111), price)
    }
    // Sold the day the asking prices were set: weighed alike but for the kind.
    const sold = { isSold: true, newPrice: 30_000, soldAt: new Date(t.clock.now.getTime() - 86_400_000) }
    await add('publishedSale', '3719', 0, { ...sold, soldPrice: 27_000, soldPricePublished: true })
    // Never comparables: a private sale price, a wanted request, a withdrawn listing, another emirate,
    // another digit count, a hidden sale, a sale withdrawn after it sold, an outlier.
    await add('privateSale', '3720', 0, { ...sold, soldPrice: 99_999 })
    await add('wanted', '3721', 0, { isOrder: true, newPrice: null, budget: 50_000 })
    await add('withdrawn', '3722', 77_777, { status: false, withdrawnAt: t.clock.now })
    await add('otherCity', '3723', 55_555, { city: 'ajman' })
    await add('otherDigits', '372', 44_444)
    await add('hiddenSale', '3724', 0, {
      ...sold,
      status: false,
      soldPrice: 66_666,
      soldPricePublished: true,
      hiddenAt: t.clock.now,
    })
    await add('withdrawnSale', '3726', 0, {
      ...sold,
      status: false,
      soldPrice: 33_333,
      soldPricePublished: true,
      withdrawnAt: t.clock.now,
    })
    await add('outlier', '3725', 9_000_000)
  })
  afterAll(() => t?.close())

  it('gives the weighted range of asking prices and published sales alike, and shows the most alike', async () => {
    const answer = await guide(plate)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('public, max-age=300')
    const body = answer.json() as Guide
    expect(body).toMatchObject({ enough: true, minimum: PRICE_GUIDE_MINIMUM, comparables: 6, sales: 1 })
    expect(body.low! <= body.typical! && body.typical! <= body.high!).toBe(true)
    // Five asking prices of weight 1 and a sale of weight 3: the sale holds 3/8 of the weight.
    expect([body.low, body.typical, body.high]).toEqual([22_000, 26_000, 27_000])
    const shown = body.examples.map((example) => example._id)
    expect(shown).toHaveLength(6)
    expect(shown).toContain(ids.publishedSale)
    expect(body.examples.find((example) => example._id === ids.publishedSale)).toMatchObject({
      kind: 'sale',
      price: 27_000,
    })
  })

  it('never lets a private sale price, a wanted request, a hidden or withdrawn listing or an outlier in', async () => {
    const body = (await guide(plate)).json() as Guide
    const shown = new Set(body.examples.map((example) => example._id))
    for (const name of [
      'privateSale',
      'wanted',
      'withdrawn',
      'otherCity',
      'otherDigits',
      'hiddenSale',
      'withdrawnSale',
      'outlier',
    ]) {
      expect(shown.has(ids[name]!), name).toBe(false)
    }
    expect(JSON.stringify(body)).not.toContain('99999')
  })

  it('leaves out the listing whose page asks, and says when there is not enough data', async () => {
    const without = (await guide({ ...plate, exclude: ids.asking0! })).json() as Guide
    expect(without).toMatchObject({ enough: true, comparables: 5 })
    expect(without.examples.map((example) => example._id)).not.toContain(ids.asking0)
    await t.database.db
      .update(listings)
      .set({ status: false })
      .where(inArray(listings.id, [ids.asking1!, ids.asking2!]))
    try {
      const few = (await guide({ ...plate, exclude: ids.asking0! })).json() as Guide
      expect(few).toMatchObject({ enough: false, comparables: 3, low: null, typical: null, high: null })
      expect(few.examples).toHaveLength(3)
    } finally {
      await t.database.db
        .update(listings)
        .set({ status: true })
        .where(inArray(listings.id, [ids.asking1!, ids.asking2!]))
    }
  })

  it('takes a plate as typed so far: its digits so far, with or without its code', async () => {
    const body = (await guide({ category: 'motorcycle', city: 'umm-al-quwain', number: '372' })).json() as Guide
    expect(body.examples.map((example) => example._id)).toContain(ids.otherDigits)
    expect(body.examples.every((example) => example.number.length === 3)).toBe(true)
  })

  it('finds mobile numbers of the same operator, whole or partial', async () => {
    for (const number of ['055', '0551234', '0551234567']) {
      const answer = await guide({ category: 'mobile', operator: 'du', number })
      expect(answer.statusCode, number).toBe(200)
      const body = answer.json() as Guide
      expect(body.enough, number).toBe(true)
    }
    const [du] = await t.database.db
      .select({ operator: listings.operator })
      .from(listings)
      .where(
        inArray(
          listings.id,
          ((await guide({ category: 'mobile', operator: 'du', number: '055' })).json() as Guide).examples.map(
            (example) => example._id,
          ),
        ),
      )
    expect(du?.operator).toBe('du')
  })

  it("answers a bad query with the reason in the caller's language, never a 500", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ category: 'car', number: '777' }, 'plateNeedsCity', 'query.city'],
      [{ category: 'mobile', number: '055' }, 'mobileNeedsOperator', 'query.operator'],
      [{ category: 'car', number: '777', city: 'sharjah', code: 'A' }, 'codeNotInCity', 'query.code'],
      [{ category: 'car', number: '0551', city: 'dubai' }, 'plateNumberShape', 'query.number'],
      [{ category: 'mobile', number: '7777', operator: 'du' }, 'mobileNumberShape', 'query.number'],
    ]
    for (const [query, code, path] of cases) {
      const answer = await guide(query)
      expect([answer.statusCode, answer.json().code], code).toEqual([400, code])
      expect(answer.json().errors).toEqual([expect.objectContaining({ path })])
      expect(answer.headers['cache-control']).toBe('no-store')
    }
    const arabic = await guide({ category: 'car', number: '777' }, { 'accept-language': 'ar' })
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/)
    for (const number of ['', '0777', '123456', '05912']) {
      const answer = await guide({ category: 'car', city: 'dubai', number })
      expect(answer.statusCode, number).toBe(400)
    }
  })
})

/** With visitors' answers kept (as in production), a guide's candidates are kept too, until a listing is written. */
describe.each(backends)('the fair-price guide with its candidates kept, on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend, { app: { answerCacheMs: 600_000 } })
  })
  afterAll(() => t?.close())

  const comparables = async () =>
    (
      (
        await t.call({ url: '/prices/guide', query: { category: 'car', city: 'fujairah', number: '7777' } })
      ).json() as Guide
    ).comparables

  it('answers again from what it kept, and forgets it when any listing is written', async () => {
    const before = await comparables()
    expect(before).toBeGreaterThan(1)
    // Behind the server's back (no notice): the kept answer stands.
    await t.database.db
      .update(listings)
      .set({ status: false })
      .where(and(eq(listings.category, 'car'), eq(listings.city, 'fujairah'), eq(listings.digits, 4)))
    expect(await comparables()).toBe(before)
    // A listing published through the API tells every instance, which forgets what it kept.
    const seller = await registerCustomer(t)
    await publishPlate(t, seller.token, { number: '4444' })
    await expect.poll(comparables).toBe(1)
  })
})
