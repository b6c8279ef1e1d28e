import { describe, expect, test } from 'vitest'
import { moderationKeys } from '#moderation.keys.ts'
import { moderationMutations } from '#moderation.mutations.ts'
import { moderationQueries } from '#moderation.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { LISTING_ID, customer, queryHarness } from '#testing/query-harness.ts'

const SELLER_ID = customer._id
const VERIFICATION_ID = '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4'
const emptyPage = { data: [], paginationResult: { total: 0, currentPage: 2, numberOfPage: 0, limit: 12 } }
const history = {
  data: {
    seller: {
      seller: { ...customer, image: null },
      role: 'customer',
      suspension: null,
      createdAt: customer.createdAt,
      deleted: false,
    },
    listings: [],
    reports: [],
    actions: [],
  },
}

const pathOf = (request: Request | undefined) => {
  const url = new URL(request!.url)
  return `${url.pathname}${url.search}`
}

describe('the moderation console in the query layer', () => {
  test('lives under User, so signing out drops it', () => {
    expect(moderationKeys.reportPage(2)).toEqual(['User', 'moderation', 'reports', 2])
    expect(moderationKeys.seller(SELLER_ID)).toEqual(['User', 'moderation', 'seller', SELLER_ID])
    expect(moderationKeys.auditPage(1)).toEqual(['User', 'moderation', 'audit-log', 1])
  })

  test.each([
    ['reportQueue', '/api/v1.0/moderation/reports?page=2'],
    ['verificationQueue', '/api/v1.0/moderation/verifications?page=2'],
    ['auditLog', '/api/v1.0/admin/audit-log?page=2'],
  ] as const)('%s reads the page asked for', async (name, path) => {
    const { api, client, server } = queryHarness(() => json(200, emptyPage))
    const query = moderationQueries[name](api, 2) as ReturnType<typeof moderationQueries.reportQueue>
    expect(await client.fetchQuery(query)).toEqual(emptyPage)
    expect(pathOf(server.last())).toBe(path)
  })

  test("a seller's history and the staff are read from their own paths", async () => {
    const { api, client, server } = queryHarness((request) =>
      json(200, request.url.endsWith('/admin/staff') ? { data: [] } : history),
    )
    await client.fetchQuery(moderationQueries.sellerHistory(api, SELLER_ID))
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/sellers/${SELLER_ID}`)
    await client.fetchQuery(moderationQueries.staff(api))
    expect(pathOf(server.last())).toBe('/api/v1.0/admin/staff')
  })

  test('dismissing posts the target and the note, and refreshes the console but not the listings', async () => {
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, { message: 'Dismissed' }))
    client.setQueryData(moderationKeys.reportPage(1), emptyPage)
    await run(moderationMutations.dismissReports(api), { listingId: LISTING_ID, note: 'The owner proved it' })
    expect(server.last()?.method).toBe('POST')
    expect(pathOf(server.last())).toBe('/api/v1.0/moderation/reports/dismiss')
    expect(await server.last()!.json()).toEqual({ listingId: LISTING_ID, note: 'The owner proved it' })
    expect(client.getQueryState(moderationKeys.reportPage(1))?.isInvalidated).toBe(true)
    expect(cacheState().listingList).toBe('fresh')
  })

  test('hiding puts the reason and note, and refreshes the console and every listing', async () => {
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, { data: {}, priceHistory: [] }))
    client.setQueryData(moderationKeys.reportPage(1), emptyPage)
    await run(moderationMutations.hideListing(api), { id: LISTING_ID, reason: 'scam', note: 'Copied photos' })
    expect(server.last()?.method).toBe('PUT')
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/listings/${LISTING_ID}/hide`)
    expect(await server.last()!.json()).toEqual({ reason: 'scam', note: 'Copied photos' })
    expect(client.getQueryState(moderationKeys.reportPage(1))?.isInvalidated).toBe(true)
    expect(cacheState()).toMatchObject({
      listingList: 'invalidated',
      listingDetail: 'invalidated',
      favorites: 'invalidated',
    })
  })

  test('restoring sends the note alone (an empty body without one)', async () => {
    const { api, run, server } = queryHarness(() => json(200, { data: {}, priceHistory: [] }))
    await run(moderationMutations.restoreListing(api), { id: LISTING_ID })
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/listings/${LISTING_ID}/restore`)
    expect(await server.last()!.json()).toEqual({})
  })

  test.each([
    ['suspendSeller', 'suspend', { reason: 'scam', note: '' }],
    ['reinstateSeller', 'reinstate', { note: 'Cleared' }],
  ] as const)("%s keeps the answer as the seller's history", async (name, action, body) => {
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, history))
    await run(moderationMutations[name](api), { id: SELLER_ID, ...body } as never)
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/sellers/${SELLER_ID}/${action}`)
    expect(await server.last()!.json()).toEqual(body)
    expect(client.getQueryData(moderationKeys.seller(SELLER_ID))).toEqual(history)
    expect(cacheState().listingList).toBe('invalidated')
  })

  test('a proof is approved with a note, or refused with a reason', async () => {
    const { api, run, server } = queryHarness(() => json(200, { data: {} }))
    await run(moderationMutations.approveVerification(api), { id: VERIFICATION_ID, note: 'Matches' })
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/verifications/${VERIFICATION_ID}/approve`)
    expect(await server.last()!.json()).toEqual({ note: 'Matches' })
    await run(moderationMutations.refuseVerification(api), { id: VERIFICATION_ID, reason: 'unreadable' })
    expect(pathOf(server.last())).toBe(`/api/v1.0/moderation/verifications/${VERIFICATION_ID}/refuse`)
    expect(await server.last()!.json()).toEqual({ reason: 'unreadable' })
  })

  test('a role change puts the e-mail and role and refreshes the staff list', async () => {
    const { api, client, run, server } = queryHarness(() => json(200, { data: {} }))
    client.setQueryData(moderationKeys.staff(), { data: [] })
    await run(moderationMutations.setRole(api), { email: 'mariam@example.com', role: 'moderator' })
    expect(server.last()?.method).toBe('PUT')
    expect(pathOf(server.last())).toBe('/api/v1.0/admin/roles')
    expect(await server.last()!.json()).toEqual({ email: 'mariam@example.com', role: 'moderator' })
    expect(client.getQueryState(moderationKeys.staff())?.isInvalidated).toBe(true)
  })
})
