import { count, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { currentTermsVersion } from '@raqam/legal/versions'
import {
  customerAvatars,
  customers,
  favorites,
  listings,
  matches,
  reports,
  savedSearches,
  sessions,
  verificationProofs,
  verificationRequests,
} from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { Outbox, type Channels } from '#notifier/notifier.ts'
import { smtpChannel } from '#notifier/smtp.ts'
import { messageWords } from '#notifier/words/message-words.ts'
import { backends } from '#test/database.ts'
import {
  fileForm,
  newSignup,
  postSignup,
  registerCustomer,
  signIn,
  startApp,
  updateProfile,
  type TestApp,
} from '#test/harness.ts'
import { photoJpeg } from '#test/images.ts'
import { standInSmtp } from '#test/stand-in-providers.ts'

type Registered = Awaited<ReturnType<typeof registerCustomer>>

const keepEverything = { username: '', email: '', password: '', phone: '', gender: '' }

/**
 * A customer's rights over their data: the export holds all of it and no secret; deletion takes what the
 * account holds, erases what identifies it, and confirms by e-mail (through a real SMTP server here).
 */
describe.each(backends)('your data on $name', (backend) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof standInSmtp>>
  let subject: Registered
  let other: Registered
  const own: { sale: string; withdrawn: string; wanted: string } = { sale: '', withdrawn: '', wanted: '' }
  let demoListing: string
  let numbers = 0

  beforeAll(async () => {
    smtp = await standInSmtp()
    const outbox = new Outbox()
    // Unpooled, so no connection outlives the stand-in server.
    const mail = smtpChannel(`${smtp.url}?pool=false`, 'Raqam <no-reply@raqam.example>')
    // Codes reach the outbox (the harness reads them there); e-mails reach the SMTP server too.
    const channels: Channels = {
      email: async (message) => {
        await outbox.email(message)
        await mail(message)
      },
      whatsapp: (message) => outbox.whatsapp(message),
    }
    t = await startApp(backend, { app: { channels, outbox } })
    subject = await registerCustomer(t)
    other = await registerCustomer(t)
    const [demo] = await t.database.db
      .select({ id: listings.id, sellerId: listings.customerId })
      .from(listings)
      .innerJoin(customers, eq(customers.id, listings.customerId))
      .where(eq(customers.email, DEMO_CUSTOMER.email))
      .limit(1)
    demoListing = demo!.id

    const token = subject.token
    own.sale = await publish(token, { newPrice: 9000 })
    await t.call({ method: 'PATCH', url: `/product/${own.sale}`, json: { newPrice: 8000 }, token })
    own.withdrawn = await publish(token, { newPrice: 7000 })
    await t.call({ method: 'PUT', url: `/product/withdraw/${own.withdrawn}`, token })
    own.wanted = await publish(token, { isOrder: true })
    await t.call({ url: '/customer/add-favorite', json: { favoriteId: demoListing }, token })
    await t.call({ url: '/customer/add-favorite', json: { favoriteId: own.sale }, token: other.token })
    const saved = await t.call({
      url: '/customer/saved-searches',
      json: { name: 'Mobile numbers', filters: { category: 'mobile' } },
      token,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    await publish(other.token, { newPrice: 3000 })
    await t.database.db.insert(reports).values({
      listingId: demoListing,
      sellerId: demo!.sellerId,
      reporterId: subject.customer._id,
      reporterKey: subject.customer._id,
      addressHash: 'a-hash-of-an-address',
      reason: 'scam',
      note: 'The same plate is listed elsewhere.',
    })
    const proof = fileForm({ proof: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' } })
    const sent = await t.call({
      method: 'POST',
      url: `/product/verification/${own.sale}`,
      body: proof.body,
      headers: proof.headers,
      token,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const avatar = await updateProfile(t, token, keepEverything, { bytes: await photoJpeg(64, 64), type: 'image/jpeg' })
    expect(avatar.statusCode, avatar.body).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  /** A new mobile-number listing of `token`'s account; its id. */
  async function publish(token: string, extra: Record<string, unknown>): Promise<string> {
    numbers++
    const number = `056${String(2_000_000 + numbers).slice(-7)}`
    const response = await t.call({
      url: '/product',
      json: { category: 'mobile', operator: 'eand', number, titleEn: 'Easy number', titleAr: 'رقم مميز', ...extra },
      token,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data._id as string
  }

  it('exports everything held about the customer as an attachment, and no secret', async () => {
    const response = await t.call({ url: '/auth/customer/export', token: subject.token })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="raqam-data-${t.clock.now.toISOString().slice(0, 10)}.json"`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json()
    expect(data.profile).toMatchObject({ _id: subject.customer._id, email: subject.fields.email })
    expect(data.termsVersion).toBe(currentTermsVersion)
    expect(data.termsAcceptedAt).toEqual(expect.any(String))

    const exported = new Map(
      (data.listings as { listing: { _id: string }; priceHistory: { price: number }[] }[]).map((item) => [
        item.listing._id,
        item,
      ]),
    )
    expect([...exported.keys()].toSorted()).toEqual(Object.values(own).toSorted())
    expect(exported.get(own.sale)!.priceHistory.map((point) => point.price)).toEqual([9000, 8000])
    expect(exported.get(own.sale)!.listing).toMatchObject({ verification: { status: 'pending' } })
    expect(exported.get(own.withdrawn)!.listing).toMatchObject({ withdrawn: true, status: false })
    expect(exported.get(own.wanted)!.listing).toMatchObject({ isOrder: true })
    expect(data.favorites).toEqual([demoListing])
    // Their own saved search, not the one the server keeps for their wanted request.
    expect(data.savedSearches).toMatchObject([{ name: 'Mobile numbers', filters: { category: 'mobile' } }])
    expect(data.matches.length).toBeGreaterThan(0)
    expect(data.reports).toMatchObject([
      { listingId: demoListing, reason: 'scam', reporter: { _id: subject.customer._id, username: 'Test Customer' } },
    ])

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, subject.customer._id))
    const tokens = await t.database.db
      .select({ token: savedSearches.unsubscribeToken })
      .from(savedSearches)
      .where(eq(savedSearches.customerId, subject.customer._id))
    for (const secret of [subject.token, subject.fields.password, row!.passwordHash, ...tokens.map((s) => s.token)]) {
      expect(response.body).not.toContain(secret)
    }
    expect(response.body).not.toContain('%PDF')
    const keys = JSON.stringify(data).match(/"[^"]+":/g) ?? []
    expect(keys.filter((key) => /password|hash|token|proof/i.test(key))).toEqual([])
  })

  it('deletes nothing on a wrong password (400)', async () => {
    const wrong = await t.call({
      url: '/auth/customer/delete',
      json: { password: 'not-my-password' },
      token: subject.token,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      code: 'currentPasswordWrong',
      errors: [{ code: 'currentPasswordWrong', path: 'body.password' }],
    })
    expect((await t.call({ url: '/auth/customer/profile', token: subject.token })).statusCode).toBe(200)
  })

  it('deletes the account: sessions, listings, favourites, searches, matches, avatar and proofs go, the row is erased, a confirmation arrives', async () => {
    const id = subject.customer._id
    const second = await signIn(t, subject.fields.email, subject.fields.password)
    const deleted = await t.call({
      url: '/auth/customer/delete',
      json: { password: subject.fields.password },
      token: subject.token,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().message).toBe('Your account has been deleted. A confirmation is on its way to your e-mail.')

    for (const token of [subject.token, second]) {
      expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(401)
    }
    const signin = await t.call({
      url: '/auth/customer/signin',
      json: { email: subject.fields.email, password: subject.fields.password },
    })
    expect(signin.statusCode).toBe(401)
    expect(signin.json().code).toBe('wrongCredentials')

    // The seller's page: no seller, and no listings, as for a seller who never was.
    const sellerAnswer = await t.call({ url: `/seller/${id}` })
    expect(sellerAnswer.statusCode).toBe(404)
    expect(sellerAnswer.json().code).toBe('sellerNotFound')
    const page = await t.call({ url: '/product/for-customers', query: { customer: id } })
    expect(page.json()).toMatchObject({ data: [], paginationResult: { total: 0 } })
    expect((await t.call({ url: `/product/${own.sale}` })).statusCode).toBe(404)
    expect((await t.call({ url: `/customer/${id}/avatar` })).statusCode).toBe(404)

    const db = t.database.db
    const left = async (table: PgTable, where?: SQL) =>
      Number((await db.select({ n: count() }).from(table).where(where))[0]!.n)
    expect(await left(listings, eq(listings.customerId, id))).toBe(0)
    expect(
      await left(favorites, or(eq(favorites.customerId, id), inArray(favorites.listingId, Object.values(own)))),
    ).toBe(0)
    expect(await left(savedSearches, eq(savedSearches.customerId, id))).toBe(0)
    expect(await left(matches, eq(matches.customerId, id))).toBe(0)
    expect(await left(sessions, eq(sessions.customerId, id))).toBe(0)
    expect(await left(customerAvatars, eq(customerAvatars.customerId, id))).toBe(0)
    expect(await left(verificationRequests, eq(verificationRequests.customerId, id))).toBe(0)
    expect(await left(verificationProofs)).toBe(0)

    const [row] = await db.select().from(customers).where(eq(customers.id, id))
    expect(row).toMatchObject({
      username: '',
      passwordHash: '',
      resetPasswordHash: null,
      gender: null,
      avatarVersion: null,
    })
    expect(row!.email).not.toContain(subject.fields.email)
    expect(row!.phone).not.toBe(subject.fields.phone)
    expect(row!.deletedAt).toEqual(t.clock.now)
    // The report they made stays for the moderators, without them.
    const [report] = await db.select().from(reports).where(eq(reports.listingId, demoListing))
    expect(report).toMatchObject({ reporterId: null, addressHash: '', reason: 'scam' })
    expect(report!.reporterKey).not.toContain(id)

    const subjectLine = messageWords('en').accountDeleted({ username: 'Test Customer', origin: '' }).subject
    await vi.waitFor(() => expect(smtp.to(subject.fields.email).map((mail) => mail.subject)).toContain(subjectLine), {
      timeout: 10_000,
      interval: 25,
    })

    // The e-mail and phone are free again.
    const { email, phone } = subject.fields
    const before = { email: t.outbox.list(email).length, phone: t.outbox.list(phone).length }
    expect((await postSignup(t, newSignup({ email, phone }))).statusCode).toBe(201)
    const [mail] = await t.messagesTo(email, before.email + 1)
    const [text] = await t.messagesTo(phone, before.phone + 1)
    const verified = await t.call({
      url: '/auth/customer/verification',
      json: { email, phone, emailCode: mail!.codes[0], whatsappCode: text!.codes[0] },
    })
    expect(verified.statusCode, verified.body).toBe(201)
    expect(verified.json().data).toMatchObject({ email, phone })
    expect(verified.json().data._id).not.toBe(id)
  })
})
