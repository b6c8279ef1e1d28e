import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { components } from '@raqam/api/schema'
import { MAX_SAVED_SEARCHES } from '@raqam/listing-rules/limits'
import { Outbox, type Channels } from '#notifier/notifier.ts'
import { backends } from '#test/database.ts'
import { messagesOf, registerCustomer, startApp, type TestApp } from '#test/harness.ts'
import { ALERT_INTERVAL_MS } from '#features/matches/match-alerts.ts'

type SavedSearch = components['schemas']['SavedSearch']
type MatchList = components['schemas']['MatchList']
type OutboxMessage = components['schemas']['OutboxMessage']

/** Saved searches, their matches, the hourly messages and the unsubscribe link (ADR 0021). */
describe.each(backends)('saved searches on $name', (backend) => {
  let t: TestApp
  let seller: string
  let plateNumber = 100

  beforeAll(async () => {
    // The sweep runs often here, so a test that moves the clock past the quiet hour sees it send.
    t = await startApp(backend, { app: { alertSweepMs: 25 } })
    // A seller of their own, so no listing of the demo data holds the numbers published here.
    seller = (await registerCustomer(t)).token
  })
  afterAll(() => t?.close())

  /** A buyer with a saved search of these filters; their messages and matches. */
  async function buyerSaving(filters: Record<string, unknown>, language: 'en' | 'ar' = 'en') {
    const buyer = await registerCustomer(t, { language })
    const response = await t.call({
      url: '/customer/saved-searches',
      json: { name: 'My watch', filters },
      token: buyer.token,
    })
    expect(response.statusCode, response.body).toBe(201)
    const saved = (response.json() as { data: SavedSearch }).data
    // Theirs, and not the verification codes of their sign-up.
    const { messages, afterAWhile: messagesAfterAWhile } = messagesOf(t, buyer.fields)
    const matches = async () => (await t.call({ url: '/customer/matches', token: buyer.token })).json() as MatchList
    return { ...buyer, saved, messages, messagesAfterAWhile, matches }
  }

  /** The seller publishes a Dubai plate of a fresh 3-digit number, priced as asked. */
  async function publishDubai(newPrice: number): Promise<string> {
    const digits = String(++plateNumber)
    const response = await t.call({
      url: '/product',
      json: {
        category: 'car',
        city: 'dubai',
        code: 'Q',
        number: digits,
        titleEn: `Dubai Q ${digits}`,
        titleAr: `دبي Q ${digits}`,
        newPrice,
      },
      token: seller,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data._id as string
  }

  const watch = { category: 'car', city: 'dubai', code: 'Q', digit: 3, maxPrice: 80000 }

  it('saves, lists newest first and deletes; somebody else cannot delete it', async () => {
    const buyer = await buyerSaving(watch)
    const second = await t.call({
      url: '/customer/saved-searches',
      json: { name: '  Cheap mobiles ', filters: { category: 'mobile', maxPrice: 5000 } },
      token: buyer.token,
    })
    expect(second.json().data).toMatchObject({ name: 'Cheap mobiles', alerts: true })
    const listed = (await t.call({ url: '/customer/saved-searches', token: buyer.token })).json()
    expect(listed.data.map((search: SavedSearch) => search.name)).toEqual(['Cheap mobiles', 'My watch'])
    expect(listed.data[1].filters).toEqual({ ...watch, isOrder: false })

    const other = await registerCustomer(t)
    const url = `/customer/saved-searches/${buyer.saved._id}`
    expect((await t.call({ method: 'DELETE', url, token: other.token })).statusCode).toBe(404)
    expect((await t.call({ method: 'DELETE', url, token: buyer.token })).statusCode).toBe(204)
    expect((await t.call({ method: 'DELETE', url, token: buyer.token })).json().code).toBe('savedSearchNotFound')
    expect((await t.call({ url: '/customer/saved-searches' })).statusCode).toBe(401)
  })

  it('keeps at most the limit per account, and refuses a reversed price range', async () => {
    const buyer = await registerCustomer(t)
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      const saved = await t.call({
        url: '/customer/saved-searches',
        json: { name: `Search ${i}`, filters: { keyword: String(i) } },
        token: buyer.token,
      })
      expect(saved.statusCode).toBe(201)
    }
    const over = await t.call({
      url: '/customer/saved-searches',
      json: { name: 'One more', filters: {} },
      token: buyer.token,
    })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 'tooManySavedSearches', params: { max: MAX_SAVED_SEARCHES } })
    const reversed = await t.call({
      url: '/customer/saved-searches',
      json: { name: 'Odd', filters: { minPrice: 10, maxPrice: 5 } },
      token: (await registerCustomer(t)).token,
    })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().errors[0]).toMatchObject({ code: 'priceRangeReversed', path: 'body.filters.minPrice' })
  })

  it('records a matching listing and messages the buyer by e-mail and WhatsApp with its link', async () => {
    const buyer = await buyerSaving(watch)
    const id = await publishDubai(75000)
    const { data, unread } = await buyer.matches()
    expect(unread).toBe(1)
    expect(data).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ _id: id }),
        savedSearch: { _id: buyer.saved._id, name: 'My watch', wanted: null },
        read: false,
      }),
    ])
    const messages = await buyer.messagesAfterAWhile(2)
    expect(messages.map((message: OutboxMessage) => message.channel).toSorted()).toEqual(['email', 'whatsapp'])
    const email = messages.find((message: OutboxMessage) => message.channel === 'email')!
    expect(email.subject).toBe('New match for “My watch” on Raqam')
    expect(email.text).toContain(`/details/car/${id}`)
    expect(email.text).toContain('AED\u00a075,000')
    expect(email.text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}/)

    // Reading the matches clears the count.
    expect((await t.call({ method: 'POST', url: '/customer/matches/read', token: buyer.token })).json()).toEqual({
      unread: 0,
    })
    expect((await t.call({ url: '/customer/matches/unread', token: buyer.token })).json()).toEqual({ unread: 0 })
  })

  it("leaves out what does not match: too dear, another emirate, and the buyer's own listings", async () => {
    const buyer = await buyerSaving(watch)
    await publishDubai(95000)
    const own = await t.call({
      url: '/product',
      json: { category: 'car', city: 'dubai', code: 'Q', number: '454', titleEn: 'Mine', titleAr: 'لي', newPrice: 100 },
      token: buyer.token,
    })
    expect(own.statusCode).toBe(201)
    const elsewhere = await t.call({
      url: '/product',
      json: {
        category: 'car',
        city: 'ajman',
        code: 'A',
        number: '454',
        titleEn: 'Ajman',
        titleAr: 'عجمان',
        newPrice: 100,
      },
      token: seller,
    })
    expect(elsewhere.statusCode).toBe(201)
    expect((await buyer.matches()).data).toEqual([])
    expect(await buyer.messagesAfterAWhile(0)).toEqual([])
  })

  it('matches a listing edited into the filters, once, however often it is edited', async () => {
    const buyer = await buyerSaving(watch)
    const id = await publishDubai(120000)
    expect((await buyer.matches()).data).toEqual([])
    for (const newPrice of [79000, 78000]) {
      const edited = await t.call({ method: 'PATCH', url: `/product/${id}`, json: { newPrice }, token: seller })
      expect(edited.statusCode).toBe(200)
    }
    expect((await buyer.matches()).data.map((match) => match.product._id)).toEqual([id])
    await buyer.messagesAfterAWhile(2)
  })

  it('sends at most one message an hour per saved search; later matches go out together after it', async () => {
    const buyer = await buyerSaving(watch)
    await publishDubai(70000)
    const second = await publishDubai(71000)
    const third = await publishDubai(72000)
    expect((await buyer.matches()).data).toHaveLength(3)
    await buyer.messagesAfterAWhile(2)

    t.clock.advance(ALERT_INTERVAL_MS - 60_000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await buyer.messagesAfterAWhile(2)

    t.clock.advance(60_000)
    await vi.waitFor(() => expect(buyer.messages()).toHaveLength(4), { timeout: 5000 })
    const batch = buyer.messages().find((message: OutboxMessage) => message.channel === 'email')!
    expect(batch.subject).toBe('2 new matches for “My watch” on Raqam')
    expect(batch.text).toContain(`/details/car/${second}`)
    expect(batch.text).toContain(`/details/car/${third}`)
  })

  it("writes the message in the buyer's language, links in Arabic included", async () => {
    const buyer = await buyerSaving(watch, 'ar')
    await publishDubai(60000)
    const whatsapp = (await buyer.messagesAfterAWhile(2)).find(
      (message: OutboxMessage) => message.channel === 'whatsapp',
    )!
    expect(whatsapp.text).toContain('إعلان جديد يطابق بحثك المحفوظ «My watch»')
    expect(whatsapp.text).toContain('60,000\u00a0درهم')
    expect(whatsapp.text).toMatch(/\?lang=ar/)
    expect(whatsapp.text).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/)
  })

  it('stops the messages from the unsubscribe link, keeping the search and its matches', async () => {
    const buyer = await buyerSaving(watch)
    await publishDubai(65000)
    const token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec((await buyer.messagesAfterAWhile(2))[0]!.text)![1]!
    for (let i = 0; i < 2; i++) {
      const response = await t.call({ url: '/saved-searches/unsubscribe', json: { token } })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ data: { name: 'My watch', wanted: false, alerts: false } })
    }
    t.clock.advance(ALERT_INTERVAL_MS)
    await publishDubai(66000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await buyer.messagesAfterAWhile(2)
    expect((await buyer.matches()).data).toHaveLength(2)
    const listed = (await t.call({ url: '/customer/saved-searches', token: buyer.token })).json()
    expect(listed.data[0]).toMatchObject({ name: 'My watch', alerts: false })

    const unknown = await t.call({ url: '/saved-searches/unsubscribe', json: { token: 'x'.repeat(43) } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('unsubscribeLinkUnknown')
    const malformed = await t.call({ url: '/saved-searches/unsubscribe', json: { token: 'short' } })
    expect(malformed.statusCode).toBe(400)
  })

  it('leaves a withdrawn listing out of the matches, and brings it back when restored', async () => {
    const buyer = await buyerSaving(watch)
    const id = await publishDubai(50000)
    await t.call({ method: 'PUT', url: `/product/withdraw/${id}`, token: seller })
    expect((await buyer.matches()).data).toEqual([])
    expect((await t.call({ url: '/customer/matches/unread', token: buyer.token })).json()).toEqual({ unread: 0 })
    await t.call({ method: 'PUT', url: `/product/restore/${id}`, token: seller })
    expect((await buyer.matches()).data.map((match) => match.product._id)).toEqual([id])
  })
})

describe.each(backends)('match messages when the mail service fails, on $name', (backend) => {
  let t: TestApp
  let down = true
  afterAll(() => t?.close())

  it('publishes anyway, and the queue sends the e-mail once the mail service is back', async () => {
    // Codes go through (the sign-ups need them); match e-mails fail while `down`; WhatsApp always works.
    const outbox = new Outbox()
    const channels: Channels = {
      email: (message) =>
        message.secrets.length > 0 || !down ? outbox.email(message) : Promise.reject(new Error('SMTP is down')),
      whatsapp: (message) => outbox.whatsapp(message),
    }
    t = await startApp(backend, {
      app: {
        channels,
        outbox,
        messageRetry: {
          attempts: 6,
          firstRetrySeconds: {
            verificationCode: 1,
            newPassword: 1,
            matchAlert: 1,
            moderationDecision: 1,
            accountDeleted: 1,
          },
        },
      },
    })
    const buyer = await registerCustomer(t)
    const seller = await registerCustomer(t)
    await t.call({
      url: '/customer/saved-searches',
      json: { name: 'Any Fujairah', filters: { city: 'fujairah' } },
      token: buyer.token,
    })
    const published = await t.call({
      url: '/product',
      json: {
        category: 'car',
        city: 'fujairah',
        code: 'C',
        number: '4321',
        titleEn: 'F C 4321',
        titleAr: 'F C 4321',
        newPrice: 900,
      },
      token: seller.token,
    })
    expect(published.statusCode).toBe(201)
    const told = (to: string) => outbox.list(to).filter((message) => message.codes.length === 0)
    // WhatsApp is a queue of its own: it does not wait for the mail service.
    await vi.waitFor(() => expect(told(buyer.fields.phone)).toHaveLength(1))
    expect(told(buyer.fields.email)).toEqual([])

    down = false
    await vi.waitFor(() => expect(told(buyer.fields.email)).toHaveLength(1), { timeout: 10_000 })
    expect(told(buyer.fields.email)[0]!.text).toContain(`/details/car/${published.json().data._id}`)
    // Nothing was sent twice on the channel that worked.
    expect(told(buyer.fields.phone)).toHaveLength(1)
  })
})
