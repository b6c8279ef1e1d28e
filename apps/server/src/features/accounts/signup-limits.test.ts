import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, MAX_PENDING_SIGNUPS_PER_ADDRESS } from '#auth/limits.ts'
import { pendingSignups } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { codesFor, newSignup, postSignup, startApp, type TestApp } from '#test/harness.ts'

/** A code that is certainly wrong. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(backends)('sign-up limits on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  const signup = (fields: Record<string, unknown>, remoteAddress = '127.0.0.1') => postSignup(t, fields, remoteAddress)
  const verify = (body: Record<string, string>, remoteAddress?: string) =>
    t.call({ url: '/auth/customer/verification', json: body, ...(remoteAddress && { remoteAddress }) })
  const attemptsOf = async (email: string) =>
    (
      await t.database.db
        .select({ n: pendingSignups.failedAttempts })
        .from(pendingSignups)
        .where(eq(pendingSignups.email, email))
    )[0]?.n

  it(`checks at most ${MAX_CODE_ATTEMPTS} codes when 60 wrong guesses arrive in parallel from 60 addresses; the right pair is refused after them`, async () => {
    const fields = newSignup()
    expect((await signup(fields)).statusCode).toBe(201)
    const codes = await codesFor(t, fields.email, fields.phone)
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        verify(
          { email: fields.email, phone: fields.phone, emailCode: wrong(codes.email), whatsappCode: codes.whatsapp },
          `10.1.0.${i + 1}`,
        ),
      ),
    )
    // A guess that was compared says which code is wrong; the others were refused before comparing.
    const compared = guesses.filter((response) => response.json().errors?.[0]?.msg === 'The e-mail code is not correct')
    const refused = guesses.filter((response) => /^Too many wrong codes/.test(response.json().message))
    expect(compared.length + refused.length).toBe(60)
    expect(compared.length).toBe(MAX_CODE_ATTEMPTS - 1)
    expect(await attemptsOf(fields.email)).toBe(MAX_CODE_ATTEMPTS)
    const right = await verify({
      email: fields.email,
      phone: fields.phone,
      emailCode: codes.email,
      whatsappCode: codes.whatsapp,
    })
    expect(right.statusCode).toBe(400)
    expect(right.json().message).toMatch(
      /^Too many wrong codes\. Please sign up again in \d+ minutes?, when these codes have expired\.$/,
    )
  })

  it('accepts exactly one of many parallel right answers', async () => {
    const fields = newSignup()
    await signup(fields)
    const codes = await codesFor(t, fields.email, fields.phone)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        verify({ email: fields.email, phone: fields.phone, emailCode: codes.email, whatsappCode: codes.whatsapp }),
      ),
    )
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(1)
    for (const response of answers) expect([201, 400]).toContain(response.statusCode)
  })

  it('keeps the count of attempts when the same person signs up again, and sends new codes', async () => {
    const fields = newSignup()
    await signup(fields)
    const first = await codesFor(t, fields.email, fields.phone)
    for (let i = 0; i < 3; i++) {
      await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: wrong(first.email),
        whatsappCode: first.whatsapp,
      })
    }
    const again = await signup({ ...fields, username: 'Second Try' })
    expect(again.statusCode).toBe(201)
    const fresh = await codesFor(t, fields.email, fields.phone, 2)
    expect(await attemptsOf(fields.email)).toBe(3)
    // Two attempts left, not five.
    await verify({
      email: fields.email,
      phone: fields.phone,
      emailCode: wrong(fresh.email),
      whatsappCode: fresh.whatsapp,
    })
    const last = await verify({
      email: fields.email,
      phone: fields.phone,
      emailCode: wrong(fresh.email),
      whatsappCode: fresh.whatsapp,
    })
    expect(last.json().message).toMatch(/^Too many wrong codes/)
    expect(
      (await verify({ email: fields.email, phone: fields.phone, emailCode: fresh.email, whatsappCode: fresh.whatsapp }))
        .statusCode,
    ).toBe(400)
  })

  it("keeps somebody's pending sign-up when a stranger signs up with that e-mail: 409, and the first codes still work", async () => {
    const owner = newSignup()
    await signup(owner)
    const codes = await codesFor(t, owner.email, owner.phone)
    const stranger = await signup(
      { ...newSignup(), email: owner.email, password: 'the-strangers-password' },
      '10.2.0.1',
    )
    expect(stranger.statusCode).toBe(409)
    expect(stranger.json().errors).toEqual([
      {
        code: 'signupPending',
        msg: 'A sign-up with this e-mail is already waiting for its codes. Use those codes, or sign up again in 10 minutes.',
        path: 'body.json.email',
        params: { field: 'email', waitSeconds: 600 },
      },
    ])
    const verified = await verify({
      email: owner.email,
      phone: owner.phone,
      emailCode: codes.email,
      whatsappCode: codes.whatsapp,
    })
    expect(verified.statusCode, verified.body).toBe(201)
    expect(verified.json().data.username).toBe(owner.username)
  })

  it('lets anybody sign up with an e-mail whose pending sign-up expired', async () => {
    const owner = newSignup()
    await signup(owner)
    t.clock.advance(CODE_TTL_MS + 1)
    const other = await signup({ ...newSignup(), email: owner.email, password: 'another-password' })
    expect(other.statusCode).toBe(201)
  })

  it(`keeps at most ${MAX_PENDING_SIGNUPS_PER_ADDRESS} sign-ups waiting per address (429 with Retry-After), not counting other addresses`, async () => {
    const address = '10.3.0.1'
    for (let i = 0; i < MAX_PENDING_SIGNUPS_PER_ADDRESS; i++)
      expect((await signup(newSignup(), address)).statusCode).toBe(201)
    const refused = await signup(newSignup(), address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(
      'Too many sign-ups are waiting for their codes from your network. Please try again in 10 minutes.',
    )
    expect(Number(refused.headers['retry-after'])).toBe(CODE_TTL_MS / 1000)
    expect((await signup(newSignup(), '10.3.0.2')).statusCode).toBe(201)
    t.clock.advance(CODE_TTL_MS + 1)
    expect((await signup(newSignup(), address)).statusCode).toBe(201)
  })

  it('purges expired sign-ups (with their avatars) on the next sign-up', async () => {
    const stale = newSignup()
    await signup(stale)
    t.clock.advance(CODE_TTL_MS + 1)
    const expired = await t.database.db
      .select({ n: count() })
      .from(pendingSignups)
      .where(eq(pendingSignups.email, stale.email))
    expect(Number(expired[0]!.n)).toBe(1)
    await signup(newSignup())
    const after = await t.database.db
      .select({ n: count() })
      .from(pendingSignups)
      .where(eq(pendingSignups.email, stale.email))
    expect(Number(after[0]!.n)).toBe(0)
    const left = await t.database.db.select({ expiresAt: pendingSignups.expiresAt }).from(pendingSignups)
    for (const row of left) expect(row.expiresAt.getTime()).toBeGreaterThan(t.clock.now.getTime())
  })
})
