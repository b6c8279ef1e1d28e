import { and, count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFICATIONS_PER_DAY, VERIFICATIONS_WINDOW_MS } from '#auth/limits.ts'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { auditLog, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { fileForm, registerCustomer, registerStaff, signIn, startApp, type TestApp } from '#test/harness.ts'
import { PROOF_RETENTION_MS } from './verification.repository.ts'

/** A small but real PDF: what a scanned ownership certificate starts like. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const PNG = identiconPng(new Prng(11))

describe.each(backends)('verified owners on $name', (backend) => {
  let t: TestApp
  let seller: Awaited<ReturnType<typeof registerCustomer>>
  let stranger: string
  let moderator: Awaited<ReturnType<typeof registerCustomer>>
  let numbers = 0

  beforeAll(async () => {
    t = await startApp(backend, { app: { housekeepingIntervalMs: 50 } })
    seller = await registerCustomer(t)
    stranger = (await registerCustomer(t)).token
    moderator = await registerStaff(t)
  })
  afterAll(() => t?.close())

  /** A new mobile-number listing of `token`'s account (for sale unless `wanted`); its id. */
  async function publish(token = seller.token, wanted = false): Promise<string> {
    numbers++
    const number = `058${String(1_000_000 + numbers).slice(-7)}`
    const listing = { category: 'mobile', operator: 'du', number, titleEn: 'Easy number', titleAr: 'رقم مميز' }
    const response = await t.call({
      url: '/product',
      json: wanted ? { ...listing, isOrder: true } : { ...listing, newPrice: 5000 },
      token,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data._id as string
  }

  const sendProof = (id: string, bytes: Buffer, type = 'application/pdf', token = seller.token) => {
    const form = fileForm({ proof: { bytes, type, filename: 'certificate' } })
    return t.call({ method: 'POST', url: `/product/verification/${id}`, body: form.body, headers: form.headers, token })
  }

  /** The pending request of a listing, as the moderators' queue shows it (on whichever page). */
  async function queued(listingId: string) {
    type Queued = { _id: string; listing: { _id: string }; proofUrl: string; proofType: string }
    for (let page = 1; ; page++) {
      const response = await t.call({ url: '/moderation/verifications', query: { page }, token: moderator.token })
      expect(response.statusCode, response.body).toBe(200)
      const data = response.json().data as Queued[]
      const found = data.find((item) => item.listing._id === listingId)
      if (found || data.length === 0) {
        expect(found).toBeDefined()
        return found!
      }
    }
  }

  const decide = (id: string, verdict: 'approve' | 'refuse', json: object, token = moderator.token) =>
    t.call({ method: 'PUT', url: `/moderation/verifications/${id}/${verdict}`, json, token })

  it('keeps a proof from everybody but the moderators, who read the same bytes, never cached', async () => {
    const id = await publish()
    const sent = await sendProof(id, PNG, 'image/png')
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json().data).toMatchObject({
      _id: id,
      verified: false,
      verification: { status: 'pending', reason: null, decidedAt: null },
    })
    // Nobody else learns that a proof was sent.
    expect((await t.call({ url: `/product/${id}` })).json().data.verification).toBeNull()

    const request = await queued(id)
    expect(request).toMatchObject({
      status: 'pending',
      proofType: 'image/png',
      listing: { verification: { status: 'pending' } },
    })
    expect((await t.call({ url: request.proofUrl })).statusCode).toBe(401)
    for (const token of [stranger, seller.token]) {
      const refused = await t.call({ url: request.proofUrl, token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('notModerator')
    }
    const read = await t.call({ url: request.proofUrl, token: moderator.token })
    expect(read.statusCode).toBe(200)
    expect(read.rawPayload.equals(PNG)).toBe(true)
    expect(read.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    expect(read.headers['content-disposition']).toMatch(/^attachment; filename="proof-[0-9a-f-]+\.png"$/)
    const unknown = await t.call({
      url: '/moderation/verifications/00000000-0000-4000-8000-000000000000/proof',
      token: moderator.token,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('verificationNotFound')
  })

  it('takes a PDF, refuses a text file (415) and 6 MiB (413), and takes a proof only from the owner of a listing for sale', async () => {
    const id = await publish()
    const text = await sendProof(id, Buffer.from('I own this number, honestly.\n'), 'application/pdf')
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ code: 'notAProof', errors: [{ code: 'notAProof', path: 'body.proof' }] })
    const huge = await sendProof(id, Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'proofTooLarge', params: { field: 'proof', max: 5 } })
    expect(huge.json().message).toBe('The proof must be at most 5 MiB')
    const empty = await sendProof(id, Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    expect((await sendProof(id, PDF, 'application/pdf', stranger)).json().code).toBe('notYourListing')

    expect((await sendProof(id, PDF)).statusCode).toBe(201)
    expect((await queued(id)).proofType).toBe('application/pdf')
    const again = await sendProof(id, PDF)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('verificationPending')

    const wanted = await sendProof(await publish(seller.token, true), PDF)
    expect(wanted.statusCode).toBe(409)
    expect(wanted.json().code).toBe('notVerifiable')
    const sold = await publish()
    await t.call({ method: 'PUT', url: `/product/change-sold/${sold}`, token: seller.token })
    expect((await sendProof(sold, PDF)).json().code).toBe('notVerifiable')
  })

  it('approves: the badge on the public listing and in the verified list with its total, an audit entry, a message to the seller', async () => {
    const id = await publish()
    await sendProof(id, PDF)
    const request = await queued(id)
    const approved = await decide(request._id, 'approve', { note: 'Certificate matches.' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      note: 'Certificate matches.',
      listing: { verified: true },
    })
    expect((await t.call({ url: `/product/${id}` })).json().data).toMatchObject({ verified: true, verification: null })

    const list = await t.call({ url: '/product/for-customers', query: { verified: true } })
    expect(list.statusCode).toBe(200)
    const [counted] = await t.database.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.status, true), isNotNull(listings.verifiedAt)))
    expect(list.json().paginationResult.total).toBe(counted!.n)
    expect(list.json().data.map((listing: { _id: string }) => listing._id)).toContain(id)
    expect(list.json().data.every((listing: { verified: boolean }) => listing.verified)).toBe(true)
    // Other lists are unchanged by the filter's absence.
    const all = await t.call({ url: '/product/for-customers' })
    expect(all.json().paginationResult.total).toBeGreaterThan(list.json().paginationResult.total)

    expect((await decide(request._id, 'refuse', { reason: 'other' })).json().code).toBe('verificationDecided')
    expect((await sendProof(id, PDF)).json().code).toBe('alreadyVerified')
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.listingId, id))
    expect(entries).toMatchObject([
      {
        action: 'verificationApproved',
        actorId: moderator.customer._id,
        customerId: seller.customer._id,
        note: 'Certificate matches.',
        detail: 'Easy number',
      },
    ])
    await expect
      .poll(() => t.outbox.list(seller.fields.email).filter((message) => message.codes.length === 0).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)

    // A sold listing keeps its badge.
    await t.call({ method: 'PUT', url: `/product/change-sold/${id}`, token: seller.token })
    expect((await t.call({ url: `/product/${id}` })).json().data).toMatchObject({ isSold: true, verified: true })
  })

  it('refuses with a reason the owner sees, and the owner may send a new proof', async () => {
    const id = await publish()
    await sendProof(id, PDF)
    const request = await queued(id)
    const refused = await decide(request._id, 'refuse', {
      reason: 'numberMismatch',
      note: 'The certificate is for 0581111111.',
    })
    expect(refused.statusCode, refused.body).toBe(200)
    expect(refused.json().data).toMatchObject({
      status: 'refused',
      reason: 'numberMismatch',
      listing: { verified: false },
    })
    const own = await t.call({ url: `/product/${id}`, token: seller.token })
    expect(own.json().data.verification).toMatchObject({
      status: 'refused',
      reason: 'numberMismatch',
      note: 'The certificate is for 0581111111.',
      decidedAt: expect.any(String),
    })
    expect((await t.call({ url: `/product/${id}`, token: stranger })).json().data.verification).toBeNull()
    const again = await sendProof(id, PDF)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().data.verification.status).toBe('pending')
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.listingId, id))).toMatchObject([
      { action: 'verificationRefused', reason: 'numberMismatch' },
    ])
  })

  it('answers customers 403 on the queue and the decisions', async () => {
    expect((await t.call({ url: '/moderation/verifications', token: seller.token })).statusCode).toBe(403)
    expect((await t.call({ url: '/moderation/verifications' })).statusCode).toBe(401)
    // The seller has sent the day's proofs by now.
    const owner = await registerCustomer(t)
    const id = await publish(owner.token)
    await sendProof(id, PDF, 'application/pdf', owner.token)
    const request = await queued(id)
    expect((await decide(request._id, 'approve', {}, owner.token)).statusCode).toBe(403)
    expect((await decide(request._id, 'refuse', { reason: 'other' }, stranger)).statusCode).toBe(403)
  })

  it("refuses a moderator the decision on their own listing's proof (403 ownCase); another moderator decides", async () => {
    const id = await publish(moderator.token)
    expect((await sendProof(id, PDF, 'application/pdf', moderator.token)).statusCode).toBe(201)
    const request = await queued(id)
    for (const [verdict, json] of [
      ['approve', {}],
      ['refuse', { reason: 'other' }],
    ] as const) {
      const refused = await decide(request._id, verdict, json)
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ownCase'])
    }
    // Nothing of the refused approval stayed: the listing is not marked, the request still waits.
    expect((await t.call({ url: `/product/${id}` })).json().data.verified).toBe(false)
    const other = await registerStaff(t)
    const approved = await decide(request._id, 'approve', {}, other.token)
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await t.call({ url: `/product/${id}` })).json().data.verified).toBe(true)
  })

  it(`takes ${VERIFICATIONS_PER_DAY} proofs a day from an account, then 429 until the first is a day old`, async () => {
    const busy = await registerCustomer(t)
    const ids = []
    for (let i = 0; i <= VERIFICATIONS_PER_DAY; i++) ids.push(await publish(busy.token))
    for (const id of ids.slice(0, VERIFICATIONS_PER_DAY))
      expect((await sendProof(id, PDF, 'application/pdf', busy.token)).statusCode).toBe(201)
    const refused = await sendProof(ids.at(-1)!, PDF, 'application/pdf', busy.token)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'tooManyVerifications', params: { max: VERIFICATIONS_PER_DAY } })
    expect(Number(refused.headers['retry-after'])).toBe(VERIFICATIONS_WINDOW_MS / 1000)
    t.clock.advance(VERIFICATIONS_WINDOW_MS + 1000)
    expect((await sendProof(ids.at(-1)!, PDF, 'application/pdf', busy.token)).statusCode).toBe(201)
  })

  // Last: it moves the clock a month on.
  it('deletes a proof 30 days after its decision (then 410), and keeps a pending one', async () => {
    const decidedListing = await publish()
    await sendProof(decidedListing, PDF)
    const decided = await queued(decidedListing)
    await decide(decided._id, 'refuse', { reason: 'unreadable' })
    const pendingListing = await publish()
    await sendProof(pendingListing, PNG, 'image/png')
    const pending = await queued(pendingListing)

    t.clock.advance(PROOF_RETENTION_MS + 60_000)
    // The sessions of a month ago have expired meanwhile.
    const token = await signIn(t, moderator.fields.email, moderator.fields.password)
    await expect
      .poll(async () => (await t.call({ url: decided.proofUrl, token })).statusCode, { timeout: 10_000 })
      .toBe(410)
    const gone = await t.call({ url: decided.proofUrl, token })
    expect(gone.json().code).toBe('proofDeleted')
    expect((await t.call({ url: pending.proofUrl, token })).statusCode).toBe(200)
    const decidedAgain = await decide(decided._id, 'approve', {}, token)
    expect(decidedAgain.json().code).toBe('verificationDecided')
    const answer = await decide(pending._id, 'approve', {}, token)
    expect(answer.json().data.proofUrl).toMatch(/\/proof$/)
  })
})
