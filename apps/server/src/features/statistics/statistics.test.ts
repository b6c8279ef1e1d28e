import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { components } from '@raqam/api/schema'
import { customers, favorites, listingDailyCounts, listings, matches, savedSearches } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, signIn, startApp, type TestApp } from '#test/harness.ts'
import { addressDigest } from '#auth/address-digest.ts'
import { publishPlate } from '#test/moderation.ts'
import { BROWSERS_PER_ADDRESS } from './daily-visitors.ts'
import { interactionCounter } from './interaction-counter.ts'
import { statisticsRepository } from './statistics.repository.ts'

type ListingStatistics = components['schemas']['ListingStatistics']

/** An anonymous visitor of another instance, from the `n`-th address. */
const anonymous = (n: number) => ({ customerId: null, address: `198.51.100.${n}`, userAgent: PHONE })
const visitorDigest = addressDigest(null)

/** A phone's browser: counted. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
/** Programs: not counted. */
const AUTOMATED = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'curl/8.5.0',
]

describe.each(backends)("sellers' statistics on $name", (backend) => {
  let t: TestApp
  let ownerToken: string
  let ownerId: string
  /** The demo customer's shared listings: each test counts on one of its own. */
  let own: string[]
  let visitor: { token: string; id: string }

  beforeAll(async () => {
    // Nothing is written on a timer here: the reads' flush and the app's close are what write.
    t = await startApp(backend, { app: { interactionFlushMs: 3_600_000 } })
    ownerToken = await signIn(t)
    const [owner] = await t.database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
    ownerId = owner!.id
    const rows = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.customerId, ownerId), eq(listings.status, true)))
      .orderBy(listings.id)
    own = rows.map((row) => row.id)
    const registered = await registerCustomer(t)
    visitor = { token: registered.token, id: registered.customer._id }
  })
  afterAll(() => t?.close())

  const interact = (
    id: string,
    kind: 'view' | 'whatsappTap',
    userAgent?: string,
    token?: string,
    remoteAddress = '203.0.113.1',
  ) =>
    t.call({
      url: `/product/${id}/interactions`,
      json: { kind },
      remoteAddress,
      ...(token && { token }),
      ...(userAgent !== undefined && { headers: { 'user-agent': userAgent } }),
    })

  const statistics = async (ids: string[], token = ownerToken): Promise<ListingStatistics[]> => {
    const response = await t.call({ url: '/customer/listing-statistics', query: { id: ids }, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  const totals = (listing: ListingStatistics) =>
    listing.days.reduce(
      (sum, day) => ({
        views: sum.views + day.views,
        favorites: sum.favorites + day.favorites,
        whatsappTaps: sum.whatsappTaps + day.whatsappTaps,
        matches: sum.matches + day.matches,
      }),
      { views: 0, favorites: 0, whatsappTaps: 0, matches: 0 },
    )

  it("counts visitors' views and WhatsApp taps on today, answering 204 at once", async () => {
    const id = own[0]!
    for (const [kind, address] of [
      ['view', '203.0.113.1'],
      ['view', '203.0.113.2'],
      ['view', '203.0.113.3'],
      ['whatsappTap', '203.0.113.1'],
    ] as const) {
      const answer = await interact(id, kind, PHONE, undefined, address)
      expect(answer.statusCode).toBe(204)
      expect(answer.body).toBe('')
    }
    // A signed-in customer who is not the seller counts too.
    await interact(id, 'view', PHONE, visitor.token)
    // Answered before anything is written: the counts wait in memory.
    const stored = await t.database.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.listingId, id))
    expect(stored).toEqual([])

    const [listing] = await statistics([id])
    expect(listing!.listingId).toBe(id)
    expect(listing!.days).toHaveLength(30)
    expect(listing!.days.at(-1)).toMatchObject({ views: 4, whatsappTaps: 1 })
    expect(listing!.days.slice(0, -1).every((day) => day.views === 0 && day.whatsappTaps === 0)).toBe(true)
    // Counts only: nothing about who.
    const [row] = await t.database.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.listingId, id))
    expect(Object.keys(row!).sort()).toEqual(['day', 'listingId', 'views', 'whatsappTaps'])
  })

  it('leaves out crawlers and other programs, by their User-Agent, and requests without one', async () => {
    const id = own[1]!
    for (const userAgent of [...AUTOMATED, '']) {
      expect((await interact(id, 'view', userAgent)).statusCode).toBe(204)
      expect((await interact(id, 'whatsappTap', userAgent)).statusCode).toBe(204)
    }
    await interact(id, 'view', PHONE)
    const [listing] = await statistics([id])
    expect(totals(listing!)).toMatchObject({ views: 1, whatsappTaps: 0 })
  })

  it("leaves out the seller's own views and taps", async () => {
    const id = own[2]!
    await interact(id, 'view', PHONE, ownerToken)
    await interact(id, 'whatsappTap', PHONE, ownerToken)
    await interact(id, 'view', PHONE, visitor.token)
    const [listing] = await statistics([id])
    expect(totals(listing!)).toMatchObject({ views: 1, whatsappTaps: 0 })
  })

  it("counts the views of a listing without a seller (the company's own)", async () => {
    const [companys] = await t.database.db
      .update(listings)
      .set({ customerId: null })
      .where(eq(listings.id, own[5]!))
      .returning({ id: listings.id })
    const id = companys!.id
    await interact(id, 'view', PHONE)
    await interact(id, 'view', PHONE, visitor.token)
    await statistics([own[0]!])
    const stored = await t.database.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.listingId, id))
    expect(stored.map((row) => row.views)).toEqual([2])
  })

  it('counts a visitor once a day per listing: one address once, two addresses twice, the next day again', async () => {
    const seller = await registerCustomer(t)
    const { _id: id } = await publishPlate(t, seller.token)
    const saved = t.clock.now
    try {
      t.clock.now = new Date('2026-12-01T08:00:00.000Z')
      for (let i = 0; i < 30; i++) await interact(id, 'view', PHONE, undefined, '203.0.113.7')
      for (let i = 0; i < 3; i++) await interact(id, 'whatsappTap', PHONE, undefined, '203.0.113.7')
      await interact(id, 'view', PHONE, undefined, '203.0.113.8')
      // A program cycling its User-Agent from one address counts as a few browsers at most.
      for (let i = 0; i < 20; i++) await interact(id, 'view', `${PHONE} ${i}`, undefined, '203.0.113.9')
      t.clock.now = new Date('2026-12-02T08:00:00.000Z')
      await interact(id, 'view', PHONE, undefined, '203.0.113.7')
      const [listing] = await statistics([id], seller.token)
      expect(listing!.days.at(-2)).toMatchObject({
        day: '2026-12-01',
        views: 2 + BROWSERS_PER_ADDRESS,
        whatsappTaps: 1,
      })
      expect(listing!.days.at(-1)).toMatchObject({ day: '2026-12-02', views: 1, whatsappTaps: 0 })
    } finally {
      t.clock.now = saved
    }
  })

  it('drops an unknown listing without telling the visitor', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd'
    expect((await interact(unknown, 'view', PHONE)).statusCode).toBe(204)
    await statistics([own[0]!])
    const stored = await t.database.db
      .select()
      .from(listingDailyCounts)
      .where(eq(listingDailyCounts.listingId, unknown))
    expect(stored).toEqual([])
  })

  it('refuses bad input with a 400, never a 500', async () => {
    const id = own[0]!
    const headers = { 'user-agent': PHONE }
    for (const json of [{ kind: 'click' }, {}, { kind: 'view', extra: 1 }]) {
      const answer = await t.call({ url: `/product/${id}/interactions`, json, headers })
      expect(answer.statusCode, JSON.stringify(json)).toBe(400)
    }
    const notAnId = await t.call({ url: '/product/nope/interactions', json: { kind: 'view' }, headers })
    expect(notAnId.statusCode).toBe(400)
    const tooMany = Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    const answer = await t.call({ url: '/customer/listing-statistics', query: { id: tooMany }, token: ownerToken })
    expect(answer.statusCode).toBe(400)
  })

  it("adds up every instance's counts: additions commute, whatever the order they are written in", async () => {
    const id = own[3]!
    const repository = statisticsRepository(t.database.db)
    const log = { error: vi.fn() }
    // Two more instances' tallies on the same database, written at the same moment.
    const others = [1, 2].map(() =>
      interactionCounter({ write: repository.addCounts, now: () => t.clock.now, visitorDigest, log }),
    )
    for (let i = 0; i < 5; i++) others[0]!.count(id, 'view', anonymous(i))
    for (let i = 0; i < 7; i++) others[1]!.count(id, 'view', anonymous(i))
    others[1]!.count(id, 'whatsappTap', { ...anonymous(0), customerId: visitor.id })
    // The seller's own view is dropped whichever instance holds it.
    others[0]!.count(id, 'view', { ...anonymous(0), customerId: ownerId })
    await interact(id, 'view', PHONE)
    await Promise.all(others.map((other) => other.flush()))
    others[0]!.count(id, 'view', anonymous(5))
    await others[0]!.flush()
    const [listing] = await statistics([id])
    expect(listing!.days.at(-1)).toMatchObject({ views: 14, whatsappTaps: 1 })
    expect(log.error).not.toHaveBeenCalled()
  })

  it('counts by the day in UAE time, and reads 30 days ending today there', async () => {
    const id = own[4]!
    const saved = t.clock.now
    try {
      // 23:30 on 26 November in UTC is 03:30 on the 27th in Dubai.
      t.clock.now = new Date('2026-11-26T23:30:00.000Z')
      await interact(id, 'view', PHONE)
      t.clock.now = new Date('2026-11-26T19:30:00.000Z') // 23:30 on the 26th in Dubai
      await interact(id, 'whatsappTap', PHONE)
      // A favourite and a saved search's match on each side of midnight in Dubai.
      await t.call({ url: '/customer/add-favorite', json: { favoriteId: id }, token: visitor.token })
      await t.database.db
        .update(favorites)
        .set({ createdAt: new Date('2026-11-26T20:00:00.000Z') })
        .where(and(eq(favorites.listingId, id), eq(favorites.customerId, visitor.id)))
      const [search] = await t.database.db
        .insert(savedSearches)
        .values({
          customerId: visitor.id,
          name: 'Any plate',
          filters: {},
          isOrder: false,
          unsubscribeToken: `statistics-${backend.name}`,
          origin: 'http://127.0.0.1',
        })
        .returning({ id: savedSearches.id })
      await t.database.db.insert(matches).values({
        customerId: visitor.id,
        savedSearchId: search!.id,
        listingId: id,
        createdAt: new Date('2026-11-26T19:59:59.000Z'),
      })
      // A favourite of 31 days ago (Dubai) is outside the 30 days.
      const [other] = await t.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(ne(customers.id, ownerId), ne(customers.id, visitor.id)))
        .limit(1)
      await t.database.db
        .insert(favorites)
        .values({ customerId: other!.id, listingId: id, createdAt: new Date('2026-10-27T19:00:00.000Z') })
        .onConflictDoNothing()

      t.clock.now = new Date('2026-11-27T10:00:00.000Z')
      const [listing] = await statistics([id])
      const days = listing!.days
      expect(days[0]!.day).toBe('2026-10-29')
      expect(days.at(-1)!.day).toBe('2026-11-27')
      expect(days.map((day) => day.day)).toEqual([...new Set(days.map((day) => day.day))].sort())
      expect(days.at(-1)).toEqual({ day: '2026-11-27', views: 1, favorites: 1, whatsappTaps: 0, matches: 0 })
      expect(days.at(-2)).toEqual({ day: '2026-11-26', views: 0, favorites: 0, whatsappTaps: 1, matches: 1 })
      expect(totals(listing!)).toEqual({ views: 1, favorites: 1, whatsappTaps: 1, matches: 1 })
    } finally {
      t.clock.now = saved
    }
  })

  it('answers in the order asked, for up to a page of listings', async () => {
    const ids = own.slice(0, 3).reverse()
    const answer = await statistics(ids)
    expect(answer.map((listing) => listing.listingId)).toEqual(ids)
  })

  it("refuses another customer's listing (403), an unknown one (404) and visitors (401)", async () => {
    const id = own[0]!
    const refused = await t.call({ url: '/customer/listing-statistics', query: { id: [id] }, token: visitor.token })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('notYourListing')
    // One listing of somebody else's among the caller's own is enough to refuse them all.
    const [others] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(ne(listings.customerId, ownerId), eq(listings.status, true)))
      .limit(1)
    const mixed = await t.call({
      url: '/customer/listing-statistics',
      query: { id: [id, others!.id] },
      token: ownerToken,
    })
    expect(mixed.statusCode).toBe(403)
    expect(mixed.json().code).toBe('notYourListing')
    const unknown = await t.call({
      url: '/customer/listing-statistics',
      query: { id: [id, '00000000-0000-4000-8000-00000000abcd'] },
      token: ownerToken,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('listingNotFound')
    const anonymous = await t.call({ url: '/customer/listing-statistics', query: { id: [id] } })
    expect(anonymous.statusCode).toBe(401)
  })

  it("hides another customer's unshared listing: a 404, as if it did not exist", async () => {
    const [unshared] = await t.database.db
      .update(listings)
      .set({ status: false })
      .where(eq(listings.id, own.at(-1)!))
      .returning({ id: listings.id })
    const answer = await t.call({
      url: '/customer/listing-statistics',
      query: { id: [unshared!.id] },
      token: visitor.token,
    })
    expect(answer.statusCode).toBe(404)
    expect((await statistics([unshared!.id])).length).toBe(1)
  })
})

describe.each(backends)('writing the counts on $name', (backend) => {
  it('writes on its timer, and what is left when the server closes', async () => {
    const t = await startApp(backend, { app: { interactionFlushMs: 50 } })
    try {
      const [listing] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.status, true))
        .limit(1)
      const id = listing!.id
      const viewsOf = async () => {
        const rows = await t.database.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.listingId, id))
        return rows.reduce((sum, row) => sum + row.views, 0)
      }
      await t.call({ url: `/product/${id}/interactions`, json: { kind: 'view' }, headers: { 'user-agent': PHONE } })
      await vi.waitFor(async () => expect(await viewsOf()).toBe(1), { timeout: 5000, interval: 25 })
      await t.call({
        url: `/product/${id}/interactions`,
        json: { kind: 'view' },
        headers: { 'user-agent': PHONE },
        remoteAddress: '203.0.113.2',
      })
      await t.app.close()
      expect(await viewsOf()).toBe(2)
    } finally {
      await t.app.close()
      await t.database.dispose()
    }
  })

  it('keeps the counts when a write fails, logs it and writes them with the next', async () => {
    const written: { views: number; whatsappTaps: number }[] = []
    let failing = true
    const log = { error: vi.fn() }
    const counter = interactionCounter({
      async write(counts) {
        if (failing) throw new Error('the database is away')
        written.push(...counts)
      },
      now: () => new Date('2026-11-27T08:00:00.000Z'),
      visitorDigest,
      log,
    })
    counter.count('a', 'view', anonymous(1))
    counter.count('a', 'whatsappTap', anonymous(1))
    await counter.flush()
    expect(log.error).toHaveBeenCalledTimes(1)
    failing = false
    counter.count('a', 'view', anonymous(2))
    await counter.flush()
    expect(written).toEqual([{ listingId: 'a', day: '2026-11-27', viewerId: null, views: 2, whatsappTaps: 1 }])
    await counter.flush()
    expect(written).toHaveLength(1)
  })
})
