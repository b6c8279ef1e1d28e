import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { customers, pendingSignups, sessions } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { sniffImageType } from '#domain/images.ts'
import { backends } from '#test/database.ts'
import {
  codesFor,
  multipart,
  newSignup,
  registerCustomer,
  signIn,
  startApp,
  type TestApp,
  withoutRequestId,
  updateProfile,
} from '#test/harness.ts'
import { photoJpeg } from '#test/images.ts'

const png = identiconPng(new Prng(7))

describe.each(backends)('accounts on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  const signup = (fields: Record<string, unknown>, image?: Parameters<typeof multipart>[1]) => {
    const form = multipart(fields, image)
    return t.call({ method: 'POST', url: '/auth/customer/signup', body: form.body, headers: form.headers })
  }
  const verify = (body: Record<string, string>) => t.call({ url: '/auth/customer/verification', json: body })
  const customerCount = async () => Number((await t.database.db.select({ n: count() }).from(customers))[0]!.n)

  describe('sign-up and verification', () => {
    it('keeps a pending sign-up, sends two different 6-digit codes and creates nothing yet', async () => {
      const fields = newSignup()
      const before = await customerCount()
      const response = await signup(fields)
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json()).toMatchObject({ data: { email: fields.email, phone: fields.phone } })
      const expiresIn = Date.parse(response.json().data.expiresAt) - t.clock.now.getTime()
      expect(expiresIn).toBe(10 * 60_000)
      const [mail] = await t.messagesTo(fields.email)
      const [whatsapp] = await t.messagesTo(fields.phone)
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your Raqam verification code' })
      expect(whatsapp).toMatchObject({ channel: 'whatsapp', subject: null })
      expect(mail!.codes[0]).toMatch(/^\d{6}$/)
      expect(whatsapp!.codes[0]).toMatch(/^\d{6}$/)
      expect(await customerCount()).toBe(before)
      // Stored hashed: the codes themselves appear nowhere in the row.
      const [pending] = await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, fields.email))
      expect(JSON.stringify(pending)).not.toContain(mail!.codes[0])
      expect(pending!.emailCodeHash).toMatch(/^[0-9a-f]{64}$/)
    })

    it('creates and signs in the account with both codes, and keeps the avatar', async () => {
      const fields = newSignup({ email: 'Mixed.Case@Example.com' })
      expect((await signup(fields, { bytes: png })).statusCode).toBe(201)
      const codes = await codesFor(t, 'mixed.case@example.com', fields.phone)
      const response = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: codes.email,
        whatsappCode: codes.whatsapp,
      })
      expect(response.statusCode, response.body).toBe(201)
      const { token, data } = response.json()
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(data).toMatchObject({
        username: fields.username,
        email: 'mixed.case@example.com',
        phone: fields.phone,
        gender: null,
      })
      const avatar = await t.call({ url: data.image })
      expect(avatar.statusCode).toBe(200)
      // Stored as the server re-encoded it (domain/images.ts), never the uploaded bytes.
      expect(avatar.headers['content-type']).toBe('image/webp')
      expect(sniffImageType(avatar.rawPayload)).toBe('image/webp')
      // The account can sign in with its password, the e-mail in any case.
      expect(await signIn(t, 'MIXED.case@example.com', fields.password)).toMatch(/^[A-Za-z0-9_-]+$/)
      // The pending sign-up is gone: the same codes cannot create a second account.
      const again = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: codes.email,
        whatsappCode: codes.whatsapp,
      })
      expect(again.statusCode).toBe(400)
    })

    it('names each wrong code, and takes 5 attempts in all: then even the right codes are refused until they expire', async () => {
      const fields = newSignup()
      await signup(fields)
      const codes = await codesFor(t, fields.email, fields.phone)
      const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      const both = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: wrong(codes.email),
        whatsappCode: wrong(codes.whatsapp),
      })
      expect(both.statusCode).toBe(400)
      expect(both.json().errors).toEqual([
        {
          code: 'wrongEmailCode',
          msg: 'The e-mail code is not correct',
          path: 'body.emailCode',
          params: { field: 'emailCode' },
        },
        {
          code: 'wrongWhatsappCode',
          msg: 'The WhatsApp code is not correct',
          path: 'body.whatsappCode',
          params: { field: 'whatsappCode' },
        },
      ])
      const one = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: codes.email,
        whatsappCode: wrong(codes.whatsapp),
      })
      expect(one.json().errors).toEqual([
        {
          code: 'wrongWhatsappCode',
          msg: 'The WhatsApp code is not correct',
          path: 'body.whatsappCode',
          params: { field: 'whatsappCode' },
        },
      ])
      for (let attempt = 3; attempt <= 5; attempt++) {
        const response = await verify({
          email: fields.email,
          phone: fields.phone,
          emailCode: wrong(codes.email),
          whatsappCode: codes.whatsapp,
        })
        expect(response.statusCode).toBe(400)
        if (attempt === 5)
          expect(response.json().message).toBe(
            'Too many wrong codes. Please sign up again in 10 minutes, when these codes have expired.',
          )
      }
      const right = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: codes.email,
        whatsappCode: codes.whatsapp,
      })
      expect(right.statusCode).toBe(400)
      expect(right.json().message).toMatch(/^Too many wrong codes/)
      // Signing up again before they expire buys no new attempts.
      const again = await signup(fields)
      expect(again.statusCode).toBe(429)
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(500)
      t.clock.advance(10 * 60_000 + 1)
      expect((await signup(fields)).statusCode).toBe(201)
    })

    it('lets the codes expire after 10 minutes', async () => {
      const fields = newSignup()
      await signup(fields)
      const codes = await codesFor(t, fields.email, fields.phone)
      t.clock.advance(10 * 60_000 + 1)
      const response = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: codes.email,
        whatsappCode: codes.whatsapp,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('The codes have expired. Please sign up again to get new ones.')
    })

    it('replaces a pending sign-up when the same e-mail signs up again: only the new codes work', async () => {
      const fields = newSignup()
      await signup(fields)
      const old = await codesFor(t, fields.email, fields.phone)
      await signup({ ...fields, username: 'Second Try' })
      const fresh = await codesFor(t, fields.email, fields.phone, 2)
      if (old.email !== fresh.email || old.whatsapp !== fresh.whatsapp) {
        const stale = await verify({
          email: fields.email,
          phone: fields.phone,
          emailCode: old.email,
          whatsappCode: old.whatsapp,
        })
        expect(stale.statusCode).toBe(400)
      }
      const response = await verify({
        email: fields.email,
        phone: fields.phone,
        emailCode: fresh.email,
        whatsappCode: fresh.whatsapp,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().data.username).toBe('Second Try')
    })

    it('refuses an e-mail or phone that already has an account with 409', async () => {
      const response = await signup(newSignup({ email: DEMO_CUSTOMER.email.toUpperCase(), phone: DEMO_CUSTOMER.phone }))
      expect(response.statusCode).toBe(409)
      expect(response.json().errors).toEqual([
        {
          code: 'emailTaken',
          msg: 'This e-mail is already registered',
          path: 'body.json.email',
          params: { field: 'email' },
        },
        {
          code: 'phoneTaken',
          msg: 'This phone number is already registered',
          path: 'body.json.phone',
          params: { field: 'phone' },
        },
      ])
    })

    it('takes a phone number only in the 971 form', async () => {
      const response = await signup(newSignup({ phone: '0501234567' }))
      expect(response.statusCode).toBe(400)
      expect(response.json().errors[0]).toEqual({
        code: 'mobilePhone',
        msg: 'The phone number must be a UAE mobile number: 971 then 5 and 8 more digits',
        params: { field: 'phone' },
        path: 'body.json.phone',
      })
    })

    it('checks the avatar by its bytes: a JPEG named .png is fine, text named .png is 415, 3 MiB is 413', async () => {
      const jpegSignup = newSignup()
      expect(
        (await signup(jpegSignup, { bytes: await photoJpeg(40, 40), type: 'image/png', filename: 'me.png' }))
          .statusCode,
      ).toBe(201)
      const [pending] = await t.database.db
        .select()
        .from(pendingSignups)
        .where(eq(pendingSignups.email, jpegSignup.email))
      expect(pending!.avatarType).toBe('image/webp')

      const pendingBefore = await t.database.db.select({ n: count() }).from(pendingSignups)
      const text = await signup(newSignup(), { bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' })
      expect(text.statusCode).toBe(415)
      expect(text.json().errors).toEqual([
        {
          code: 'notAnImage',
          msg: 'The image must be a PNG, JPEG or WebP file',
          path: 'body.image',
          params: { field: 'image' },
        },
      ])
      const huge = await signup(newSignup(), { bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]) })
      expect(huge.statusCode).toBe(413)
      expect(huge.json().errors).toEqual([
        {
          code: 'imageTooLarge',
          msg: 'The image must be at most 2 MiB',
          path: 'body.image',
          params: { field: 'image', max: 2 },
        },
      ])
      expect(await t.database.db.select({ n: count() }).from(pendingSignups)).toEqual(pendingBefore)
    })

    it('answers 400 for a form without its json part, with an unknown part, or not multipart at all (415)', async () => {
      const boundary = 'xyz'
      const noJson = await t.call({
        method: 'POST',
        url: '/auth/customer/signup',
        body: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      expect(noJson.statusCode).toBe(400)
      expect(noJson.json().errors).toEqual(
        expect.arrayContaining([
          { code: 'required', msg: 'The form data is required', path: 'body.json', params: { field: 'json' } },
          {
            code: 'unknownField',
            msg: 'other is not an accepted field',
            path: 'body.other',
            params: { field: 'other' },
          },
        ]),
      )
      const broken = await t.call({
        method: 'POST',
        url: '/auth/customer/signup',
        body: `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"unterminated`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      expect(broken.statusCode).toBe(400)
      const asJson = await t.call({ url: '/auth/customer/signup', json: { json: newSignup() } })
      expect(asJson.statusCode).toBe(415)
      expect(asJson.json().message).toBe('Send this request as multipart/form-data')
    })
  })

  describe('sessions', () => {
    it('signs in with the right password only, with one message for every wrong case', async () => {
      const wrongPassword = await t.call({
        url: '/auth/customer/signin',
        json: { email: DEMO_CUSTOMER.email, password: 'nope' },
      })
      const unknown = await t.call({
        url: '/auth/customer/signin',
        json: { email: 'nobody@example.com', password: 'nope' },
      })
      expect(wrongPassword.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(withoutRequestId(wrongPassword)).toEqual(withoutRequestId(unknown))
      const right = await t.call({
        url: '/auth/customer/signin',
        json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      })
      expect(right.statusCode).toBe(200)
      expect(right.json().data).toMatchObject({ email: DEMO_CUSTOMER.email, username: DEMO_CUSTOMER.username })
      expect(right.headers['set-cookie']).toBeUndefined()
    })

    it('accepts the token as Bearer or as the customerToken cookie, the header first', async () => {
      const token = await signIn(t)
      const byCookie = await t.call({ url: '/auth/customer/profile', headers: { cookie: `customerToken=${token}` } })
      expect(byCookie.statusCode).toBe(200)
      const bearerWins = await t.call({
        url: '/auth/customer/profile',
        token: 'A'.repeat(43),
        headers: { cookie: `customerToken=${token}` },
      })
      expect(bearerWins.statusCode).toBe(401)
      expect(bearerWins.json().message).toBe('Your session has expired. Please sign in again.')
    })

    it('revokes the token on sign-out: the same token then gets 401', async () => {
      const token = await signIn(t)
      expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(200)
      const out = await t.call({ method: 'POST', url: '/auth/customer/signout', token })
      expect(out.statusCode).toBe(204)
      expect(out.body).toBe('')
      expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(401)
      expect((await t.call({ url: '/customer/get-favorites', token })).statusCode).toBe(401)
      // Signing out again, or without any token, is still fine.
      expect((await t.call({ method: 'POST', url: '/auth/customer/signout', token })).statusCode).toBe(204)
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/auth/customer/signout',
            headers: { 'content-type': 'application/json' },
          })
        ).statusCode,
      ).toBe(204)
    })

    it('stores only a digest of the token, and lets sessions expire after 30 days', async () => {
      const token = await signIn(t)
      const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
      expect(rows.some((row) => row.tokenHash === token)).toBe(false)
      t.clock.advance(30 * 86_400_000 + 1000)
      expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(401)
    })
  })

  describe('the profile', () => {
    it('keeps every field that comes blank, and changes those that do not', async () => {
      const { token, customer, fields } = await registerCustomer(t)
      const unchanged = await updateProfile(t, token, { username: '', email: '', password: '', phone: '', gender: '' })
      expect(unchanged.statusCode, unchanged.body).toBe(200)
      expect(unchanged.json().data).toEqual(customer)
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()

      const changed = await updateProfile(
        t,
        token,
        { username: 'New Name', email: fields.email, phone: '971529999999', gender: 'female' },
        { bytes: png },
      )
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json().data).toMatchObject({
        username: 'New Name',
        phone: '971529999999',
        gender: 'female',
        email: fields.email,
      })
      expect(changed.json().data.image).not.toBe(customer.image)
      expect((await t.call({ url: '/auth/customer/profile', token })).json().data.username).toBe('New Name')
    })

    it('refuses a new e-mail (400) and a phone of another account (409), changing nothing', async () => {
      const { token, customer } = await registerCustomer(t)
      const refused = await updateProfile(t, token, { email: 'elsewhere@example.com', username: 'Changed' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors).toEqual([
        {
          code: 'emailUnchangeable',
          msg: 'The sign-in e-mail cannot be changed',
          path: 'body.json.email',
          params: { field: 'email' },
        },
      ])
      const taken = await updateProfile(t, token, { phone: DEMO_CUSTOMER.phone, username: 'Changed' })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().errors).toEqual([
        {
          code: 'phoneTaken',
          msg: 'This phone number is already registered',
          path: 'body.json.phone',
          params: { field: 'phone' },
        },
      ])
      expect((await t.call({ url: '/auth/customer/profile', token })).json().data).toEqual(customer)
    })

    it('signs out every other session when the password changes', async () => {
      const { token, fields } = await registerCustomer(t)
      const other = await signIn(t, fields.email, fields.password)
      const form = multipart({ password: 'a-brand-new-password', currentPassword: fields.password })
      expect(
        (await t.call({ method: 'PUT', url: '/auth/customer/profile', token, body: form.body, headers: form.headers }))
          .statusCode,
      ).toBe(200)
      expect((await t.call({ url: '/auth/customer/profile', token })).statusCode).toBe(200)
      expect((await t.call({ url: '/auth/customer/profile', token: other })).statusCode).toBe(401)
      expect(
        (await t.call({ url: '/auth/customer/signin', json: { email: fields.email, password: fields.password } }))
          .statusCode,
      ).toBe(401)
      expect(await signIn(t, fields.email, 'a-brand-new-password')).toBeTruthy()
    })

    it('answers 304 for an avatar the browser already has, and caches versioned URLs for good', async () => {
      const demo = (await t.call({ url: '/auth/customer/profile', token: await signIn(t) })).json().data
      const first = await t.call({ url: demo.image })
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const etag = String(first.headers.etag)
      const again = await t.call({ url: demo.image, headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      const unversioned = await t.call({ url: `/customer/${demo._id}/avatar` })
      expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect((await t.call({ url: '/customer/00000000-0000-4000-8000-000000000000/avatar' })).statusCode).toBe(404)
    })
  })

  describe('send-password', () => {
    it('e-mails a new password; both work until the new one is used, then only the new one', async () => {
      const { fields } = await registerCustomer(t)
      const response = await t.call({ url: '/auth/customer/send-password', json: { email: fields.email } })
      expect(response.statusCode).toBe(200)
      const [mail] = await t.messagesTo(fields.email, 2)
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your new Raqam password' })
      const sent = mail!.codes[0]!
      expect(sent).toMatch(/^[A-Za-z0-9]{14}$/)
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()
      expect(await signIn(t, fields.email, sent)).toBeTruthy()
      expect(
        (await t.call({ url: '/auth/customer/signin', json: { email: fields.email, password: fields.password } }))
          .statusCode,
      ).toBe(401)
      expect(await signIn(t, fields.email, sent)).toBeTruthy()
    })

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const known = await t.call({ url: '/auth/customer/send-password', json: { email: DEMO_CUSTOMER.email } })
      const unknown = await t.call({ url: '/auth/customer/send-password', json: { email: 'ghost@example.com' } })
      expect(unknown.statusCode).toBe(known.statusCode)
      expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known))
      // Once the known account's password has gone out, the unknown one's would have too.
      await t.messagesTo(DEMO_CUSTOMER.email)
      expect(t.outbox.list('ghost@example.com')).toEqual([])
    })

    it('lets a sent password lapse after 24 hours', async () => {
      const { fields } = await registerCustomer(t)
      await t.call({ url: '/auth/customer/send-password', json: { email: fields.email } })
      const sent = (await t.messagesTo(fields.email, 2))[0]!.codes[0]!
      t.clock.advance(24 * 3_600_000 + 1000)
      expect(
        (await t.call({ url: '/auth/customer/signin', json: { email: fields.email, password: sent } })).statusCode,
      ).toBe(401)
      expect(await signIn(t, fields.email, fields.password)).toBeTruthy()
    })
  })
})

describe.each(backends)('rate limits on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend, {
      app: {
        rateLimit: {
          default: { max: 5, timeWindow: 60_000 },
          operations: {
            signinCustomer: { max: 2, timeWindow: 60_000 },
            verifyCustomer: { max: 2, timeWindow: 60_000 },
            sendPassword: { max: 1, timeWindow: 60_000 },
          },
        },
      },
    })
  })
  afterAll(() => t?.close())

  it.each([
    ['signinCustomer', 2, { url: '/auth/customer/signin', json: { email: 'a@example.com', password: 'x' } }],
    [
      'verifyCustomer',
      2,
      {
        url: '/auth/customer/verification',
        json: { email: 'a@example.com', phone: '971500000001', emailCode: '000000', whatsappCode: '000000' },
      },
    ],
    ['sendPassword', 1, { url: '/auth/customer/send-password', json: { email: 'a@example.com' } }],
    ['the default', 5, { url: '/product/for-customers' }],
  ] as const)('limits %s to %i a minute with 429 and Retry-After', async (_name, max, request) => {
    for (let i = 0; i < max; i++) expect((await t.call(request)).statusCode).not.toBe(429)
    const limited = await t.call(request)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({
      code: 'rateLimited',
      params: { waitSeconds: Number(limited.headers['retry-after']) },
    })
    expect(limited.json().message).toBe(
      `Too many requests. Please try again in ${limited.json().params.waitSeconds} seconds.`,
    )
  })

  it('never limits the health check', async () => {
    for (let i = 0; i < 8; i++) expect((await t.call({ url: '/health' })).statusCode).toBe(200)
  })
})
