import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentTermsVersion } from '@raqam/legal/versions'
import { customers } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { newSignup, postSignup, registerCustomer, startApp, type TestApp } from '#test/harness.ts'

/** An account exists only under the Terms of Use in force, and keeps the version its customer accepted. */
describe.each(backends)('the terms of use on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  it('refuses a sign-up that accepted no terms (400) or other terms than those in force (409 with their version)', async () => {
    const { acceptedTerms: _accepted, ...withoutTerms } = newSignup()
    const missing = await postSignup(t, withoutTerms)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toMatchObject([{ code: 'required', path: 'body.json.acceptedTerms' }])

    const outdated = await postSignup(t, newSignup({ acceptedTerms: '0.9' }))
    expect(outdated.statusCode).toBe(409)
    expect(outdated.json()).toMatchObject({
      code: 'termsOutdated',
      message: `The Terms of Use have changed: please read and accept version ${currentTermsVersion}`,
      params: { version: currentTermsVersion },
      errors: [{ code: 'termsOutdated', path: 'body.json.acceptedTerms', params: { version: currentTermsVersion } }],
    })
  })

  it('keeps the version accepted at sign-up on the account, with when', async () => {
    const { customer } = await registerCustomer(t)
    expect(customer.termsVersion).toBe(currentTermsVersion)
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer._id))
    expect(row!.termsAcceptedAt).toEqual(t.clock.now)
  })

  it('accepts the terms in force, and only those', async () => {
    const { token, customer } = await registerCustomer(t)
    // An account from before the terms had versions.
    await t.database.db
      .update(customers)
      .set({ termsVersion: null, termsAcceptedAt: null })
      .where(eq(customers.id, customer._id))
    expect((await t.call({ url: '/auth/customer/profile', token })).json().data.termsVersion).toBeNull()

    const old = await t.call({
      url: '/auth/customer/accept-terms',
      json: { version: '0.9' },
      token,
      headers: { 'accept-language': 'ar' },
    })
    expect(old.statusCode).toBe(409)
    expect(old.json()).toMatchObject({ code: 'termsOutdated', params: { version: currentTermsVersion } })
    expect(old.json().message).toBe(`تغيّرت شروط الاستخدام: يُرجى قراءة الإصدار ${currentTermsVersion} والموافقة عليه`)

    t.clock.advance(60_000)
    const accepted = await t.call({ url: '/auth/customer/accept-terms', json: { version: currentTermsVersion }, token })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().data).toMatchObject({ _id: customer._id, termsVersion: currentTermsVersion })
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer._id))
    expect(row!.termsAcceptedAt).toEqual(t.clock.now)
    expect(
      (await t.call({ url: '/auth/customer/accept-terms', json: { version: currentTermsVersion } })).statusCode,
    ).toBe(401)
  })
})
