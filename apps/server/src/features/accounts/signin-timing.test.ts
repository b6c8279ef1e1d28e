import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FREE_SIGNIN_FAILURES } from '#auth/limits.ts'
import type * as Passwords from '#auth/passwords.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, startApp, type TestApp } from '#test/harness.ts'

// Every argon2 verification the server runs, real or against the dummy hash. Time would be the
// direct measure, but on a shared machine it is noise; the work is what makes the time, so the test
// counts the work.
const verifications = vi.hoisted(() => ({ count: 0 }))
vi.mock('#auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>()
  return {
    ...original,
    verifyPassword: (hashed: string, password: string) => {
      verifications.count++
      return original.verifyPassword(hashed, password)
    },
    verifyNothing: (password: string) => {
      verifications.count++
      return original.verifyNothing(password)
    },
  }
})

describe.each(backends)('a failed sign-in does the same work whatever the account on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())
  beforeEach(() => {
    verifications.count = 0
  })

  /** The argon2 verifications one wrong sign-in costs, and its status. */
  async function costOfWrongSignin(email: string): Promise<[number, number]> {
    verifications.count = 0
    const response = await t.call({ url: '/auth/customer/signin', json: { email, password: 'certainly-not-it' } })
    return [response.statusCode, verifications.count]
  }

  it('verifies twice for an unknown e-mail, an account, an account with a sent password, and a waiting account', async () => {
    const plain = await registerCustomer(t)
    const reset = await registerCustomer(t)
    await t.call({ url: '/auth/customer/send-password', json: { email: reset.fields.email } })
    const waiting = await registerCustomer(t)
    for (let i = 0; i < FREE_SIGNIN_FAILURES; i++) await costOfWrongSignin(waiting.fields.email)

    expect(await costOfWrongSignin('nobody-at-all@example.com')).toEqual([401, 2])
    expect(await costOfWrongSignin(plain.fields.email)).toEqual([401, 2])
    expect(await costOfWrongSignin(reset.fields.email)).toEqual([401, 2])
    expect(await costOfWrongSignin(waiting.fields.email)).toEqual([429, 2])
  })
})
