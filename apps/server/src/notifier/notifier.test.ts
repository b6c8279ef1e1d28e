import { expect, it } from 'vitest'
import { messagingFromEnv } from './from-env.ts'
import { PermanentFailure } from './message-queue.ts'
import { Outbox, type OutgoingEmail, type OutgoingWhatsApp } from './notifier.ts'
import { sealer } from './sealed.ts'
import { whatsAppChannel } from './whatsapp.ts'

const code: OutgoingWhatsApp = { to: '971501234567', text: 'Your code is 123456', template: null, secrets: ['123456'] }
const email = (to: string, subject: string): OutgoingEmail => ({
  to,
  subject,
  text: subject.toLowerCase(),
  html: '<p></p>',
  attachments: [],
  headers: {},
  id: '00000000-0000-4000-8000-000000000000',
  secrets: ['1'],
})

it('keeps the newest messages first, at most its capacity, and filters by recipient', async () => {
  const lines: string[] = []
  const outbox = new Outbox((line) => lines.push(line), 2)
  await outbox.email(email('A@example.com', 'One'))
  await outbox.whatsapp(code)
  await outbox.email(email('a@example.com', 'Three'))
  expect(outbox.list().map((message) => message.text)).toEqual(['three', 'Your code is 123456'])
  expect(outbox.list('A@EXAMPLE.COM').map((message) => message.subject)).toEqual(['Three'])
  expect(outbox.list('971501234567')[0]).toMatchObject({ channel: 'whatsapp', subject: null, codes: ['123456'] })
  expect(lines).toHaveLength(3)
})

/** A fetch that records what it was asked and answers `status`. */
function recordingFetch(status: number) {
  const requests: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Response(status === 200 ? '{}' : '{"error":"refused"}', { status })
  }) as typeof globalThis.fetch
  return { requests, fetch }
}

it('posts to the WhatsApp Cloud API: the template when there is one, else the text', async () => {
  const { requests, fetch } = recordingFetch(200)
  const send = whatsAppChannel({ token: 'T', phoneNumberId: '42', apiUrl: 'https://graph.example/v21.0', fetch })
  await send(code)
  const template = { name: 'raqam_code', language: { code: 'ar' }, components: [] }
  await send({ ...code, template })
  expect(requests[0]!.url).toBe('https://graph.example/v21.0/42/messages')
  expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer T')
  expect(JSON.parse(String(requests[0]!.init.body))).toMatchObject({
    messaging_product: 'whatsapp',
    to: '971501234567',
    type: 'text',
    text: { body: 'Your code is 123456' },
  })
  expect(JSON.parse(String(requests[1]!.init.body))).toMatchObject({ type: 'template', template })
})

it('tells a lasting refusal of the WhatsApp Cloud API from one worth retrying', async () => {
  const channel = (status: number) =>
    whatsAppChannel({
      token: 'T',
      phoneNumberId: '42',
      apiUrl: 'https://graph.example',
      fetch: recordingFetch(status).fetch,
    })
  await expect(channel(400)(code)).rejects.toBeInstanceOf(PermanentFailure)
  for (const status of [401, 429, 503]) {
    const refusal = channel(status)(code)
    await expect(refusal).rejects.toThrow(`WhatsApp Cloud API answered ${status}`)
    await expect(refusal).rejects.not.toBeInstanceOf(PermanentFailure)
  }
})

it('routes channels to the adapters the environment configures, the rest to the outbox', async () => {
  const none = messagingFromEnv({}, () => {})
  expect(none.adapters).toEqual([])
  await none.channels.whatsapp(code)
  expect(none.outbox.list()).toHaveLength(1)
  const both = messagingFromEnv(
    { SMTP_URL: 'smtp://localhost:2525', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' },
    () => {},
  )
  expect(both.adapters.sort()).toEqual(['email', 'whatsapp'])
  expect(both.missingTemplates).toEqual([
    'WHATSAPP_TEMPLATE_VERIFICATION_CODE_EN',
    'WHATSAPP_TEMPLATE_VERIFICATION_CODE_AR',
    'WHATSAPP_TEMPLATE_MATCH_ALERT_EN',
    'WHATSAPP_TEMPLATE_MATCH_ALERT_AR',
    'WHATSAPP_TEMPLATE_MODERATION_DECISION_EN',
    'WHATSAPP_TEMPLATE_MODERATION_DECISION_AR',
  ])
})

it('seals a job so that only its key opens it', () => {
  const sealed = sealer('key one').seal({ to: 'a@example.com', code: '123456' })
  expect(sealed).not.toContain('123456')
  expect(sealer('key one').open(sealed)).toEqual({ to: 'a@example.com', code: '123456' })
  expect(() => sealer('key two').open(sealed)).toThrow()
})
