import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FREE_SIGNIN_FAILURES,
  SIGNIN_BACKOFF_BASE_MS,
  SIGNIN_BACKOFF_MAX_MS,
  SIGNIN_FAILURES_FORGOTTEN_MS,
} from '#auth/limits.ts'
import { customers, pendingSignups, sessions, signinThrottles } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { multipart, registerCustomer, signIn, startApp, type TestApp, withoutRequestId } from '#test/harness.ts'

describe.each(backends)('sign-in limits and sessions on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  const signin = (email: string, password: string, remoteAddress?: string) =>
    t.call({ url: '/auth/customer/signin', json: { email, password }, ...(remoteAddress && { remoteAddress }) })
  const failTimes = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await signin(email, `wrong-password-${i}`)).statusCode).toBe(401)
  }
  const profile = (token: string) => t.call({ url: '/auth/customer/profile', token })
  const updateProfile = (token: string, json: Record<string, string>) => {
    const form = multipart(json)
    return t.call({ method: 'PUT', url: '/auth/customer/profile', token, body: form.body, headers: form.headers })
  }

  describe('the per-account back-off', () => {
    it(`lets ${FREE_SIGNIN_FAILURES} wrong passwords through, then makes the account wait (even for the right one), doubling up to 15 minutes`, async () => {
      const { fields } = await registerCustomer(t)
      await failTimes(fields.email, FREE_SIGNIN_FAILURES)
      const waiting = await signin(fields.email, fields.password)
      expect(waiting.statusCode).toBe(429)
      expect(Number(waiting.headers['retry-after'])).toBe(SIGNIN_BACKOFF_BASE_MS / 1000)
      expect(waiting.json().message).toBe(
        'Too many wrong passwords for this account. Please try again in 30 seconds, or ask for a new password with “Forgot password”.',
      )
      // Each further wrong password doubles the wait, never beyond the bound.
      let expected = SIGNIN_BACKOFF_BASE_MS
      for (let i = 0; i < 8; i++) {
        t.clock.advance(expected)
        expect((await signin(fields.email, 'still-wrong')).statusCode).toBe(401)
        expected = Math.min(expected * 2, SIGNIN_BACKOFF_MAX_MS)
        expect(Number((await signin(fields.email, fields.password)).headers['retry-after'])).toBe(expected / 1000)
      }
      expect(expected).toBe(SIGNIN_BACKOFF_MAX_MS)
      // After the wait the right password works and clears the count.
      t.clock.advance(SIGNIN_BACKOFF_MAX_MS)
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()
      await failTimes(fields.email, FREE_SIGNIN_FAILURES - 1)
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()
    })

    it('answers an e-mail without an account exactly like one with an account', async () => {
      const { fields } = await registerCustomer(t)
      const ghost = 'nobody-here@example.com'
      await failTimes(fields.email, FREE_SIGNIN_FAILURES)
      await failTimes(ghost, FREE_SIGNIN_FAILURES)
      const known = await signin(fields.email, 'x-wrong-password')
      const unknown = await signin(ghost, 'x-wrong-password')
      expect(unknown.statusCode).toBe(429)
      expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known))
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after'])
    })

    it('checks at most the free wrong passwords when 10 addresses send 20 guesses each in parallel; the right one then waits', async () => {
      const { fields } = await registerCustomer(t)
      const guesses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signin(fields.email, `guess-number-${i}`, `10.9.${i % 10}.1`)),
      )
      expect(guesses.filter((response) => response.statusCode === 401)).toHaveLength(FREE_SIGNIN_FAILURES)
      expect(guesses.filter((response) => response.statusCode === 429)).toHaveLength(200 - FREE_SIGNIN_FAILURES)
      expect((await signin(fields.email, fields.password)).statusCode).toBe(429)
    })

    it('still lets the owner in with a sent password while the account waits, which clears the count', async () => {
      const { fields } = await registerCustomer(t)
      await failTimes(fields.email, FREE_SIGNIN_FAILURES)
      expect((await signin(fields.email, fields.password)).statusCode).toBe(429)
      expect((await t.call({ url: '/auth/customer/send-password', json: { email: fields.email } })).statusCode).toBe(
        200,
      )
      const sent = (await t.messagesTo(fields.email, 2))[0]!.codes[0]!
      const inWhileWaiting = await signin(fields.email, sent)
      expect(inWhileWaiting.statusCode, inWhileWaiting.body).toBe(200)
      expect(await t.database.db.select().from(signinThrottles).where(eq(signinThrottles.email, fields.email))).toEqual(
        [],
      )
    })
  })

  describe('sessions', () => {
    it('signs out every session opened before, the first time a sent password is used', async () => {
      const { token, fields } = await registerCustomer(t)
      const before = await signIn(t, fields.email, fields.password)
      await t.call({ url: '/auth/customer/send-password', json: { email: fields.email } })
      const sent = (await t.messagesTo(fields.email, 2))[0]!.codes[0]!
      // Merely asking for a password changes nothing.
      expect((await profile(before)).statusCode).toBe(200)
      const after = await signIn(t, fields.email, sent)
      expect((await profile(token)).statusCode).toBe(401)
      expect((await profile(before)).statusCode).toBe(401)
      expect((await profile(after)).statusCode).toBe(200)
    })

    it('purges expired sessions on sign-in', async () => {
      const { fields } = await registerCustomer(t)
      const old = await signIn(t, fields.email, fields.password)
      expect((await profile(old)).statusCode).toBe(200)
      t.clock.advance(31 * 86_400_000)
      const expired = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, (await profileOf(fields.email)).id))
      expect(expired.length).toBeGreaterThan(0)
      await signIn(t, fields.email, fields.password)
      const left = await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions)
      for (const row of left) expect(row.expiresAt.getTime()).toBeGreaterThan(t.clock.now.getTime())
    })
  })

  describe('changing the password', () => {
    it('needs the current password: missing or wrong is a 400 naming it, and nothing changes', async () => {
      const { token, fields } = await registerCustomer(t)
      const missing = await updateProfile(token, { password: 'a-brand-new-password' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual([
        {
          code: 'currentPasswordMissing',
          msg: 'Enter your current password to set a new one',
          path: 'body.json.currentPassword',
          params: { field: 'currentPassword' },
        },
      ])
      const wrong = await updateProfile(token, { password: 'a-brand-new-password', currentPassword: 'not-my-password' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().errors).toEqual([
        {
          code: 'currentPasswordWrong',
          msg: 'The current password is not correct',
          path: 'body.json.currentPassword',
          params: { field: 'currentPassword' },
        },
      ])
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()
      const right = await updateProfile(token, { password: 'a-brand-new-password', currentPassword: fields.password })
      expect(right.statusCode, right.body).toBe(200)
      expect(await signIn(t, fields.email, 'a-brand-new-password')).toBeTruthy()
    })

    it('counts wrong current passwords towards the account back-off (a borrowed session cannot guess it)', async () => {
      const { token, fields } = await registerCustomer(t)
      for (let i = 0; i < FREE_SIGNIN_FAILURES; i++) {
        expect(
          (await updateProfile(token, { password: 'a-brand-new-password', currentPassword: `guess-${i}-wrong` }))
            .statusCode,
        ).toBe(400)
      }
      const waiting = await updateProfile(token, { password: 'a-brand-new-password', currentPassword: fields.password })
      expect(waiting.statusCode).toBe(429)
      expect(Number(waiting.headers['retry-after'])).toBe(SIGNIN_BACKOFF_BASE_MS / 1000)
    })
  })

  async function profileOf(email: string) {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email))
    return row!
  }
})

describe.each(backends)('the housekeeping sweep on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend, { app: { housekeepingIntervalMs: 50 } })
  })
  afterAll(() => t?.close())

  it('deletes expired sign-ups, expired sessions and sign-in counts after a quiet day, on its own, and keeps the rest', async () => {
    const now = t.clock.now.getTime()
    const { token, customer } = await registerCustomer(t)
    const row = {
      username: 'Left Behind',
      phone: '971509999999',
      passwordHash: 'x',
      emailCodeHash: 'x',
      whatsappCodeHash: 'x',
    }
    await t.database.db.insert(pendingSignups).values([
      { ...row, email: 'expired@example.com', expiresAt: new Date(now - 1000) },
      { ...row, email: 'waiting@example.com', expiresAt: new Date(now + 60_000) },
    ])
    await t.database.db
      .insert(sessions)
      .values({ tokenHash: 'f'.repeat(64), customerId: customer._id, expiresAt: new Date(now - 1000) })
    await t.database.db.insert(signinThrottles).values([
      { email: 'quiet@example.com', failures: 3, lastAttemptAt: new Date(now - SIGNIN_FAILURES_FORGOTTEN_MS - 1000) },
      { email: 'recent@example.com', failures: 3, lastAttemptAt: new Date(now - 1000) },
    ])
    await expect
      .poll(
        async () => ({
          signups: (await t.database.db.select({ email: pendingSignups.email }).from(pendingSignups))
            .map((r) => r.email)
            .sort(),
          expiredSessions: (
            await t.database.db
              .select()
              .from(sessions)
              .where(eq(sessions.tokenHash, 'f'.repeat(64)))
          ).length,
          counts: (await t.database.db.select({ email: signinThrottles.email }).from(signinThrottles)).map(
            (r) => r.email,
          ),
        }),
        { timeout: 5000 },
      )
      .toEqual({ signups: ['waiting@example.com'], expiredSessions: 0, counts: ['recent@example.com'] })
    expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(200)
  })
})
