import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#app.ts'
import { contract } from '#contract.ts'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { customers, listings, savedSearches, verificationRequests } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { validatorCompiler } from '#http/validation.ts'
import { operationList } from '#test/contract.ts'
import { backends } from '#test/database.ts'
import {
  codesFor,
  fileForm,
  multipart,
  newSignup,
  registerCustomer,
  registerStaff,
  signIn,
  startApp,
  type Call,
  type TestApp,
} from '#test/harness.ts'

type Json = Record<string, unknown>

/** The first example of a request body in the document. */
function requestExample(operationId: string): Json {
  const operation = operationList.find((item) => item.operationId === operationId)!
  const content = (operation.spec.requestBody as { content: Record<string, { schema: { examples: Json[] } }> }).content
  return Object.values(content)[0]!.schema.examples[0]!
}

describe.each(backends)('the contract on $name', (backend) => {
  let t: TestApp
  let token: string
  let listingId: string
  let demoId: string
  let moderatorToken: string

  beforeAll(async () => {
    t = await startApp(backend)
    token = await signIn(t)
    moderatorToken = (await registerStaff(t)).token
    const [demo] = await t.database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
    demoId = demo!.id
    const [own] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.customerId, demoId))
      .limit(1)
    listingId = own!.id
  })
  afterAll(() => t?.close())

  /** One of the demo customer's unsold listings for sale, other than the one marked sold. */
  async function ownForSale(): Promise<string> {
    const [own] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          eq(listings.customerId, demoId),
          ne(listings.id, listingId),
          eq(listings.isSold, false),
          eq(listings.isOrder, false),
        ),
      )
      .limit(1)
    return own!.id
  }

  /** A new listing of a new seller with a proof of ownership waiting; the request's id. */
  async function pendingVerification(): Promise<string> {
    const owner = (await registerCustomer(t)).token
    const listing = await t.call({ url: '/product', json: requestExample('createProduct'), token: owner })
    const form = fileForm({ proof: { bytes: identiconPng(new Prng(7)), type: 'image/png' } })
    const url = `/product/verification/${listing.json().data._id}`
    await t.call({ method: 'POST', url, body: form.body, headers: form.headers, token: owner })
    const [request] = await t.database.db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(eq(verificationRequests.listingId, listing.json().data._id))
    return request!.id
  }

  /** An admin's token, made on first use (the moderation and admin operations). */
  let admin: Promise<string> | undefined
  const adminToken = () => (admin ??= registerStaff(t, 'admin').then((account) => account.token))

  /** A shared listing of another seller than the demo customer (the `skip`-th), and its seller. */
  async function othersListing(skip: number): Promise<{ id: string; sellerId: string }> {
    const [row] = await t.database.db
      .select({ id: listings.id, sellerId: listings.customerId })
      .from(listings)
      .where(and(eq(listings.status, true), ne(listings.customerId, demoId)))
      .orderBy(listings.id)
      .offset(skip)
      .limit(1)
    return { id: row!.id, sellerId: row!.sellerId! }
  }

  /** A request that should succeed, for every operation of the document. */
  const cases: Record<string, () => Promise<{ call: Call; status: number }>> = {
    getFavorites: async () => ({
      call: { url: '/customer/get-favorites', query: { category: ['car', 'mobile'] }, token },
      status: 200,
    }),
    addFavorite: async () => ({
      call: { url: '/customer/add-favorite', json: { favoriteId: listingId }, token },
      status: 200,
    }),
    removeFavorite: async () => ({
      call: { method: 'DELETE', url: '/customer/remove-favorite', json: { favoriteId: listingId }, token },
      status: 200,
    }),
    getCustomerAvatar: async () => ({ call: { url: `/customer/${demoId}/avatar` }, status: 200 }),
    getSeller: async () => ({ call: { url: `/seller/${demoId}` }, status: 200 }),
    getProductsForCustomers: async () => ({
      call: { url: '/product/for-customers', query: { category: 'car', isOrder: false, sort: '-newPrice', page: 2 } },
      status: 200,
    }),
    getProduct: async () => ({ call: { url: `/product/${listingId}`, token }, status: 200 }),
    getProductCard: async () => {
      const [shared] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.status, true))
        .limit(1)
      return { call: { url: `/product/${shared!.id}/card.png`, query: { lang: 'ar' } }, status: 200 }
    },
    createProduct: async () => ({
      call: { url: '/product', json: requestExample('createProduct'), token },
      status: 201,
    }),
    changeProductSold: async () => ({
      call: { method: 'PUT', url: `/product/change-sold/${listingId}`, token },
      status: 200,
    }),
    getSoldPrices: async () => ({
      call: { url: '/prices/sold', query: { category: 'car', city: 'dubai', pattern: ['mirror', 'round'], page: 1 } },
      status: 200,
    }),
    updateProduct: async () => ({
      call: { method: 'PATCH', url: `/product/${await ownForSale()}`, json: requestExample('updateProduct'), token },
      status: 200,
    }),
    withdrawProduct: async () => ({
      call: { method: 'PUT', url: `/product/withdraw/${await ownForSale()}`, token },
      status: 200,
    }),
    restoreProduct: async () => ({
      call: { method: 'PUT', url: `/product/restore/${await ownForSale()}`, token },
      status: 200,
    }),
    getProductMatches: async () => ({ call: { url: `/product/matches/${listingId}` }, status: 200 }),
    recordListingInteraction: async () => ({
      call: { url: `/product/${listingId}/interactions`, json: requestExample('recordListingInteraction') },
      status: 204,
    }),
    getListingStatistics: async () => ({
      call: { url: '/customer/listing-statistics', query: { id: [listingId, await ownForSale()] }, token },
      status: 200,
    }),
    getPriceGuide: async () => ({
      call: {
        url: '/prices/guide',
        query: { category: 'car', number: '777', city: 'dubai', code: 'A', exclude: listingId },
      },
      status: 200,
    }),
    getSavedSearches: async () => ({ call: { url: '/customer/saved-searches', token }, status: 200 }),
    createSavedSearch: async () => ({
      call: { url: '/customer/saved-searches', json: requestExample('createSavedSearch'), token },
      status: 201,
    }),
    deleteSavedSearch: async () => {
      const saved = await t.call({ url: '/customer/saved-searches', json: requestExample('createSavedSearch'), token })
      return {
        call: { method: 'DELETE', url: `/customer/saved-searches/${saved.json().data._id}`, token },
        status: 204,
      }
    },
    getMatches: async () => ({ call: { url: '/customer/matches', query: { page: 1 }, token }, status: 200 }),
    getUnreadMatchCount: async () => ({ call: { url: '/customer/matches/unread', token }, status: 200 }),
    markMatchesRead: async () => ({ call: { method: 'POST', url: '/customer/matches/read', token }, status: 200 }),
    unsubscribeSavedSearch: async () => {
      const [saved] = await t.database.db.select().from(savedSearches).limit(1)
      return { call: { url: '/saved-searches/unsubscribe', json: { token: saved!.unsubscribeToken } }, status: 200 }
    },
    unsubscribeSavedSearchOneClick: async () => {
      const [saved] = await t.database.db.select().from(savedSearches).limit(1)
      const form = new URLSearchParams(requestExample('unsubscribeSavedSearchOneClick') as Record<string, string>)
      return {
        call: {
          method: 'POST',
          url: `/saved-searches/unsubscribe/${saved!.unsubscribeToken}`,
          body: form.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        status: 200,
      }
    },
    getUnsubscribeState: async () => {
      const [saved] = await t.database.db.select().from(savedSearches).limit(1)
      return { call: { url: `/saved-searches/unsubscribe/${saved!.unsubscribeToken}` }, status: 200 }
    },
    resubscribeSavedSearch: async () => {
      const [saved] = await t.database.db.select().from(savedSearches).limit(1)
      return { call: { url: '/saved-searches/resubscribe', json: { token: saved!.unsubscribeToken } }, status: 200 }
    },
    signinCustomer: async () => ({
      call: { url: '/auth/customer/signin', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } },
      status: 200,
    }),
    signupCustomer: async () => {
      const form = multipart(requestExample('signupCustomer').json, { bytes: identiconPng(new Prng(9)) })
      return {
        call: { method: 'POST', url: '/auth/customer/signup', body: form.body, headers: form.headers },
        status: 201,
      }
    },
    verifyCustomer: async () => {
      const fields = newSignup()
      const form = multipart(fields)
      await t.call({ method: 'POST', url: '/auth/customer/signup', body: form.body, headers: form.headers })
      const codes = await codesFor(t, fields.email, fields.phone)
      return {
        call: {
          url: '/auth/customer/verification',
          json: { email: fields.email, phone: fields.phone, emailCode: codes.email, whatsappCode: codes.whatsapp },
        },
        status: 201,
      }
    },
    signoutCustomer: async () => ({
      call: { method: 'POST', url: '/auth/customer/signout', token: await signIn(t) },
      status: 204,
    }),
    getProfile: async () => ({ call: { url: '/auth/customer/profile', token }, status: 200 }),
    updateProfile: async () => {
      const form = multipart(requestExample('updateProfile').json)
      return {
        call: { method: 'PUT', url: '/auth/customer/profile', token, body: form.body, headers: form.headers },
        status: 200,
      }
    },
    sendPassword: async () => ({
      call: { url: '/auth/customer/send-password', json: requestExample('sendPassword') },
      status: 200,
    }),
    requestVerification: async () => {
      const form = fileForm({ proof: { bytes: identiconPng(new Prng(7)), type: 'image/png' } })
      const url = `/product/verification/${await ownForSale()}`
      return { call: { method: 'POST', url, body: form.body, headers: form.headers, token }, status: 201 }
    },
    getVerificationQueue: async () => ({
      call: { url: '/moderation/verifications', query: { page: 1 }, token: moderatorToken },
      status: 200,
    }),
    getVerificationProof: async () => ({
      call: { url: `/moderation/verifications/${await pendingVerification()}/proof`, token: moderatorToken },
      status: 200,
    }),
    approveVerification: async () => ({
      call: {
        method: 'PUT',
        url: `/moderation/verifications/${await pendingVerification()}/approve`,
        json: requestExample('approveVerification'),
        token: moderatorToken,
      },
      status: 200,
    }),
    refuseVerification: async () => ({
      call: {
        method: 'PUT',
        url: `/moderation/verifications/${await pendingVerification()}/refuse`,
        json: requestExample('refuseVerification'),
        token: moderatorToken,
      },
      status: 200,
    }),
    acceptTerms: async () => ({
      call: { url: '/auth/customer/accept-terms', json: requestExample('acceptTerms'), token },
      status: 200,
    }),
    exportCustomerData: async () => ({ call: { url: '/auth/customer/export', token }, status: 200 }),
    deleteAccount: async () => {
      const leaving = await registerCustomer(t)
      return {
        call: { url: '/auth/customer/delete', json: { password: leaving.fields.password }, token: leaving.token },
        status: 200,
      }
    },
    createReport: async () => ({
      call: { url: '/reports', json: { listingId: (await othersListing(0)).id, reason: 'notOwner' } },
      status: 201,
    }),
    getReportQueue: async () => ({
      call: { url: '/moderation/reports', query: { page: 1 }, token: await adminToken() },
      status: 200,
    }),
    dismissReports: async () => {
      const { id } = await othersListing(1)
      await t.call({ url: '/reports', json: { listingId: id, reason: 'sold' }, remoteAddress: '198.51.100.7' })
      return {
        call: {
          url: '/moderation/reports/dismiss',
          json: { listingId: id, note: 'Checked.' },
          token: await adminToken(),
        },
        status: 200,
      }
    },
    hideListing: async () => ({
      call: {
        method: 'PUT',
        url: `/moderation/listings/${(await othersListing(2)).id}/hide`,
        json: requestExample('hideListing'),
        token: await adminToken(),
      },
      status: 200,
    }),
    restoreHiddenListing: async () => {
      const id = await ownForSale()
      const json = { reason: 'wrongDetails' }
      await t.call({ method: 'PUT', url: `/moderation/listings/${id}/hide`, json, token: await adminToken() })
      return {
        call: {
          method: 'PUT',
          url: `/moderation/listings/${id}/restore`,
          json: requestExample('restoreHiddenListing'),
          token: await adminToken(),
        },
        status: 200,
      }
    },
    getSellerHistory: async () => ({
      call: { url: `/moderation/sellers/${demoId}`, token: await adminToken() },
      status: 200,
    }),
    suspendSeller: async () => ({
      call: {
        method: 'PUT',
        url: `/moderation/sellers/${(await registerCustomer(t)).customer._id}/suspend`,
        json: requestExample('suspendSeller'),
        token: await adminToken(),
      },
      status: 200,
    }),
    reinstateSeller: async () => {
      const seller = (await registerCustomer(t)).customer._id
      const url = `/moderation/sellers/${seller}`
      await t.call({ method: 'PUT', url: `${url}/suspend`, json: { reason: 'scam' }, token: await adminToken() })
      return {
        call: {
          method: 'PUT',
          url: `${url}/reinstate`,
          json: requestExample('reinstateSeller'),
          token: await adminToken(),
        },
        status: 200,
      }
    },
    getStaff: async () => ({ call: { url: '/admin/staff', token: await adminToken() }, status: 200 }),
    setRole: async () => ({
      call: {
        method: 'PUT',
        url: '/admin/roles',
        json: { email: (await registerCustomer(t)).fields.email, role: 'moderator' },
        token: await adminToken(),
      },
      status: 200,
    }),
    getAuditLog: async () => ({
      call: { url: '/admin/audit-log', query: { page: 1 }, token: await adminToken() },
      status: 200,
    }),
    getHealth: async () => ({ call: { url: '/health' }, status: 200 }),
    getLiveness: async () => ({ call: { url: '/health/live' }, status: 200 }),
    getDevOutbox: async () => ({ call: { url: '/dev/outbox', query: { to: DEMO_CUSTOMER.email } }, status: 200 }),
  }

  it('has a success case here for every operation of the document', () => {
    expect(Object.keys(cases).sort()).toEqual(operationList.map((operation) => operation.operationId).sort())
  })

  it.each(operationList.map((operation) => [operation.operationId]))(
    '%s succeeds with a body valid for its schema',
    async (operationId) => {
      const { call, status } = await cases[operationId]!()
      // t.call checks the answer against the document (status listed, body valid for that status).
      const response = await t.call(call)
      expect(response.statusCode, response.body).toBe(status)
    },
  )

  it("accepts every request example of the document with the server's own validator", () => {
    let checked = 0
    for (const operation of operationList) {
      const content =
        (operation.spec.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content ?? {}
      for (const { schema } of Object.values(content)) {
        const validate = validatorCompiler({
          schema,
          method: operation.method,
          url: operation.template,
          httpPart: 'body',
        })
        for (const example of (schema.examples as unknown[]) ?? []) {
          expect(
            validate(structuredClone(example)),
            `${operation.operationId} ${JSON.stringify(example)}`,
          ).not.toHaveProperty('error')
          checked++
        }
      }
      for (const parameter of (operation.spec.parameters ?? []) as { name: string; in: string; schema: Json }[]) {
        const part = parameter.in === 'path' ? 'params' : 'querystring'
        const schema = { type: 'object', properties: { [parameter.name]: parameter.schema } }
        const validate = validatorCompiler({
          schema,
          method: operation.method,
          url: operation.template,
          httpPart: part,
        })
        for (const example of (parameter.schema.examples as unknown[]) ?? []) {
          const values = Array.isArray(example) ? example.map(String) : String(example)
          expect(
            validate({ [parameter.name]: values }),
            `${operation.operationId} ${parameter.name}=${values}`,
          ).not.toHaveProperty('error')
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(15)
  })

  it('answers an operation of the document for every documented path, never the not-found handler', async () => {
    for (const operation of operationList) {
      const path = operation.template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      const response = await t.app.inject({ method: operation.method as 'GET', url: `/api/v1.0${path}` })
      const message = String(response.headers['content-type']).startsWith('application/json')
        ? (response.json().message ?? '')
        : ''
      expect(message, `${operation.method} ${path}`).not.toMatch(/^No route/)
    }
  })
})

describe('start-up', () => {
  it('fails when an operation of the document has no handler', async () => {
    const specification = structuredClone(contract)
    specification.paths['/extra'] = {
      get: { operationId: 'notImplementedAnywhere', summary: 'x', responses: { '200': { description: 'ok' } } },
    }
    const database = await backends[0]!.open()
    try {
      await expect(buildApp({ db: database.db, jobQueue: database.jobQueue, specification })).rejects.toThrow(
        'No handler for operation notImplementedAnywhere of openapi.yaml',
      )
    } finally {
      await database.dispose()
    }
  })
})
