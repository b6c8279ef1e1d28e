import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { components } from '@raqam/api/schema'
import { reports } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, registerStaff, signIn, startApp, type Call, type TestApp } from '#test/harness.ts'
import { publishPlate } from '#test/moderation.ts'

type Schemas = components['schemas']
type Account = Awaited<ReturnType<typeof registerCustomer>>

/** The moderators' console: who may use it, and what each decision does to listings, sellers and reports. */
describe.each(backends)('moderation on $name', (backend) => {
  let t: TestApp
  let moderator: Account
  let admin: Account
  let buyer: Account

  beforeAll(async () => {
    t = await startApp(backend)
    moderator = await registerStaff(t, 'moderator')
    admin = await registerStaff(t, 'admin')
    buyer = await registerCustomer(t)
  })
  afterAll(() => t?.close())

  const decide = (action: 'hide' | 'restore', id: string, json: object = {}, token = moderator.token) =>
    t.call({ method: 'PUT', url: `/moderation/listings/${id}/${action}`, json, token })
  const hide = (id: string, json: object = { reason: 'notOwner', note: 'Send us the ownership certificate.' }) =>
    decide('hide', id, json)
  const suspension = (action: 'suspend' | 'reinstate', id: string, json: object = {}, token = moderator.token) =>
    t.call({ method: 'PUT', url: `/moderation/sellers/${id}/${action}`, json, token })
  const view = (id: string, token?: string) => t.call({ url: `/product/${id}`, ...(token && { token }) })
  const report = (json: object, call: Partial<Call> = {}) => t.call({ url: '/reports', json, ...call })
  const shopIds = async (query: Call['query']) =>
    ((await t.call({ url: '/product/for-customers', query })).json() as Schemas['ProductList']).data.map(
      (listing) => listing._id,
    )
  const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body
  /** The message to `to` with this subject (e-mail) or first words (WhatsApp), once it has left. */
  const messageTo = (to: string, start: string) =>
    vi.waitFor(
      () => {
        const found = t.outbox.list(to).find((message) => (message.subject ?? message.text).startsWith(start))
        expect(found, start).toBeDefined()
        return found!
      },
      { timeout: 10_000, interval: 25 },
    )
  const auditLog = async () =>
    ((await t.call({ url: '/admin/audit-log', token: admin.token })).json() as Schemas['AuditList']).data

  describe('roles', () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const moderation: Call[] = [
      { url: '/moderation/reports' },
      { url: '/moderation/reports/dismiss', json: { listingId: id } },
      { method: 'PUT', url: `/moderation/listings/${id}/hide`, json: { reason: 'scam' } },
      { method: 'PUT', url: `/moderation/listings/${id}/restore`, json: {} },
      { url: `/moderation/sellers/${id}` },
      { method: 'PUT', url: `/moderation/sellers/${id}/suspend`, json: { reason: 'scam' } },
      { method: 'PUT', url: `/moderation/sellers/${id}/reinstate`, json: {} },
    ]
    const administration: Call[] = [
      { url: '/admin/staff' },
      { method: 'PUT', url: '/admin/roles', json: { email: 'someone@example.com', role: 'moderator' } },
      { url: '/admin/audit-log' },
    ]

    it('turns visitors away (401) and customers (403 notModerator / notAdmin), and moderators from the admin operations', async () => {
      for (const call of [...moderation, ...administration]) {
        expect((await t.call(call)).statusCode, call.url).toBe(401)
        const asCustomer = await t.call({ ...call, token: buyer.token })
        expect([asCustomer.statusCode, asCustomer.json().code], call.url).toEqual([
          403,
          moderation.includes(call) ? 'notModerator' : 'notAdmin',
        ])
      }
      for (const call of administration) {
        const asModerator = await t.call({ ...call, token: moderator.token })
        expect([asModerator.statusCode, asModerator.json().code], call.url).toEqual([403, 'notAdmin'])
      }
    })

    it('lets admins do what moderators do', async () => {
      expect((await t.call({ url: '/moderation/reports', token: admin.token })).statusCode).toBe(200)
      expect((await t.call({ url: '/moderation/reports', token: moderator.token })).statusCode).toBe(200)
    })

    it('takes a removed moderator role away at the very next request', async () => {
      const former = await registerStaff(t, 'moderator')
      expect((await t.call({ url: '/moderation/reports', token: former.token })).statusCode).toBe(200)
      const removed = await t.call({
        method: 'PUT',
        url: '/admin/roles',
        json: { email: former.fields.email, role: 'customer' },
        token: admin.token,
      })
      expect(removed.statusCode, removed.body).toBe(200)
      const refused = await t.call({ url: '/moderation/reports', token: former.token })
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'notModerator'])
      // Still signed in, as the customer they now are.
      const profile = await t.call({ url: '/auth/customer/profile', token: former.token })
      expect(profile.json().data.role).toBe('customer')
    })
  })

  describe('hiding a listing', () => {
    let seller: Account
    let listing: Schemas['Product']

    beforeAll(async () => {
      seller = await registerCustomer(t)
      listing = await publishPlate(t, seller.token, { titleEn: 'Quixotic plate' })
    })

    it('takes it out of every list, search and the sitemap, and its page is gone for all but its owner and moderators', async () => {
      expect(await shopIds({ customer: seller.customer._id })).toContain(listing._id)
      expect(await shopIds({ keyword: 'quixotic' })).toContain(listing._id)
      expect(await sitemap()).toContain(listing._id)
      const favourites = async () =>
        ((await t.call({ url: '/customer/get-favorites', token: buyer.token })).json() as Schemas['ProductList']).data
      const add = { url: '/customer/add-favorite', json: { favoriteId: listing._id }, token: buyer.token }
      expect((await t.call(add)).statusCode).toBe(200)
      expect((await favourites()).map((favourite) => favourite._id)).toContain(listing._id)
      expect((await report({ listingId: listing._id, reason: 'notOwner' }, { token: buyer.token })).statusCode).toBe(
        201,
      )

      const hidden = await hide(listing._id)
      expect(hidden.statusCode, hidden.body).toBe(200)
      expect((hidden.json() as Schemas['ProductResponse']).data).toMatchObject({
        status: false,
        hidden: { reason: 'notOwner', note: 'Send us the ownership certificate.', bySuspension: false },
      })

      expect(await shopIds({ customer: seller.customer._id })).not.toContain(listing._id)
      expect(await shopIds({ keyword: 'quixotic' })).not.toContain(listing._id)
      expect(await sitemap()).not.toContain(listing._id)
      for (const token of [undefined, buyer.token]) {
        const gone = await view(listing._id, token)
        expect([gone.statusCode, gone.json().code]).toEqual([410, 'listingHidden'])
      }
      const own = await view(listing._id, seller.token)
      expect(own.statusCode).toBe(200)
      expect(own.json().data.hidden).toMatchObject({ reason: 'notOwner', bySuspension: false })
      const staff = await view(listing._id, moderator.token)
      expect(staff.json().data.hidden).toMatchObject({ reason: 'notOwner' })
      // Nor is it among anybody else's favourites, nor can it become one.
      expect((await favourites()).map((favourite) => favourite._id)).not.toContain(listing._id)
      expect((await t.call(add)).statusCode).toBe(404)

      // Its open reports were acted on.
      const rows = await t.database.db.select().from(reports).where(eq(reports.listingId, listing._id))
      expect(rows.map((row) => row.status)).toEqual(['actioned'])
      const again = await hide(listing._id)
      expect([again.statusCode, again.json().code]).toEqual([409, 'alreadyHidden'])
    })

    it('keeps it hidden whatever its owner does: sharing is refused, withdrawing and restoring change nothing', async () => {
      const share = await t.call({
        method: 'PATCH',
        url: `/product/${listing._id}`,
        json: { status: true },
        token: seller.token,
      })
      expect([share.statusCode, share.json().code]).toEqual([409, 'listingHidden'])
      const unshare = await t.call({
        method: 'PATCH',
        url: `/product/${listing._id}`,
        json: { status: false, newPrice: 41000 },
        token: seller.token,
      })
      expect(unshare.statusCode, unshare.body).toBe(200)
      for (const action of ['withdraw', 'restore']) {
        const answer = await t.call({ method: 'PUT', url: `/product/${action}/${listing._id}`, token: seller.token })
        expect(answer.statusCode, answer.body).toBe(200)
        expect(answer.json().data).toMatchObject({ status: false, hidden: { reason: 'notOwner' } })
      }
      expect((await view(listing._id)).statusCode).toBe(410)
    })

    it('restores it as its owner last wanted it, and tells the seller of both decisions', async () => {
      const restored = await decide('restore', listing._id, { note: 'The certificate checks out.' })
      expect(restored.statusCode, restored.body).toBe(200)
      // The owner restored it while hidden: shared again.
      expect(restored.json().data).toMatchObject({ status: true, hidden: null, withdrawn: false })
      expect((await view(listing._id)).statusCode).toBe(200)
      expect(await shopIds({ keyword: 'quixotic' })).toContain(listing._id)
      const again = await decide('restore', listing._id)
      expect([again.statusCode, again.json().code]).toEqual([409, 'notHidden'])

      const removed = await messageTo(seller.fields.email, 'Your listing was removed from Raqam')
      expect(removed.text).toContain('Reason: the number is not the seller')
      expect(removed.text).toContain("Our moderators' note: Send us the ownership certificate.")
      await messageTo(seller.fields.email, 'Your listing is back on Raqam')
      const text = await messageTo(seller.fields.phone, 'Our moderators put your listing “Quixotic plate” back')
      expect(text.channel).toBe('whatsapp')

      const [restoredEntry, hiddenEntry] = await auditLog()
      expect(hiddenEntry).toMatchObject({
        action: 'listingHidden',
        actor: { _id: moderator.customer._id, username: moderator.fields.username },
        listingId: listing._id,
        customerId: seller.customer._id,
        reason: 'notOwner',
        note: 'Send us the ownership certificate.',
        detail: 'Quixotic plate',
      })
      expect(restoredEntry).toMatchObject({
        action: 'listingRestored',
        reason: null,
        note: 'The certificate checks out.',
      })
    })

    it('answers 404 for a listing that does not exist', async () => {
      const missing = await hide('00000000-0000-4000-8000-000000000000')
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'listingNotFound'])
    })
  })

  describe('suspending a seller', () => {
    let seller: Account
    let shared: Schemas['Product']
    let hiddenAlone: Schemas['Product']
    let withdrawn: Schemas['Product']

    beforeAll(async () => {
      seller = await registerCustomer(t)
      shared = await publishPlate(t, seller.token)
      hiddenAlone = await publishPlate(t, seller.token)
      withdrawn = await publishPlate(t, seller.token)
      expect((await hide(hiddenAlone._id)).statusCode).toBe(200)
      await t.call({ method: 'PUT', url: `/product/withdraw/${withdrawn._id}`, token: seller.token })
    })

    it('revokes every session, refuses sign-in after the password, and hides every listing', async () => {
      const other = await signIn(t, seller.fields.email, seller.fields.password)
      const suspended = await suspension('suspend', seller.customer._id, { reason: 'scam', note: 'Fake listings.' })
      expect(suspended.statusCode, suspended.body).toBe(200)
      const history = (suspended.json() as Schemas['SellerHistoryResponse']).data
      expect(history.seller.suspension).toMatchObject({ reason: 'scam', note: 'Fake listings.' })
      const byId = new Map(history.listings.map((listing) => [listing._id, listing]))
      expect(byId.get(shared._id)?.hidden).toMatchObject({ reason: 'scam', bySuspension: true })
      expect(byId.get(withdrawn._id)?.hidden).toMatchObject({ bySuspension: true })
      expect(byId.get(hiddenAlone._id)?.hidden).toMatchObject({ reason: 'notOwner', bySuspension: false })

      for (const token of [seller.token, other]) {
        const profile = await t.call({ url: '/auth/customer/profile', token })
        expect([profile.statusCode, profile.json().code]).toEqual([401, 'sessionExpired'])
      }
      const signin = await t.call({
        url: '/auth/customer/signin',
        json: { email: seller.fields.email, password: seller.fields.password },
      })
      expect([signin.statusCode, signin.json().code]).toEqual([403, 'accountSuspended'])
      const wrong = await t.call({
        url: '/auth/customer/signin',
        json: { email: seller.fields.email, password: 'not-it-at-all' },
      })
      expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'wrongCredentials'])
      expect((await view(shared._id)).statusCode).toBe(410)
      expect(await shopIds({ customer: seller.customer._id })).toEqual([])
      expect((await t.call({ url: `/seller/${seller.customer._id}` })).statusCode).toBe(404)

      const again = await suspension('suspend', seller.customer._id, { reason: 'scam' })
      expect([again.statusCode, again.json().code]).toEqual([409, 'alreadySuspended'])
      for (const id of [shared._id, hiddenAlone._id]) {
        const one = await decide('restore', id)
        expect([one.statusCode, one.json().code]).toEqual([409, 'sellerSuspended'])
      }
      expect((await messageTo(seller.fields.email, 'Your Raqam account is suspended')).text).toContain(
        'Reason: scam or impersonation',
      )
    })

    it('reinstates exactly what the suspension hid, and sign-in works again', async () => {
      const reinstated = await suspension('reinstate', seller.customer._id, { note: 'Cleared.' })
      expect(reinstated.statusCode, reinstated.body).toBe(200)
      expect(reinstated.json().data.seller.suspension).toBeNull()
      expect((await view(shared._id)).statusCode).toBe(200)
      expect((await view(hiddenAlone._id)).statusCode).toBe(410)
      // Withdrawn by its owner before: back from the suspension, still withdrawn.
      expect((await view(withdrawn._id)).statusCode).toBe(404)
      const token = await signIn(t, seller.fields.email, seller.fields.password)
      expect((await view(withdrawn._id, token)).json().data).toMatchObject({ withdrawn: true, hidden: null })
      const again = await suspension('reinstate', seller.customer._id)
      expect([again.statusCode, again.json().code]).toEqual([409, 'notSuspended'])

      const actions = (
        await t.call({ url: `/moderation/sellers/${seller.customer._id}`, token: moderator.token })
      ).json().data.actions as Schemas['AuditEntry'][]
      expect(actions.map((entry) => entry.action)).toEqual(['sellerReinstated', 'sellerSuspended', 'listingHidden'])
    })

    it('refuses to suspend staff, and an account that does not exist', async () => {
      const staff = await suspension('suspend', moderator.customer._id, { reason: 'other' }, admin.token)
      expect([staff.statusCode, staff.json().code]).toEqual([409, 'staffNotSuspendable'])
      const missing = await suspension('suspend', '00000000-0000-4000-8000-000000000000', { reason: 'other' })
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'sellerNotFound'])
    })
  })

  describe('own cases', () => {
    let own: Schemas['Product']

    beforeAll(async () => {
      // A moderator who sells, reported as a seller and for a listing.
      own = await publishPlate(t, moderator.token)
      for (const json of [
        { listingId: own._id, reason: 'scam' },
        { sellerId: moderator.customer._id, reason: 'offensive' },
      ])
        expect((await report(json, { token: buyer.token })).statusCode).toBe(201)
    })

    const refusedAsOwnCase = (answer: { statusCode: number; json: () => { code: string } }) =>
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'ownCase'])
    const dismiss = (json: object, token = moderator.token) =>
      t.call({ url: '/moderation/reports/dismiss', json, token })

    it('refuses a moderator the dismissal of reports about their listing or themselves; another moderator may', async () => {
      refusedAsOwnCase(await dismiss({ listingId: own._id }))
      refusedAsOwnCase(await dismiss({ sellerId: moderator.customer._id }))
      const arabic = await t.call({
        url: '/moderation/reports/dismiss',
        json: { listingId: own._id },
        token: moderator.token,
        headers: { 'accept-language': 'ar' },
      })
      expect(arabic.json().message).toMatch(/مشرف آخر/)
      expect((await dismiss({ listingId: own._id }, admin.token)).statusCode).toBe(200)
      expect((await dismiss({ sellerId: moderator.customer._id }, admin.token)).statusCode).toBe(200)
    })

    it('refuses a moderator hiding or restoring their own listing; another moderator may', async () => {
      refusedAsOwnCase(await decide('hide', own._id, { reason: 'scam' }))
      expect((await view(own._id)).statusCode).toBe(200)
      expect((await decide('hide', own._id, { reason: 'scam' }, admin.token)).statusCode).toBe(200)
      refusedAsOwnCase(await decide('restore', own._id))
      expect((await view(own._id)).statusCode).toBe(410)
      expect((await decide('restore', own._id, {}, admin.token)).statusCode).toBe(200)
    })

    it('refuses a moderator suspending or reinstating themselves', async () => {
      refusedAsOwnCase(await suspension('suspend', moderator.customer._id, { reason: 'other' }))
      refusedAsOwnCase(await suspension('reinstate', moderator.customer._id))
    })
  })

  describe('the report queue', () => {
    let seller: Account
    let often: Schemas['Product']
    let once: Schemas['Product']

    beforeAll(async () => {
      seller = await registerCustomer(t)
      often = await publishPlate(t, seller.token)
      once = await publishPlate(t, seller.token)
      // A second apart each (the app's clock stands still otherwise), so newest first has one order.
      const filed = []
      for (const [json, call] of [
        [{ listingId: often._id, reason: 'scam', note: 'Asked for a deposit.' }, { token: buyer.token }],
        [{ listingId: often._id, reason: 'scam' }, { remoteAddress: '198.51.100.1' }],
        [{ listingId: often._id, reason: 'duplicate' }, { remoteAddress: '198.51.100.2' }],
        [{ listingId: once._id, reason: 'sold' }, { remoteAddress: '198.51.100.1' }],
        [{ sellerId: seller.customer._id, reason: 'offensive' }, { remoteAddress: '198.51.100.1' }],
        [{ sellerId: seller.customer._id, reason: 'other' }, { token: buyer.token }],
      ] as const) {
        t.clock.advance(1000)
        filed.push(await report(json, call))
      }
      expect(filed.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201))
    })

    const queue = async () =>
      ((await t.call({ url: '/moderation/reports', token: moderator.token })).json() as Schemas['ReportGroupList']).data

    it('groups open reports by listing or seller, most reported first, each group newest first', async () => {
      const groups = await queue()
      const at = (match: (group: Schemas['ReportGroup']) => boolean) => groups.findIndex(match)
      const oftenAt = at((group) => group.listing?._id === often._id)
      const sellerAt = at((group) => group.listing === null && group.seller?.seller._id === seller.customer._id)
      const onceAt = at((group) => group.listing?._id === once._id)
      expect(oftenAt).toBeGreaterThanOrEqual(0)
      expect([oftenAt < sellerAt, sellerAt < onceAt]).toEqual([true, true])

      const group = groups[oftenAt]!
      expect(group.openReports).toBe(3)
      expect(group.seller).toMatchObject({ seller: { _id: seller.customer._id }, role: 'customer', suspension: null })
      expect(group.reports.map((one) => one.reason)).toEqual(['duplicate', 'scam', 'scam'])
      expect(group.reports.map((one) => one.reporter)).toEqual([
        null,
        null,
        { _id: buyer.customer._id, username: buyer.fields.username },
      ])
      expect(group.reports[2]).toMatchObject({
        sellerId: seller.customer._id,
        note: 'Asked for a deposit.',
        status: 'open',
      })
      expect(groups[sellerAt]!.openReports).toBe(2)
    })

    it('dismisses the open reports of one target, with an audit entry', async () => {
      const both = await t.call({
        url: '/moderation/reports/dismiss',
        json: { listingId: often._id, sellerId: seller.customer._id },
        token: moderator.token,
      })
      expect([both.statusCode, both.json().code]).toEqual([400, 'oneReportTarget'])
      const dismissed = await t.call({
        url: '/moderation/reports/dismiss',
        json: { listingId: often._id, note: 'The seller proved it.' },
        token: moderator.token,
        headers: { 'accept-language': 'ar' },
      })
      expect(dismissed.statusCode, dismissed.body).toBe(200)
      expect(dismissed.json().message).toBe('أُغلقت البلاغات دون إجراء')
      const sellerOnly = await t.call({
        url: '/moderation/reports/dismiss',
        json: { sellerId: seller.customer._id },
        token: moderator.token,
      })
      expect(sellerOnly.statusCode).toBe(200)
      const groups = await queue()
      expect(groups.some((group) => group.listing?._id === often._id)).toBe(false)
      expect(groups.some((group) => group.listing === null && group.seller?.seller._id === seller.customer._id)).toBe(
        false,
      )
      // The seller's other listing keeps its report.
      expect(groups.some((group) => group.listing?._id === once._id)).toBe(true)
      const again = await t.call({
        url: '/moderation/reports/dismiss',
        json: { listingId: often._id },
        token: moderator.token,
      })
      expect([again.statusCode, again.json().code]).toEqual([404, 'noOpenReports'])

      const [sellerEntry, listingEntry] = await auditLog()
      expect(listingEntry).toMatchObject({
        action: 'reportsDismissed',
        listingId: often._id,
        customerId: seller.customer._id,
        note: 'The seller proved it.',
      })
      expect(sellerEntry).toMatchObject({
        action: 'reportsDismissed',
        listingId: null,
        customerId: seller.customer._id,
      })
    })

    it("shows a seller's history: every listing, the reports about them, the decisions", async () => {
      expect((await hide(once._id, { reason: 'sold' })).statusCode).toBe(200)
      const history = await t.call({ url: `/moderation/sellers/${seller.customer._id}`, token: moderator.token })
      expect(history.statusCode).toBe(200)
      const data = (history.json() as Schemas['SellerHistoryResponse']).data
      expect(data.listings.map((listing) => listing._id).toSorted()).toEqual([once._id, often._id].toSorted())
      expect(data.listings.find((listing) => listing._id === once._id)!.hidden).toMatchObject({ reason: 'sold' })
      expect(data.reports).toHaveLength(6)
      expect(data.reports.filter((one) => one.status === 'open')).toHaveLength(0)
      expect(data.actions.map((entry) => entry.action)).toEqual([
        'listingHidden',
        'reportsDismissed',
        'reportsDismissed',
      ])
      const missing = await t.call({
        url: '/moderation/sellers/00000000-0000-4000-8000-000000000000',
        token: moderator.token,
      })
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'sellerNotFound'])
    })
  })

  it('keeps the audit log append-only: the database refuses to change or delete an entry, even by SQL', async () => {
    expect((await auditLog()).length).toBeGreaterThan(0)
    for (const statement of [
      sql`update audit_log set note = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow()
    }
    expect((await auditLog()).every((entry) => entry.note !== 'rewritten')).toBe(true)
  })
})
