import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { savedSearches } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { messagesOf, registerCustomer, startApp, type TestApp } from '#test/harness.ts'
import { ALERT_INTERVAL_MS } from '#features/matches/match-alerts.ts'

type SavedSearch = components['schemas']['SavedSearch']

const ONE_CLICK = 'List-Unsubscribe=One-Click'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
/** Where a mail provider's own "Unsubscribe" button posts from: its servers, another site. */
const PROVIDER = { origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' }

/** The links at the end of every match message: state, one-click unsubscribe (RFC 8058) and undo. */
describe.each(backends)('unsubscribe links on $name', (backend) => {
  let t: TestApp
  let seller: string
  let plateNumber = 100

  beforeAll(async () => {
    // A public origin of its own, so the provider's Origin is foreign to it; the sweep runs often, so
    // a test that moves the clock past the quiet hour sees it send.
    t = await startApp(backend, { app: { publicUrl: 'https://raqam.example', alertSweepMs: 25 } })
    seller = (await registerCustomer(t)).token
  })
  afterAll(() => t?.close())

  const watch = { category: 'car', city: 'dubai', code: 'Q', digit: 3, maxPrice: 80000 }

  /** A buyer with a saved search, its link's token (as the message carries it) and their messages. */
  async function buyerSaving(name = 'My watch') {
    const buyer = await registerCustomer(t)
    const response = await t.call({
      url: '/customer/saved-searches',
      json: { name, filters: watch },
      token: buyer.token,
    })
    expect(response.statusCode, response.body).toBe(201)
    const saved = (response.json() as { data: SavedSearch }).data
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved._id))
    const alerts = async () => {
      const listed = await t.call({ url: '/customer/saved-searches', token: buyer.token })
      return (listed.json().data as SavedSearch[]).find((search) => search._id === saved._id)!.alerts
    }
    return { ...buyer, saved, link: row!.unsubscribeToken, alerts, ...messagesOf(t, buyer.fields) }
  }

  /** Publishes a Dubai plate as `token`: 201, or the test fails. */
  async function publish(token: string, fields: Record<string, unknown>) {
    const response = await t.call({ url: '/product', json: { category: 'car', city: 'dubai', ...fields }, token })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data._id as string
  }

  /** The seller publishes a Dubai plate the watch keeps; its id. */
  function publishMatch(): Promise<string> {
    const number = String(++plateNumber)
    return publish(seller, { code: 'Q', number, titleEn: `Q ${number}`, titleAr: `Q ${number}`, newPrice: 70000 })
  }

  /** Past the quiet hour, and long enough for the sweep to have sent anything waiting. */
  async function afterTheNextSweep() {
    t.clock.advance(ALERT_INTERVAL_MS)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }

  const state = (token: string) => t.call({ url: `/saved-searches/unsubscribe/${token}` })
  const oneClick = (token: string, body: string | undefined = ONE_CLICK, headers: Record<string, string> = FORM) =>
    t.call({ method: 'POST', url: `/saved-searches/unsubscribe/${token}`, body, headers: { ...headers, ...PROVIDER } })
  const resubscribe = (token: string) => t.call({ url: '/saved-searches/resubscribe', json: { token } })

  it('tells which saved search a link stops, and changes nothing by being opened', async () => {
    const buyer = await buyerSaving('Dubai mirrors')
    for (let i = 0; i < 2; i++) {
      const opened = await state(buyer.link)
      expect(opened.statusCode, opened.body).toBe(200)
      expect(opened.json()).toEqual({ data: { name: 'Dubai mirrors', wanted: false, alerts: true } })
    }
    expect(await buyer.alerts()).toBe(true)
  })

  it('stops the messages in one click from a mail provider: no session, a foreign Origin, the RFC 8058 body', async () => {
    const buyer = await buyerSaving()
    const stopped = await oneClick(buyer.link)
    expect(stopped.statusCode, stopped.body).toBe(200)
    expect(stopped.json()).toEqual({ data: { name: 'My watch', wanted: false, alerts: false } })
    expect(await buyer.alerts()).toBe(false)
    expect((await state(buyer.link)).json().data.alerts).toBe(false)
    // Idempotent: a provider that retries stops nothing more.
    expect((await oneClick(buyer.link)).json().data.alerts).toBe(false)

    // A new match is recorded for the matches page, but no message goes out.
    const id = await publishMatch()
    await afterTheNextSweep()
    expect(buyer.messages()).toEqual([])
    const matches = await t.call({ url: '/customer/matches', token: buyer.token })
    expect(matches.json().data.map((match: { product: { _id: string } }) => match.product._id)).toEqual([id])
  })

  it('is not refused as a cross-site write, even with the owner’s cookie (a web mail client’s form post)', async () => {
    const buyer = await buyerSaving()
    const stopped = await oneClick(buyer.link, ONE_CLICK, { ...FORM, cookie: `customerToken=${buyer.token}` })
    expect(stopped.statusCode, stopped.body).toBe(200)
    expect(await buyer.alerts()).toBe(false)
  })

  it('starts the messages again from the link, without the matches made while they were off', async () => {
    const buyer = await buyerSaving()
    await oneClick(buyer.link)
    const whileOff = await publishMatch()

    for (let i = 0; i < 2; i++) {
      const restarted = await resubscribe(buyer.link)
      expect(restarted.statusCode, restarted.body).toBe(200)
      expect(restarted.json()).toEqual({ data: { name: 'My watch', wanted: false, alerts: true } })
    }
    expect(await buyer.alerts()).toBe(true)
    expect((await state(buyer.link)).json().data.alerts).toBe(true)
    await afterTheNextSweep()
    expect(buyer.messages()).toEqual([])

    const afterwards = await publishMatch()
    const [message] = await buyer.afterAWhile(2)
    expect(message!.text).toContain(afterwards)
    expect(message!.text).not.toContain(whileOff)
  })

  it('keeps the matches waiting for the quiet hour when the messages were on already', async () => {
    const buyer = await buyerSaving()
    await publishMatch()
    await buyer.afterAWhile(2)
    // Within the hour: this one waits for the sweep.
    const waiting = await publishMatch()
    expect((await resubscribe(buyer.link)).json().data.alerts).toBe(true)
    await afterTheNextSweep()
    const messages = await buyer.afterAWhile(4)
    expect(messages.some((message) => message.text.includes(waiting))).toBe(true)
  })

  it('says a stopped link is unknown when nothing has that token, and refuses a malformed one', async () => {
    const unknown = 'x'.repeat(43)
    for (const response of [await state(unknown), await oneClick(unknown), await resubscribe(unknown)]) {
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().code).toBe('unsubscribeLinkUnknown')
    }
    for (const response of [await state('short'), await oneClick('short'), await resubscribe('short')]) {
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().code).toBe('unsubscribeLinkUnknown')
    }
  })

  it.each([
    ['another value', 'List-Unsubscribe=Yes', FORM, 400, 'notOneOf', 'body.List-Unsubscribe'],
    ['an empty form', '', FORM, 400, 'required', 'body.List-Unsubscribe'],
    ['another field too', `${ONE_CLICK}&also=1`, FORM, 400, 'unknownField', 'body.also'],
    ['the field twice', `${ONE_CLICK}&${ONE_CLICK}`, FORM, 400, 'singleValue', 'body.List-Unsubscribe'],
    ['no body at all', undefined, {}, 400, 'bodyRequired', 'body'],
    [
      'JSON',
      JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
      { 'content-type': 'application/json' },
      415,
      'unsupportedMediaType',
      undefined,
    ],
  ])('refuses a one-click with %s, and stops nothing', async (_name, body, headers, status, code, path) => {
    const buyer = await buyerSaving()
    const refused = await oneClick(buyer.link, body, headers)
    expect(refused.statusCode, refused.body).toBe(status)
    const answer = refused.json()
    if (path === undefined) expect(answer.code).toBe(code)
    else expect(answer.errors?.[0] ?? answer).toMatchObject({ code, path })
    expect(await buyer.alerts()).toBe(true)
  })

  it('names a wanted request’s standing search by its number', async () => {
    const buyer = await registerCustomer(t)
    const wanted = { code: 'W', number: '4242' }
    const requestId = await publish(buyer.token, { ...wanted, isOrder: true, titleEn: 'Wanted', titleAr: 'مطلوب' })
    await publish(seller, { ...wanted, titleEn: 'W 4242', titleAr: 'W 4242', newPrice: 9000 })
    const [standing] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.wantedId, requestId))
    expect((await state(standing!.unsubscribeToken)).json()).toEqual({
      data: { name: '4242', wanted: true, alerts: true },
    })
  })
})

describe.each(backends)('the one-click unsubscribe under the rate limit, on $name', (backend) => {
  let t: TestApp
  afterAll(() => t?.close())

  it('is limited per client address like every route without a limit of its own', async () => {
    t = await startApp(backend, { app: { rateLimit: { default: { max: 2, timeWindow: '1 minute' } } } })
    const url = `/saved-searches/unsubscribe/${'x'.repeat(43)}`
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const response = await t.call({ method: 'POST', url, body: ONE_CLICK, headers: FORM, remoteAddress: '10.9.9.9' })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([404, 404, 429])
  })
})
