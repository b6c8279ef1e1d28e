import { afterEach, describe, expect, test } from 'vitest'
import { authKeys } from '#auth.keys.ts'
import { authMutations } from '#auth.mutations.ts'
import { clearSessionToken, readSessionToken, storeSessionToken } from '#client.ts'
import { json } from '#testing/fake-fetch.ts'
import { customer, queryHarness, seededKeys } from '#testing/query-harness.ts'

const TOKEN = 'q3Vx9kT2mB7nR4wY8zL1cH6fJ0dS5aG3eU2iO9pK4xM'

afterEach(() => {
  clearSessionToken()
})

describe('authKeys', () => {
  test('sit under the Auth tag', () => {
    expect(authKeys.signin()).toEqual(['Auth', 'signin'])
    expect(authKeys.signout()[0]).toBe('Auth')
  })
})

describe('authMutations', () => {
  const other = { ...customer, username: 'Signed in now' }

  function expectSessionStarted(harness: ReturnType<typeof queryHarness>, path: string) {
    expect(new URL(harness.server.last()?.url ?? '').pathname).toBe(path)
    expect(readSessionToken()).toBe(TOKEN)
    expect(harness.client.getQueryData(seededKeys.profile)).toEqual({ data: other })
    expect(harness.cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'invalidated',
      listingMatches: 'invalidated',
      favorites: 'invalidated',
      profile: 'fresh',
    })
  }

  test('signin stores the token, caches the profile and refreshes listings', async () => {
    const harness = queryHarness(() => json(200, { token: TOKEN, data: other }))

    await harness.run(authMutations.signin(harness.api), { email: 'mariam@example.com', password: 'pw' })

    expectSessionStarted(harness, '/api/v1.0/auth/customer/signin')
  })

  test('verify does the same after checking the codes', async () => {
    const harness = queryHarness(() => json(201, { token: TOKEN, data: other }))

    await harness.run(authMutations.verify(harness.api), {
      email: 'mariam@example.com',
      phone: '971501234567',
      emailCode: '482913',
      whatsappCode: '905127',
    })

    expectSessionStarted(harness, '/api/v1.0/auth/customer/verification')
  })

  test('a failed signin stores nothing', async () => {
    const harness = queryHarness(() => json(401, { message: 'Incorrect email or password' }))

    await expect(
      harness.run(authMutations.signin(harness.api), { email: 'mariam@example.com', password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401 })
    expect(readSessionToken()).toBeUndefined()
    expect(harness.client.getQueryData(seededKeys.profile)).toEqual({ data: customer })
  })

  test.each([
    ['succeeds', 204],
    ['fails', 500],
  ])('signout forgets the token and the customer data even when the call %s', async (_name, status) => {
    storeSessionToken(TOKEN)
    const { api, run, server, cacheState } = queryHarness(() => new Response(null, { status }))

    await run(authMutations.signout(api), undefined).catch(() => {})

    expect(server.last()?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`)
    expect(readSessionToken()).toBeUndefined()
    expect(cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'invalidated',
      listingMatches: 'invalidated',
      favorites: 'removed',
      profile: 'removed',
    })
  })

  test('deleteAccount posts the password, then forgets the token and the customer data', async () => {
    storeSessionToken(TOKEN)
    const { api, run, server, cacheState } = queryHarness(() => json(200, { message: 'Your account was deleted' }))

    await run(authMutations.deleteAccount(api), { password: 'correct-horse-battery' })

    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/auth/customer/delete')
    expect(await server.last()?.json()).toEqual({ password: 'correct-horse-battery' })
    expect(readSessionToken()).toBeUndefined()
    expect(cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'invalidated',
      listingMatches: 'invalidated',
      favorites: 'removed',
      profile: 'removed',
    })
  })

  test('a refused deleteAccount (wrong password) keeps the session as it was', async () => {
    storeSessionToken(TOKEN)
    const refusal = {
      code: 'currentPasswordWrong',
      message: 'The current password is not correct',
      errors: [{ code: 'currentPasswordWrong', msg: 'The current password is not correct', path: 'body.password' }],
    }
    const { api, run, cacheState } = queryHarness(() => json(400, refusal))

    await expect(run(authMutations.deleteAccount(api), { password: 'wrong' })).rejects.toMatchObject({ status: 400 })

    expect(readSessionToken()).toBe(TOKEN)
    expect(cacheState()).toEqual({
      listingList: 'fresh',
      listingDetail: 'fresh',
      listingMatches: 'fresh',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })

  test('sendPassword posts the e-mail and changes no cached data', async () => {
    const { api, run, server, cacheState } = queryHarness(() => json(200, { message: 'sent' }))

    await run(authMutations.sendPassword(api), { email: 'mariam@example.com' })

    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/auth/customer/send-password')
    expect(await server.last()?.json()).toEqual({ email: 'mariam@example.com' })
    expect(cacheState()).toEqual({
      listingList: 'fresh',
      listingDetail: 'fresh',
      listingMatches: 'fresh',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })
})
