import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { API, expectConforms, newSignup, startApp, type TestApp } from '#test/harness.ts'

/** The same server over a real socket, the way the storefront and Playwright reach it. */
describe.each(backends)('over HTTP on $name', (backend) => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    t = await startApp(backend)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API}`
  })
  afterAll(() => t?.close())

  /** fetch, checked against the contract like every injected request. */
  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, init)
    const body = await response.text()
    expectConforms(init.method ?? 'GET', `${API}${path}`, {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
    })
    return { status: response.status, headers: response.headers, body, json: () => JSON.parse(body) }
  }

  it('signs up with a browser FormData, verifies with the codes from /dev/outbox, and uses the session cookie', async () => {
    const fields = newSignup()
    // Exactly what @raqam/api sends: the json part as an application/json Blob, the image as a Blob.
    const form = new FormData()
    form.append('json', new Blob([JSON.stringify(fields)], { type: 'application/json' }), 'json.json')
    form.append('image', new Blob([identiconPng(new Prng(5))], { type: 'image/png' }), 'avatar.png')
    const signup = await call('/auth/customer/signup', { method: 'POST', body: form })
    expect(signup.status, signup.body).toBe(201)

    // The codes leave through the message queue, a moment after the answer.
    const newest = (to: string) =>
      vi.waitFor(async () => {
        const [message] = (await call(`/dev/outbox?to=${encodeURIComponent(to)}`)).json().data
        expect(message).toBeDefined()
        return message
      })
    const mail = await newest(fields.email)
    const whatsapp = await newest(fields.phone)
    const verified = await call('/auth/customer/verification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: fields.email,
        phone: fields.phone,
        emailCode: mail.codes[0],
        whatsappCode: whatsapp.codes[0],
      }),
    })
    expect(verified.status, verified.body).toBe(201)
    const { token, data } = verified.json()

    const profile = await call('/auth/customer/profile', { headers: { cookie: `customerToken=${token}` } })
    expect(profile.json().data).toEqual(data)
    const avatar = await fetch(`http://${new URL(base).host}${data.image}`)
    expect(avatar.headers.get('content-type')).toBe('image/webp')

    const update = new FormData()
    update.append(
      'json',
      new Blob([JSON.stringify({ username: 'Over HTTP', email: '', password: '', phone: '', gender: '' })], {
        type: 'application/json',
      }),
      'json.json',
    )
    const updated = await call('/auth/customer/profile', {
      method: 'PUT',
      body: update,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(updated.status, updated.body).toBe(200)
    expect(updated.json().data.username).toBe('Over HTTP')

    // openapi-fetch may send a JSON content type with no body on sign-out.
    const out = await call('/auth/customer/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    expect(out.status).toBe(204)
    expect((await call('/auth/customer/profile', { headers: { cookie: `customerToken=${token}` } })).status).toBe(401)
  })

  it('compresses list answers for clients that accept it', async () => {
    const response = await fetch(`${base}/product/for-customers?category=car`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(12)
  })

  it('keeps parallel favourites over separate connections consistent', async () => {
    const signin = await call('/auth/customer/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    })
    const token = signin.json().token
    const list = (await call('/product/for-customers?category=mobile')).json().data as { _id: string }[]
    const ids = list.slice(0, 6).map((listing) => listing._id)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const answers = await Promise.all(
      [...ids, ...ids].map((favoriteId) =>
        call('/customer/add-favorite', { method: 'POST', headers: auth, body: JSON.stringify({ favoriteId }) }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const favourites = (await call('/customer/get-favorites?category=mobile', { headers: auth })).json().data as {
      _id: string
    }[]
    expect(
      favourites
        .filter((listing) => ids.includes(listing._id))
        .map((listing) => listing._id)
        .sort(),
    ).toEqual([...ids].sort())
  })
})
