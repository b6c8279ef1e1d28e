import { expect, it } from 'vitest'
import { notifierFromEnv } from './from-env.ts'
import { Outbox, type Message } from './notifier.ts'
import { smtpNotifier } from './smtp.ts'
import { whatsAppNotifier } from './whatsapp.ts'

const code: Message = { channel: 'whatsapp', to: '971501234567', text: 'Your code is 123456', codes: ['123456'] }

it('keeps the newest messages first, at most its capacity, and filters by recipient', async () => {
  const lines: string[] = []
  const outbox = new Outbox((line) => lines.push(line), 2)
  await outbox.send({ channel: 'email', to: 'A@example.com', subject: 'One', text: 'one', codes: ['1'] })
  await outbox.send(code)
  await outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Three', text: 'three', codes: ['3'] })
  expect(outbox.list().map((message) => message.text)).toEqual(['three', 'Your code is 123456'])
  expect(outbox.list('A@EXAMPLE.COM').map((message) => message.subject)).toEqual(['Three'])
  expect(outbox.list('971501234567')[0]).toMatchObject({ channel: 'whatsapp', subject: null, codes: ['123456'] })
  expect(lines).toHaveLength(3)
})

it('sends e-mail through SMTP with nodemailer', async () => {
  // nodemailer's JSON transport renders the message instead of connecting anywhere.
  const sent: unknown[] = []
  const notifier = smtpNotifier({ jsonTransport: true }, 'Raqam <no-reply@raqam.ae>')
  const original = notifier.send
  notifier.send = async (message) => {
    sent.push(message)
    await original(message)
  }
  await expect(
    notifier.send({ channel: 'email', to: 'a@example.com', subject: 'Hi', text: 'Body', codes: [] }),
  ).resolves.toBeUndefined()
  expect(sent).toHaveLength(1)
})

it('posts to the WhatsApp Cloud API, as text or as an authentication template', async () => {
  const requests: { url: string; init: RequestInit }[] = []
  const fakeFetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Response('{}', { status: 200 })
  }) as typeof fetch
  await whatsAppNotifier({
    token: 'T',
    phoneNumberId: '42',
    apiUrl: 'https://graph.example/v21.0',
    fetch: fakeFetch,
  }).send(code)
  await whatsAppNotifier({
    token: 'T',
    phoneNumberId: '42',
    apiUrl: 'https://graph.example/v21.0',
    template: { name: 'raqam_code', language: 'en' },
    fetch: fakeFetch,
  }).send(code)
  expect(requests[0]!.url).toBe('https://graph.example/v21.0/42/messages')
  expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer T')
  expect(JSON.parse(String(requests[0]!.init.body))).toMatchObject({
    messaging_product: 'whatsapp',
    to: '971501234567',
    type: 'text',
    text: { body: 'Your code is 123456' },
  })
  expect(JSON.parse(String(requests[1]!.init.body))).toMatchObject({
    type: 'template',
    template: {
      name: 'raqam_code',
      components: [{ type: 'body', parameters: [{ text: '123456' }] }, { type: 'button' }],
    },
  })
})

it('reports a refusal of the WhatsApp Cloud API', async () => {
  const refusing = (async () => new Response('{"error":"bad token"}', { status: 401 })) as unknown as typeof fetch
  const notifier = whatsAppNotifier({
    token: 'T',
    phoneNumberId: '42',
    apiUrl: 'https://graph.example',
    fetch: refusing,
  })
  await expect(notifier.send(code)).rejects.toThrow('WhatsApp Cloud API answered 401')
})

it('routes channels to the adapters the environment configures, the rest to the outbox', async () => {
  const none = notifierFromEnv({}, () => {})
  expect(none.adapters).toEqual([])
  await none.notifier.send(code)
  expect(none.outbox.list()).toHaveLength(1)
  const both = notifierFromEnv(
    { SMTP_URL: 'smtp://localhost:2525', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' },
    () => {},
  )
  expect(both.adapters.sort()).toEqual(['email', 'whatsapp'])
})
