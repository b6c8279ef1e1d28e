import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessages } from '@raqam/api/texts/catalogue'
import { errorCodeValues } from '@raqam/api/schema'
import { FREE_SIGNIN_FAILURES } from '#auth/limits.ts'
import { frameworkErrorCodes } from '#http/errors.ts'
import { preferredLanguage } from '#http/language.ts'
import { validationCodes } from '#http/validation.ts'
import { operationList } from '#test/contract.ts'
import { backends } from '#test/database.ts'
import {
  multipart,
  newSignup,
  postSignup,
  registerCustomer,
  startApp,
  type TestApp,
  updateProfile,
} from '#test/harness.ts'

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5,en;q=0.4', 'ar'],
    ['fr, de', 'en'],
    ['ar;q=0, en', 'en'],
    ['*', 'en'],
    ['ar;q=abc', 'en'],
  ])('%j asks for %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language)
  })
})

describe('the codes the server can give', () => {
  it('are all listed by the contract (tables of framework and validation errors; handlers are checked by the type checker and every test answer by the contract check)', () => {
    for (const code of [...frameworkErrorCodes, ...validationCodes]) expect(errorCodeValues).toContain(code)
  })

  it('name only inputs that have a label in English and in Arabic', () => {
    const inputs = new Set<string>()
    const collect = (schema: unknown) => {
      const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
      for (const [name, property] of Object.entries(properties)) {
        inputs.add(name)
        collect(property)
      }
    }
    for (const { spec } of operationList) {
      for (const parameter of (spec.parameters as { name: string }[] | undefined) ?? []) inputs.add(parameter.name)
      const content = (spec.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content ?? {}
      for (const media of Object.values(content)) collect(media.schema)
    }
    expect(inputs.size).toBeGreaterThan(20)
    for (const input of inputs) {
      expect(apiMessages.en.fields, input).toHaveProperty(input)
      expect(apiMessages.ar.fields, input).toHaveProperty(input)
    }
  })
})

describe.each(backends)('the server speaks the language asked for, on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  const arabic = { 'accept-language': 'ar-AE,ar;q=0.9' }

  it('refuses a wrong password in Arabic, with the same code as in English', async () => {
    const { fields } = await registerCustomer(t)
    const wrong = { email: fields.email, password: 'not-the-password' }
    const english = await t.call({ url: '/auth/customer/signin', json: wrong })
    const inArabic = await t.call({ url: '/auth/customer/signin', json: wrong, headers: arabic })
    expect(english.json()).toEqual({
      requestId: expect.any(String),
      code: 'wrongCredentials',
      message: 'The e-mail or password is incorrect',
    })
    expect(inArabic.statusCode).toBe(401)
    expect(inArabic.json()).toEqual({
      requestId: expect.any(String),
      code: 'wrongCredentials',
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    })
  })

  it('words a refused publish in Arabic, item by item, with the field labels of the page', async () => {
    const { token } = await registerCustomer(t)
    const listing = {
      category: 'car',
      titleEn: 'Dubai',
      titleAr: 'دبي',
      number: '012',
      city: 'dubai',
      code: '7',
      newPrice: 10.125,
    }
    const response = await t.call({ url: '/product', json: listing, token, headers: arabic })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('listingNumber')
    expect(body.errors.map((item: { msg: string }) => item.msg)).toEqual([
      'يجب أن يكون الحقل «الرقم» رقم لوحة من 1 إلى 5 أرقام، أو رقم هاتف متحرك من 10 أرقام يبدأ بـ 050 أو 052 أو 054 أو 055 أو 056 أو 058',
    ])
    const rules = await t.call({ url: '/product', json: { ...listing, number: '12' }, token, headers: arabic })
    expect(rules.json().errors).toEqual([
      {
        code: 'codeNotInCity',
        msg: 'لا يوجد الرمز 7 في لوحات هذه الإمارة',
        path: 'body.code',
        params: { field: 'code', code: '7' },
      },
      {
        code: 'tooManyDecimals',
        msg: 'يقبل الحقل «السعر» منزلتين عشريتين على الأكثر',
        path: 'body.newPrice',
        params: { field: 'newPrice' },
      },
    ])
    expect(rules.json().message).toBe('لا يوجد الرمز 7 في لوحات هذه الإمارة (ومشكلة أخرى)')
  })

  it('writes the codes in the language of the sign-up, and the sent passwords in the language of the profile', async () => {
    const fields = newSignup()
    const signup = await postSignup(t, { ...fields, language: 'ar' })
    expect(signup.statusCode, signup.body).toBe(201)
    expect(signup.json().message).toBe('Verification codes sent to your e-mail and WhatsApp')
    const [mail] = await t.messagesTo(fields.email)
    const [whatsapp] = await t.messagesTo(fields.phone)
    expect(mail!.subject).toBe('رمز التحقق من «رقم»')
    expect(mail!.text).toBe(
      `رمز التحقق من بريدك الإلكتروني في «رقم» هو \u2066${mail!.codes[0]}\u2069. تنتهي صلاحيته بعد \u206610\u2069 دقائق.`,
    )
    expect(whatsapp!.text).toBe(
      `رمز التحقق من واتساب في «رقم» هو \u2066${whatsapp!.codes[0]}\u2069. تنتهي صلاحيته بعد \u206610\u2069 دقائق.`,
    )
    const verified = await t.call({
      url: '/auth/customer/verification',
      json: { email: fields.email, phone: fields.phone, emailCode: mail!.codes[0], whatsappCode: whatsapp!.codes[0] },
    })
    expect(verified.json().data.language).toBe('ar')

    // Changed in the profile: the next password goes out in English.
    const token = verified.json().token as string
    const updated = await updateProfile(t, token, { language: 'en' })
    expect(updated.json().data.language).toBe('en')
    const sent = await t.call({ url: '/auth/customer/send-password', json: { email: fields.email }, headers: arabic })
    expect(sent.json().message).toBe('إن كان هناك حساب بهذا البريد الإلكتروني، فكلمة مرور جديدة في طريقها إليه')
    expect((await t.messagesTo(fields.email, 2))[0]!.subject).toBe('Your new Raqam password')
  })

  it('takes the language of a sign-up from Accept-Language when the form does not say', async () => {
    const fields = newSignup()
    const form = multipart(fields)
    const signup = await t.call({
      method: 'POST',
      url: '/auth/customer/signup',
      body: form.body,
      headers: { ...form.headers, ...arabic },
    })
    expect(signup.json().message).toBe('أرسلنا رموز التحقق إلى بريدك الإلكتروني وواتساب')
    expect((await t.messagesTo(fields.email))[0]!.subject).toBe('رمز التحقق من «رقم»')
  })

  it("says an account's wait in Arabic, with the wait in words and in params", async () => {
    const { fields } = await registerCustomer(t)
    const wrong = { email: fields.email, password: 'not-the-password' }
    for (let i = 0; i < FREE_SIGNIN_FAILURES; i++)
      expect((await t.call({ url: '/auth/customer/signin', json: wrong })).statusCode).toBe(401)
    const waiting = await t.call({ url: '/auth/customer/signin', json: wrong, headers: arabic })
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json()).toEqual({
      requestId: expect.any(String),
      code: 'tooManyPasswords',
      message:
        'كلمات مرور خاطئة كثيرة لهذا الحساب. يُرجى المحاولة مرة أخرى بعد 30 ثانية، أو اطلب كلمة مرور جديدة من «نسيت كلمة المرور؟».',
      params: { waitSeconds: 30 },
    })
    expect(waiting.headers['retry-after']).toBe('30')
  })
})
