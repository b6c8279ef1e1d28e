import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { backends } from '#test/database.ts'
import { messagesOf, registerCustomer, startApp, type TestApp } from '#test/harness.ts'

type Listing = components['schemas']['Product']
type ListingMatches = components['schemas']['ProductMatches']
type MatchList = components['schemas']['MatchList']
type OutboxMessage = components['schemas']['OutboxMessage']

/** Wanted requests are standing searches that listings for sale answer (ADR 0022). */
describe.each(backends)('wanted requests matched on $name', (backend) => {
  let t: TestApp
  let seller: string

  beforeAll(async () => {
    t = await startApp(backend)
    seller = (await registerCustomer(t)).token
  })
  afterAll(() => t?.close())

  async function publish(token: string, fields: Record<string, unknown>) {
    const response = await t.call({
      url: '/product',
      json: { titleEn: `Number ${String(fields.number)}`, titleAr: `رقم ${String(fields.number)}`, ...fields },
      token,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data as Listing
  }

  /** A buyer with a wanted Dubai plate; their messages and matches. */
  async function buyerWanting(fields: Record<string, unknown>, language: 'en' | 'ar' = 'en') {
    const buyer = await registerCustomer(t, { language })
    const request = await publish(buyer.token, { category: 'car', city: 'dubai', isOrder: true, ...fields })
    const { messages, afterAWhile: messagesAfterAWhile } = messagesOf(t, buyer.fields)
    const matches = async () => (await t.call({ url: '/customer/matches', token: buyer.token })).json() as MatchList
    return { ...buyer, request, messages, messagesAfterAWhile, matches }
  }

  const matchesOf = async (id: string, token?: string) => {
    const response = await t.call({ url: `/product/matches/${id}`, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as ListingMatches
  }
  const ids = (answer: ListingMatches) => answer.data.map((listing) => listing._id)

  it('tells the requester of a listing that answers, and lists each side from the other', async () => {
    const buyer = await buyerWanting({ code: 'R', number: '777', budget: 50000 })
    expect(buyer.request).toMatchObject({ budget: 50000, newPrice: null, patterns: ['all-same'] })
    const dearer = await publish(seller, { category: 'car', city: 'dubai', code: 'R', number: '999', newPrice: 45000 })
    const cheaper = await publish(seller, { category: 'car', city: 'dubai', code: 'R', number: '888', newPrice: 40000 })

    const { data, unread } = await buyer.matches()
    expect(unread).toBe(2)
    expect(data.map((match) => [match.product._id, match.savedSearch.name, match.savedSearch.wanted])).toEqual(
      expect.arrayContaining([
        [cheaper._id, '777', buyer.request._id],
        [dearer._id, '777', buyer.request._id],
      ]),
    )
    // The standing search is the server's: not among the buyer's saved searches, not deletable.
    expect((await t.call({ url: '/customer/saved-searches', token: buyer.token })).json()).toEqual({ data: [] })
    const standing = data[0]!.savedSearch._id
    const deleted = await t.call({ method: 'DELETE', url: `/customer/saved-searches/${standing}`, token: buyer.token })
    expect(deleted.statusCode).toBe(404)

    // The first listing goes out at once; the second waits for the hour, like a saved search's.
    const email = (await buyer.messagesAfterAWhile(2)).find((message: OutboxMessage) => message.channel === 'email')!
    expect(email.subject).toBe('A listing answers your wanted request 777 on Raqam')
    expect(email.text).toContain(`/details/car/${dearer._id}`)
    expect(email.text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}/)

    // The request lists the listings that answer it, cheapest first (the demo data may add its own).
    const answering = ids(await matchesOf(buyer.request._id))
    expect(answering.indexOf(cheaper._id)).toBeGreaterThanOrEqual(0)
    expect(answering.indexOf(cheaper._id)).toBeLessThan(answering.indexOf(dearer._id))
    // The listing lists the requests it answers ("buyers are looking").
    expect(ids(await matchesOf(cheaper._id, seller))).toContain(buyer.request._id)
  })

  it('writes the message in the requester’s language', async () => {
    const buyer = await buyerWanting({ code: 'S', number: '444' }, 'ar')
    await publish(seller, { category: 'car', city: 'dubai', code: 'S', number: '555', newPrice: 900000 })
    const whatsapp = (await buyer.messagesAfterAWhile(2)).find((m: OutboxMessage) => m.channel === 'whatsapp')!
    expect(whatsapp.text).toContain('إعلان للبيع يلبّي طلب الشراء \u2066444\u2069')
    expect(whatsapp.text).toMatch(/\?lang=ar/)
    expect(whatsapp.text).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/)
  })

  it('answers only with the same kind, emirate, code, digits, a shared pattern (or the number) and within budget', async () => {
    // 58213 has no pattern: only the same number answers it.
    const buyer = await buyerWanting({ code: 'T', number: '58213', budget: 20000 })
    const answer = await publish(seller, {
      category: 'car',
      city: 'dubai',
      code: 'T',
      number: '58213',
      newPrice: 20000,
    })
    const misses = [
      { category: 'car', city: 'dubai', code: 'T', number: '58214', newPrice: 100 }, // another number, no pattern
      { category: 'car', city: 'dubai', code: 'U', number: '58213', newPrice: 100 }, // another code
      { category: 'car', city: 'sharjah', code: '1', number: '58213', newPrice: 100 }, // another emirate
      { category: 'motorcycle', city: 'dubai', code: 'T', number: '58213', newPrice: 100 }, // another kind
    ]
    for (const fields of misses) await publish(seller, fields)
    const tooDear = await registerCustomer(t)
    await publish(tooDear.token, { category: 'car', city: 'dubai', code: 'T', number: '58213', newPrice: 20000.01 })
    // The buyer's own listing does not answer their request.
    await publish(buyer.token, { category: 'car', city: 'dubai', code: 'T', number: '58213', newPrice: 10 })

    expect(await matchesOf(buyer.request._id)).toMatchObject({ total: 1, data: [{ _id: answer._id }] })
    expect((await buyer.matches()).data.map((match) => match.product._id)).toEqual([answer._id])
  })

  it('matches a listing lowered into the budget, and forgets a request that is sold or withdrawn', async () => {
    const buyer = await buyerWanting({ code: 'V', number: '62719', budget: 30000 })
    const listing = await publish(seller, {
      category: 'car',
      city: 'dubai',
      code: 'V',
      number: '62719',
      newPrice: 35000,
    })
    expect((await matchesOf(listing._id)).total).toBe(0)
    const lowered = await t.call({
      method: 'PATCH',
      url: `/product/${listing._id}`,
      json: { newPrice: 29000 },
      token: seller,
    })
    expect(lowered.statusCode).toBe(200)
    expect((await buyer.matches()).data.map((match) => match.product._id)).toEqual([listing._id])
    expect(await matchesOf(listing._id)).toMatchObject({ total: 1, data: [{ _id: buyer.request._id }] })

    await t.call({ method: 'PUT', url: `/product/withdraw/${buyer.request._id}`, token: buyer.token })
    expect((await matchesOf(listing._id)).total).toBe(0)
    // Its owner still opens it, and sees nothing on the other side while it is off the market.
    expect((await matchesOf(buyer.request._id, buyer.token)).total).toBe(0)
    expect((await t.call({ url: `/product/matches/${buyer.request._id}` })).statusCode).toBe(404)
    await t.call({ method: 'PUT', url: `/product/restore/${buyer.request._id}`, token: buyer.token })
    await t.call({ method: 'PUT', url: `/product/change-sold/${buyer.request._id}`, token: buyer.token })
    expect((await matchesOf(listing._id)).total).toBe(0)
  })

  it('matches mobile numbers by operator and pattern', async () => {
    const buyer = await buyerWanting({ category: 'mobile', city: undefined, operator: 'du', number: '0551234567' })
    expect(buyer.request.patterns).toContain('mobile-ascending')
    const same = await publish(seller, { category: 'mobile', operator: 'du', number: '0552345678', newPrice: 5000 })
    const otherOperator = await publish(seller, {
      category: 'mobile',
      operator: 'eand',
      number: '0503456789',
      newPrice: 5000,
    })
    const answering = ids(await matchesOf(buyer.request._id))
    expect(answering).toContain(same._id)
    expect(answering).not.toContain(otherOperator._id)
  })

  it('keeps budgets to wanted requests, with at most 2 decimals, and lets their owner change or clear them', async () => {
    const buyer = await registerCustomer(t)
    const plate = { category: 'car', city: 'dubai', code: 'W', titleEn: 'W', titleAr: 'و' }
    const forSale = await t.call({
      url: '/product',
      json: { ...plate, number: '12', newPrice: 9, budget: 9 },
      token: buyer.token,
    })
    expect(forSale.statusCode).toBe(400)
    expect(forSale.json().errors).toEqual([
      expect.objectContaining({
        code: 'budgetOnlyWanted',
        path: 'body.budget',
        msg: 'Only a wanted request has a budget',
      }),
    ])
    const decimals = await t.call({
      url: '/product',
      json: { ...plate, number: '13', isOrder: true, budget: 1.005 },
      token: buyer.token,
    })
    expect(decimals.json().errors[0]).toMatchObject({ code: 'tooManyDecimals', path: 'body.budget' })

    const request = await publish(buyer.token, { ...plate, number: '14', isOrder: true, budget: 1000 })
    const patch = (id: string, json: unknown) =>
      t.call({ method: 'PATCH', url: `/product/${id}`, json, token: buyer.token })
    expect((await patch(request._id, { budget: 2500.5 })).json().data.budget).toBe(2500.5)
    expect((await patch(request._id, { budget: null })).json().data.budget).toBeNull()
    const listing = await publish(buyer.token, { ...plate, number: '15', newPrice: 10 })
    const onSale = await patch(listing._id, { budget: 5 })
    expect(onSale.statusCode).toBe(400)
    expect(onSale.json().errors[0]).toMatchObject({ code: 'budgetOnlyWanted', path: 'body.budget' })
  })
})
