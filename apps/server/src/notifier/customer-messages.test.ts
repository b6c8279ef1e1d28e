import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { backends } from '#test/database.ts'
import { newSignup, postSignup, startApp, type TestApp } from '#test/harness.ts'
import { parsePrometheusText, sampleTotal } from '#test/prometheus-text.ts'
import { standInSmtp, standInWhatsApp } from '#test/stand-in-providers.ts'
import { messagingFromEnv } from './from-env.ts'

/** How long a message may take to arrive on a loaded machine (the whole suite runs beside it). */
const arrival = { timeout: 10_000, interval: 20 }

type WhatsAppBody = {
  to: string
  type: string
  template?: {
    name: string
    language: { code: string }
    components: { type: string; parameters: { text: string }[] }[]
  }
}

/**
 * Messages as they leave the server in production: through the real SMTP and WhatsApp adapters, the
 * settings read from the environment, into a real SMTP server and a stand-in of the WhatsApp Cloud API
 * on 127.0.0.1, by way of the job queue on the test's database.
 */
describe.each(backends)('messages that arrive, on $name', (backend) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof standInSmtp>>
  let whatsapp: Awaited<ReturnType<typeof standInWhatsApp>>

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
        WHATSAPP_TEMPLATE_VERIFICATION_CODE_EN: 'raqam_code',
        WHATSAPP_TEMPLATE_VERIFICATION_CODE_AR: 'raqam_code',
        WHATSAPP_TEMPLATE_MATCH_ALERT_EN: 'raqam_match',
        WHATSAPP_TEMPLATE_MATCH_ALERT_AR: 'raqam_match',
        WHATSAPP_TEMPLATE_MODERATION_DECISION_EN: 'raqam_decision',
        WHATSAPP_TEMPLATE_MODERATION_DECISION_AR: 'raqam_decision',
      },
      () => {},
    )
    t = await startApp(backend, {
      app: {
        channels: messaging.channels,
        outbox: null,
        whatsAppTemplates: messaging.templates,
        // Four attempts, the first retry after half a second to a second, doubling: a test's seconds.
        messageRetry: {
          attempts: 4,
          firstRetrySeconds: {
            verificationCode: 1,
            newPassword: 1,
            matchAlert: 1,
            moderationDecision: 1,
            accountDeleted: 1,
          },
        },
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
    await whatsapp?.close()
  })

  /** Signs up in `language` and verifies with the codes that reached the SMTP server and WhatsApp. */
  async function signUp(language: 'en' | 'ar') {
    const fields = newSignup()
    const signup = await postSignup(t, { ...fields, language })
    expect(signup.statusCode, signup.body).toBe(201)
    const mail = await vi.waitFor(() => {
      const [first] = smtp.to(fields.email)
      expect(first).toBeDefined()
      return first!
    }, arrival)
    const text = await vi.waitFor(() => {
      const [first] = whatsapp.to(fields.phone)
      expect(first).toBeDefined()
      return first!.body as WhatsAppBody
    }, arrival)
    const emailCode = /\d{6}/.exec(mail.text ?? '')![0]
    const whatsappCode = text.template!.components[0]!.parameters[0]!.text
    const verified = await t.call({
      url: '/auth/customer/verification',
      json: { email: fields.email, phone: fields.phone, emailCode, whatsappCode },
    })
    expect(verified.statusCode, verified.body).toBe(201)
    return { fields, token: verified.json().token as string, mail, whatsapp: text }
  }

  /** A seller's new listing of a Fujairah car plate (`number`), for `price`. */
  async function publish(token: string, number: string, price: number) {
    const published = await t.call({
      url: '/product',
      json: {
        category: 'car',
        city: 'fujairah',
        code: 'C',
        number,
        titleEn: `F C ${number}`,
        titleAr: `F C ${number}`,
        newPrice: price,
      },
      token,
    })
    expect(published.statusCode, published.body).toBe(201)
    return published.json().data._id as string
  }

  async function metrics() {
    return parsePrometheusText((await t.app.inject('/metrics')).body)
  }

  it("sends a sign-up's codes through the authentication template and by e-mail, and they verify", async () => {
    const { mail, whatsapp: message } = await signUp('en')
    expect(message.type).toBe('template')
    expect(message.template).toMatchObject({ name: 'raqam_code', language: { code: 'en' } })
    expect(message.template!.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: expect.stringMatching(/^\d{6}$/) }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: expect.stringMatching(/^\d{6}$/) }],
      },
    ])
    expect(mail.subject).toBe('Your Raqam verification code')
    expect(mail.html).toContain('lang="en"')
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@raqam\.example>$/)
  })

  it('sends an Arabic match alert through its own template and as right-to-left HTML with the plate inline', async () => {
    const buyer = await signUp('ar')
    const seller = await signUp('en')
    const saved = await t.call({
      url: '/customer/saved-searches',
      json: { name: 'Any Fujairah', filters: { city: 'fujairah' } },
      token: buyer.token,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const id = await publish(seller.token, '4321', 12_500)

    const alert = await vi.waitFor(() => {
      const found = whatsapp
        .to(buyer.fields.phone)
        .find((request) => (request.body as WhatsAppBody).template?.name === 'raqam_match')
      expect(found).toBeDefined()
      return found!.body as WhatsAppBody
    }, arrival)
    expect(alert.template!.language).toEqual({ code: 'ar' })
    const parameters = alert.template!.components[0]!.parameters.map((parameter) => parameter.text)
    expect(parameters).toHaveLength(5)
    for (const parameter of parameters) expect(parameter.trim()).not.toBe('')
    expect(parameters[0]).toBe('Any Fujairah')
    expect(parameters[1]).toBe('1')
    expect(parameters[3]).toContain('12,500')
    expect(parameters[4]).toMatch(new RegExp(`/details/car/${id}\\?lang=ar$`))

    const mail = await vi.waitFor(() => {
      const found = smtp.to(buyer.fields.email).find((candidate) => candidate.subject !== buyer.mail.subject)
      expect(found).toBeDefined()
      return found!
    }, arrival)
    const html = String(mail.html)
    expect(html).toMatch(/<html[^>]* lang="ar"/)
    expect(html).toMatch(/<html[^>]* dir="rtl"/)
    expect(html).toContain(`/details/car/${id}?lang=ar`)
    // The plate travels inside the message, and the HTML points at it.
    const picture = mail.attachments.find((attachment) => attachment.contentType === 'image/png')
    expect(picture?.cid).toBeTruthy()
    expect(html).toContain(`cid:${picture!.cid}`)
    expect(picture!.content.subarray(1, 4).toString('latin1')).toBe('PNG')
    // One-click unsubscribe (RFC 8058), and the text part in Arabic too.
    // The raw header, unfolded (a long one is folded onto the next line).
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ')
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/[^>]+\/api\/v1\.0\/saved-searches\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
    )
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`/details/car/${id}?lang=ar`)
  })

  it('retries a failing WhatsApp with growing delays, sends the e-mail once, and counts the dead job', async () => {
    const buyer = await signUp('en')
    const seller = await signUp('en')
    await t.call({
      url: '/customer/saved-searches',
      json: { name: 'Fujairah fives', filters: { city: 'fujairah', digit: 5 } },
      token: buyer.token,
    })
    const before = await metrics()
    const dead = (text: typeof before) =>
      sampleTotal(text, 'raqam_messages_total', { kind: 'matchAlert', channel: 'whatsapp', outcome: 'dead' })
    whatsapp.failWith(503)
    try {
      await publish(seller.token, '55555', 90_000)
      const attempts = await vi.waitFor(
        () => {
          const tried = whatsapp
            .to(buyer.fields.phone)
            .filter((request) => (request.body as WhatsAppBody).template?.name === 'raqam_match')
          expect(tried).toHaveLength(4)
          return tried
        },
        { timeout: 20_000, interval: 100 },
      )
      const gaps = attempts.slice(1).map((attempt, index) => attempt.at - attempts[index]!.at)
      // pg-boss waits between half and all of 1, 2, then 4 seconds (the polls add up to half a second).
      expect(gaps[0]).toBeGreaterThanOrEqual(400)
      expect(gaps[2]).toBeGreaterThan(gaps[0]!)
      expect(gaps[2]).toBeGreaterThanOrEqual(1900)
      await vi.waitFor(async () => expect(dead(await metrics()) - dead(before)).toBe(1), { timeout: 10_000 })
      const after = await metrics()
      expect(
        sampleTotal(after, 'raqam_messages_total', { kind: 'matchAlert', channel: 'whatsapp', outcome: 'retried' }) -
          sampleTotal(before, 'raqam_messages_total', { kind: 'matchAlert', channel: 'whatsapp', outcome: 'retried' }),
      ).toBe(3)
      // The e-mail of the same alert went once, however often WhatsApp was tried.
      expect(smtp.to(buyer.fields.email).filter((mail) => mail.subject?.includes('Fujairah fives'))).toHaveLength(1)
    } finally {
      whatsapp.failWith(null)
    }
  })

  it('sends nothing when a delivered job runs a second time', async () => {
    const fields = newSignup()
    await postSignup(t, fields)
    await vi.waitFor(() => expect(smtp.to(fields.email)).toHaveLength(1), arrival)
    // As if its worker had died after the send, before the queue heard: the job runs again.
    const rows = await vi.waitFor(async () => {
      const { rows: again } = (await t.database.db.execute(sql`
        update pgboss.job set state = 'created', completed_on = null, start_after = now()
        where name = 'messages.email' and state = 'completed' and output->>'delivery' = 'sent'
          and created_on = (select max(created_on) from pgboss.job where name = 'messages.email')
        returning id`)) as unknown as { rows: { id: string }[] }
      expect(again).toHaveLength(1)
      return again
    }, arrival)
    await vi.waitFor(async () => {
      const [job] = (
        (await t.database.db.execute(
          sql`select state, output from pgboss.job where id = ${rows[0]!.id}`,
        )) as unknown as {
          rows: { state: string; output: { delivery?: string } }[]
        }
      ).rows
      expect(job).toMatchObject({ state: 'completed', output: { delivery: 'already sent' } })
    }, arrival)
    expect(smtp.to(fields.email)).toHaveLength(1)
  })

  it('keeps no code, password or recipient in clear in the job table', async () => {
    const fields = newSignup()
    await postSignup(t, fields)
    const mail = await vi.waitFor(() => {
      const [first] = smtp.to(fields.email)
      expect(first).toBeDefined()
      return first!
    }, arrival)
    const code = /\d{6}/.exec(mail.text ?? '')![0]
    const { rows } = (await t.database.db.execute(
      sql`select data::text as data from pgboss.job where name like 'messages.%'`,
    )) as unknown as { rows: { data: string }[] }
    const table = rows.map((row) => row.data).join('\n')
    expect(table).toContain('verificationCode')
    expect(table).not.toContain(code)
    expect(table).not.toContain(fields.email)
    expect(table).not.toContain(fields.phone)
  })

  it('shows the waiting messages in /metrics', async () => {
    const text = await metrics()
    expect(text.types.get('raqam_messages_total')).toBe('counter')
    expect(text.types.get('raqam_messages_waiting')).toBe('gauge')
    expect(
      sampleTotal(text, 'raqam_messages_total', { kind: 'verificationCode', channel: 'email', outcome: 'sent' }),
    ).toBeGreaterThan(0)
  })
})
