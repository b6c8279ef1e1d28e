import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { customers, listings } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { messagingFromEnv } from '#notifier/from-env.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { standInSmtp, standInWhatsApp } from '#test/stand-in-providers.ts'

const arrival = { timeout: 10_000, interval: 20 }

type TemplateBody = {
  template?: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] }
}

/**
 * The seller hears of each decision as it leaves in production: through the SMTP and WhatsApp
 * adapters, into a real SMTP server and a stand-in of the WhatsApp Cloud API, in the seller's language.
 */
describe.each(backends)("the messages of the moderators' decisions, on $name", (backend) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof standInSmtp>>
  let whatsapp: Awaited<ReturnType<typeof standInWhatsApp>>
  let moderator: string
  /** Two seeded sellers, one who reads Arabic and one who reads English. */
  const sellers: { id: string; email: string; phone: string; listingId: string }[] = []

  beforeAll(async () => {
    smtp = await standInSmtp()
    whatsapp = await standInWhatsApp()
    const messaging = messagingFromEnv(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Raqam <no-reply@raqam.example>',
        WHATSAPP_TOKEN: 'test-token',
        WHATSAPP_PHONE_NUMBER_ID: '4242',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_TEMPLATE_MODERATION_DECISION_EN: 'raqam_decision',
        WHATSAPP_TEMPLATE_MODERATION_DECISION_AR: 'raqam_decision_ar:ar',
      },
      () => {},
    )
    t = await startApp(backend, {
      app: {
        channels: messaging.channels,
        outbox: null,
        whatsAppTemplates: messaging.templates,
        publicUrl: 'https://raqam.example',
      },
    })
    const db = t.database.db
    const rows = await db
      .selectDistinctOn([listings.customerId], {
        id: customers.id,
        email: customers.email,
        phone: customers.phone,
        listingId: listings.id,
      })
      .from(listings)
      .innerJoin(customers, eq(customers.id, listings.customerId))
      .where(and(eq(listings.status, true), isNotNull(listings.customerId), ne(customers.email, DEMO_CUSTOMER.email)))
      .limit(3)
    const [staff, arabic, english] = rows
    sellers.push(arabic!, english!)
    await db.update(customers).set({ language: 'ar' }).where(eq(customers.id, arabic!.id))
    await db.update(customers).set({ language: 'en' }).where(eq(customers.id, english!.id))
    // A seeded seller made a moderator, as the admin:grant command would.
    await db.update(customers).set({ role: 'moderator' }).where(eq(customers.id, staff!.id))
    // The seeded sellers' password (the repository's README).
    moderator = await signIn(t, staff!.email, 'Raqam-seller-2025')
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
    await whatsapp?.close()
  })

  const mailTo = (email: string, subject: string) =>
    vi.waitFor(() => {
      const found = smtp.to(email).find((mail) => mail.subject === subject)
      expect(found, subject).toBeDefined()
      return found!
    }, arrival)
  const templateTo = (phone: string, lead: string) =>
    vi.waitFor(() => {
      const found = whatsapp
        .to(phone)
        .map((request) => request.body as TemplateBody)
        .find((body) => body.template?.components[0]?.parameters[0]?.text.startsWith(lead))
      expect(found, lead).toBeDefined()
      return found!.template!
    }, arrival)

  it('tells an Arabic seller their listing was hidden, right to left, with the reason and the note', async () => {
    const [seller] = sellers
    const hidden = await t.call({
      method: 'PUT',
      url: `/moderation/listings/${seller!.listingId}/hide`,
      json: { reason: 'scam', note: 'أرسل لنا شهادة الملكية.' },
      token: moderator,
    })
    expect(hidden.statusCode, hidden.body).toBe(200)

    const mail = await mailTo(seller!.email, 'أزلنا إعلانك من «رقم»')
    expect(mail.html).toContain('lang="ar" dir="rtl"')
    expect(mail.text).toContain('السبب: احتيال أو انتحال شخصية')
    expect(mail.text).toContain('ملاحظة فريق الإشراف: أرسل لنا شهادة الملكية.')
    expect(mail.html).toContain('href="https://raqam.example/contact?lang=ar"')

    const template = await templateTo(seller!.phone, 'أزال فريق الإشراف إعلانك')
    expect(template).toMatchObject({ name: 'raqam_decision_ar', language: { code: 'ar' } })
    expect(template.components[0]!.parameters.map((parameter) => parameter.text).slice(1)).toEqual([
      'احتيال أو انتحال شخصية',
      'أرسل لنا شهادة الملكية.',
      'https://raqam.example/contact?lang=ar',
    ])
  })

  it('tells an English seller of their suspension and reinstatement, a dash where no note was written', async () => {
    const [, seller] = sellers
    const url = `/moderation/sellers/${seller!.id}`
    expect(
      (await t.call({ method: 'PUT', url: `${url}/suspend`, json: { reason: 'offensive' }, token: moderator }))
        .statusCode,
    ).toBe(200)
    expect((await t.call({ method: 'PUT', url: `${url}/reinstate`, json: {}, token: moderator })).statusCode).toBe(200)

    const suspended = await mailTo(seller!.email, 'Your Raqam account is suspended')
    expect(suspended.html).toContain('lang="en" dir="ltr"')
    expect(suspended.text).toContain('Reason: offensive content')
    expect(suspended.text).not.toContain('note')
    const template = await templateTo(seller!.phone, 'Our moderators suspended your Raqam account')
    expect(template).toMatchObject({ name: 'raqam_decision', language: { code: 'en' } })
    expect(template.components[0]!.parameters.map((parameter) => parameter.text).slice(1)).toEqual([
      'offensive content',
      '-',
      'https://raqam.example/contact',
    ])
    const reinstated = await mailTo(seller!.email, 'Your Raqam account is active again')
    expect(reinstated.text).toContain('Go to Raqam: https://raqam.example/')
  })
})
