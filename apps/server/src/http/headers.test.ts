import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { PERMISSIONS_POLICY, securityHeaderList } from './security-headers.ts'

const [backend] = backends

describe('headers of every answer', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startApp(backend!)
    token = await signIn(t)
  })
  afterAll(() => t?.close())

  it('never lets a cache keep a token or personal data', async () => {
    const signin = await t.call({
      url: '/auth/customer/signin',
      json: { email: 'demo@raqam.ae', password: 'Raqam-demo-2025' },
    })
    expect(signin.json().token).toBeTruthy()
    const personal = [
      signin,
      await t.call({ url: '/auth/customer/profile', token }),
      await t.call({ url: '/customer/get-favorites', token }),
      await t.call({ url: '/product/for-customers', query: { status: 'all' }, token }),
      await t.call({ url: '/auth/customer/profile' }), // the 401 too
    ]
    for (const response of personal)
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toBe('no-store')
  })

  it('keeps the caching policy a handler chose for public, versioned bytes', async () => {
    const profile = (await t.call({ url: '/auth/customer/profile', token })).json().data
    const avatar = await t.call({ url: profile.image })
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the Permissions-Policy on answers of every kind', async () => {
    const answers = [
      await t.call({ url: '/health' }),
      await t.call({ url: '/product/for-customers', query: { page: 0 } }),
      await t.app.inject({ url: '/api/v1.0/no-such-route' }),
      await t.app.inject({ url: '/api/v1.0/product/%E0%A4%A' }), // a broken percent-encoding (frameworkErrors)
      await t.app.inject({ url: '/some/page' }),
    ]
    for (const answer of answers) {
      expect(answer.headers['permissions-policy'], `${answer.statusCode}`).toBe(PERMISSIONS_POLICY)
      expect(answer.headers['content-security-policy'], `${answer.statusCode}`).toBe(
        securityHeaderList(false)['content-security-policy'],
      )
    }
  })
})
