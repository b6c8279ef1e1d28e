import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { multipart, registerCustomer, startApp, type TestApp } from '#test/harness.ts'

describe.each(backends)('cross-site writes on $name', (backend) => {
  let t: TestApp
  let token: string
  let listingId: string
  beforeAll(async () => {
    t = await startApp(backend, { app: { publicUrl: 'https://raqam.example' } })
    token = (await registerCustomer(t)).token
    listingId = (await t.call({ url: '/product/for-customers' })).json().data[0]._id
  })
  afterAll(() => t?.close())

  const cookie = () => `customerToken=${token}`
  const profile = () => t.call({ url: '/auth/customer/profile', token })

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'https://shop.raqam.example', 'sec-fetch-site': 'same-site' }],
    ['only its Origin', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['only Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a cookie-authenticated write from %s with 403, and changes nothing', async (_name, headers) => {
    const signout = await t.call({
      method: 'POST',
      url: '/auth/customer/signout',
      headers: { ...headers, cookie: cookie() },
    })
    expect(signout.statusCode).toBe(403)
    expect(signout.json()).toEqual({
      requestId: expect.any(String),
      code: 'crossSiteWrite',
      message: 'This request came from another website and was refused. Please make the change on Raqam itself.',
    })
    expect((await profile()).statusCode).toBe(200)
    const favourite = await t.call({
      url: '/customer/add-favorite',
      json: { favoriteId: listingId },
      headers: { ...headers, cookie: cookie() },
    })
    expect(favourite.statusCode).toBe(403)
    const form = multipart({ username: 'Forged Name' })
    const update = await t.call({
      method: 'PUT',
      url: '/auth/customer/profile',
      body: form.body,
      headers: { ...form.headers, ...headers, cookie: cookie() },
    })
    expect(update.statusCode).toBe(403)
    expect((await profile()).json().data.username).not.toBe('Forged Name')
  })

  it.each([
    ['the same origin (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }],
    ['the origin it was addressed to', { origin: 'http://localhost:80', host: 'localhost:80' }],
    ['PUBLIC_URL', { origin: 'https://raqam.example', 'sec-fetch-site': 'same-site' }],
    ['a client that sends neither header', {}],
  ])('lets a cookie-authenticated write from %s through', async (_name, headers) => {
    const response = await t.call({
      url: '/customer/add-favorite',
      json: { favoriteId: listingId },
      headers: { ...headers, cookie: cookie() },
    })
    expect(response.statusCode, response.body).toBe(200)
  })

  it('never refuses a Bearer request or a read, wherever it comes from', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    const bearer = await t.call({
      url: '/customer/add-favorite',
      json: { favoriteId: listingId },
      token,
      headers: { ...evil, cookie: cookie() },
    })
    expect(bearer.statusCode).toBe(200)
    const read = await t.call({ url: '/auth/customer/profile', headers: { ...evil, cookie: cookie() } })
    expect(read.statusCode).toBe(200)
    // Sign-in takes no token: a cross-site sign-in form is not a cookie-authenticated write.
    const signin = await t.call({
      url: '/auth/customer/signin',
      json: { email: 'a@example.com', password: 'whatever-it-is' },
      headers: evil,
    })
    expect(signin.statusCode).toBe(401)
  })
})
