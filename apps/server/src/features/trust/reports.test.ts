import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORTS_PER_ACCOUNT, REPORTS_PER_ADDRESS } from '#auth/limits.ts'
import { sha256 } from '#auth/tokens.ts'
import { listings, reports } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, registerStaff, startApp, type Call, type TestApp } from '#test/harness.ts'
import { publishPlate } from '#test/moderation.ts'

const MISSING = '00000000-0000-4000-8000-000000000000'

/** Reports of listings and sellers by anybody, and the limits that keep them from flooding the queue. */
describe.each(backends)('reports on $name', (backend) => {
  let t: TestApp
  /** Shared listings of the demo data, each a target of its own. */
  let targets: string[]

  beforeAll(async () => {
    t = await startApp(backend)
    const rows = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, true))
      .limit(REPORTS_PER_ACCOUNT + 5)
    targets = rows.map((row) => row.id)
  })
  afterAll(() => t?.close())

  const report = (json: object, call: Partial<Call> = {}) =>
    t.call({ url: '/reports', json, remoteAddress: '192.0.2.1', ...call })

  it('thanks the reporter in their language and files the report with the listing seller', async () => {
    const seller = await registerCustomer(t)
    const listing = await publishPlate(t, seller.token)
    const english = await report({ listingId: listing._id, reason: 'wrongDetails', note: 'Price is per month?' })
    expect(english.statusCode, english.body).toBe(201)
    expect(english.json()).toEqual({ message: 'Thank you: our moderators will look at your report.' })
    const arabic = await report(
      { sellerId: seller.customer._id, reason: 'scam' },
      { headers: { 'accept-language': 'ar' }, remoteAddress: '192.0.2.2' },
    )
    expect(arabic.json()).toEqual({ message: 'شكرًا لك، سيراجع فريق الإشراف بلاغك.' })
    const rows = await t.database.db.select().from(reports).where(eq(reports.sellerId, seller.customer._id))
    expect(
      rows.map(({ listingId, reporterId, reason, note, status }) => ({ listingId, reporterId, reason, note, status })),
    ).toEqual(
      expect.arrayContaining([
        {
          listingId: listing._id,
          reporterId: null,
          reason: 'wrongDetails',
          note: 'Price is per month?',
          status: 'open',
        },
        { listingId: null, reporterId: null, reason: 'scam', note: '', status: 'open' },
      ]),
    )
    // Visitors are told apart by a hash of their address, never the address itself.
    expect(rows.every((row) => !row.addressHash.includes('192.0.2') && row.reporterKey === row.addressHash)).toBe(true)
  })

  it('wants exactly one target, a shared listing or an existing seller', async () => {
    for (const json of [{ reason: 'scam' }, { listingId: targets[0], sellerId: targets[0], reason: 'scam' }]) {
      const answer = await report(json)
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ code: 'oneReportTarget', errors: [{ path: 'body' }] })
    }
    const seller = await registerCustomer(t)
    const withdrawn = await publishPlate(t, seller.token)
    await t.call({ method: 'PUT', url: `/product/withdraw/${withdrawn._id}`, token: seller.token })
    for (const listingId of [withdrawn._id, MISSING]) {
      const answer = await report({ listingId, reason: 'sold' })
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'listingNotFound'])
    }
    const noSeller = await report({ sellerId: MISSING, reason: 'sold' })
    expect([noSeller.statusCode, noSeller.json().code]).toEqual([404, 'sellerNotFound'])
  })

  it('keeps one open report per reporter and target: by address for visitors, by account for customers', async () => {
    const [target] = targets
    expect((await report({ listingId: target, reason: 'scam' }, { remoteAddress: '192.0.2.10' })).statusCode).toBe(201)
    const twice = await report({ listingId: target, reason: 'other' }, { remoteAddress: '192.0.2.10' })
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'alreadyReported'])
    // Another address is another reporter.
    expect((await report({ listingId: target, reason: 'scam' }, { remoteAddress: '192.0.2.11' })).statusCode).toBe(201)

    const customer = await registerCustomer(t)
    const first = await report(
      { listingId: target, reason: 'scam' },
      { token: customer.token, remoteAddress: '192.0.2.12' },
    )
    expect(first.statusCode).toBe(201)
    const elsewhere = await report(
      { listingId: target, reason: 'scam' },
      { token: customer.token, remoteAddress: '192.0.2.13' },
    )
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([409, 'alreadyReported'])

    // Once the moderators decided, the same reporter may report it again.
    const moderator = await registerStaff(t, 'moderator')
    const dismissed = await t.call({
      url: '/moderation/reports/dismiss',
      json: { listingId: target },
      token: moderator.token,
    })
    expect(dismissed.statusCode).toBe(200)
    expect((await report({ listingId: target, reason: 'scam' }, { remoteAddress: '192.0.2.10' })).statusCode).toBe(201)
  })

  it('keeps a digest keyed with ADDRESS_KEY: not the SHA-256 of the address, another with another key', async () => {
    // Reported on this server and on another with its own key, from the same address.
    const listingId = targets.at(-1)!
    const address = '192.0.2.77'
    const other = await startApp(backend, { app: { addressKey: 'another-address-key' } })
    try {
      const digests: string[] = []
      for (const server of [t, other]) {
        const filed = await server.call({
          url: '/reports',
          json: { listingId, reason: 'scam' },
          remoteAddress: address,
        })
        expect(filed.statusCode, filed.body).toBe(201)
        const [row] = await server.database.db.select().from(reports).where(eq(reports.listingId, listingId))
        digests.push(row!.addressHash)
      }
      const [here, there] = digests
      expect(here).not.toBe(sha256(address))
      expect(there).not.toBe(sha256(address))
      expect(here).not.toBe(there)
    } finally {
      await other.close()
    }
  })

  it(`takes ${REPORTS_PER_ADDRESS} reports an hour from one address, then 429 until the hour has passed`, async () => {
    const address = { remoteAddress: '192.0.2.20' }
    for (const listingId of targets.slice(0, REPORTS_PER_ADDRESS)) {
      expect((await report({ listingId, reason: 'other' }, address)).statusCode).toBe(201)
      t.clock.advance(60_000)
    }
    const refused = await report({ listingId: targets[REPORTS_PER_ADDRESS], reason: 'other' }, address)
    expect(refused.statusCode).toBe(429)
    // The oldest of the hour was 10 minutes ago: it leaves the count in 50.
    expect(refused.json()).toMatchObject({ code: 'tooManyReports', params: { waitSeconds: 3000 } })
    expect(refused.headers['retry-after']).toBe('3000')
    // Signed in or not, it is the same address.
    const customer = await registerCustomer(t)
    const signedIn = await report(
      { listingId: targets[REPORTS_PER_ADDRESS], reason: 'other' },
      { ...address, token: customer.token },
    )
    expect(signedIn.statusCode).toBe(429)
    t.clock.advance(3000 * 1000)
    expect((await report({ listingId: targets[REPORTS_PER_ADDRESS], reason: 'other' }, address)).statusCode).toBe(201)
  })

  it(`takes ${REPORTS_PER_ACCOUNT} reports a day from one account, whatever its addresses`, async () => {
    const customer = await registerCustomer(t)
    const from = (index: number) => ({ token: customer.token, remoteAddress: `192.0.2.${100 + index}` })
    for (const [index, listingId] of targets.slice(0, REPORTS_PER_ACCOUNT).entries()) {
      expect((await report({ listingId, reason: 'duplicate' }, from(index))).statusCode).toBe(201)
    }
    const refused = await report({ listingId: targets[REPORTS_PER_ACCOUNT], reason: 'duplicate' }, from(99))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'tooManyReports', params: { waitSeconds: 24 * 3600 } })
    expect(refused.json().message).toMatch(/^You have sent many reports\. Please try again in \d+ minutes\.$/)
  })
})
