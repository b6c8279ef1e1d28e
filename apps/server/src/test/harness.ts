import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect, vi } from 'vitest'
import type { components } from '@raqam/api/schema'
import { currentTermsVersion } from '@raqam/legal/versions'
import { buildApp, type AppOptions } from '#app.ts'
import { customers } from '#db/schema.ts'
import { Outbox, type OutboxMessage } from '#notifier/notifier.ts'
import { contractViolations } from './contract.ts'
import type { Backend, TestDatabase } from './database.ts'

export const API = '/api/v1.0'

export interface Call {
  method?: InjectOptions['method']
  /** Under /api/v1.0 unless it starts with /api or is absolute. */
  url: string
  query?: Record<string, string | number | boolean | (string | number)[]>
  json?: unknown
  token?: string
  headers?: Record<string, string>
  body?: InjectOptions['payload']
  /** The client address (127.0.0.1 by default): per-address limits key on it. */
  remoteAddress?: string
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  database: TestDatabase
  outbox: Outbox
  /** The app's clock; tests move it forward to expire codes and sessions. */
  clock: { now: Date; advance(ms: number): void }
  /**
   * The outbox's messages to `to`, newest first, once there are at least `count`: messages leave
   * through the queue, a moment after the request that queued them (fails after 10 s).
   */
  messagesTo(to: string, count?: number): Promise<OutboxMessage[]>
  /** A request through app.inject(), checked against the contract before it is returned. */
  call(request: Call): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** The real app over a fresh database of the backend (seeded with the demo data unless told not to). */
export async function startApp(
  backend: Backend,
  options: { seed?: boolean; app?: Partial<AppOptions> } = {},
): Promise<TestApp> {
  const database = await backend.open({ empty: options.seed === false })
  // A test may bring channels of its own around an outbox it made: that outbox is then the one read.
  const outbox = options.app?.outbox ?? new Outbox()
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const app = await buildApp({
    db: database.db,
    jobQueue: database.jobQueue,
    listen: database.listen,
    channels: outbox,
    // Retries come within a few seconds, not hours, for the tests that watch them.
    messagePollSeconds: 0.5,
    rateLimit: false,
    // Tests change rows behind the app's back to set up cases; counts and answers must see that at once.
    countCacheMs: 0,
    answerCacheMs: 0,
    now: () => clock.now,
    // What DEV_OUTBOX=on does; tests that need it gone say devOutbox: false.
    devOutbox: true,
    ...options.app,
  })
  await app.ready()
  return {
    app,
    database,
    outbox,
    clock,
    call: (request) => inject(app, request),
    async messagesTo(to, count = 1) {
      await vi.waitFor(() => expect(outbox.list(to).length).toBeGreaterThanOrEqual(count), {
        timeout: 10_000,
        interval: 25,
      })
      return outbox.list(to)
    },
    async close() {
      await app.close()
      await database.dispose()
    },
  }
}

function apiUrl(url: string, query?: Call['query']): string {
  const path = url.startsWith('/api') || url.startsWith('http') ? url : `${API}${url}`
  if (!query) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  return `${path}?${search}`
}

async function inject(app: TestApp['app'], request: Call): Promise<LightMyRequestResponse> {
  const method = request.method ?? (request.json === undefined ? 'GET' : 'POST')
  const url = apiUrl(request.url, request.query)
  const headers: Record<string, string> = { ...request.headers }
  if (request.token) headers.authorization = `Bearer ${request.token}`
  const response = await app.inject({
    method,
    url,
    headers,
    ...(request.remoteAddress !== undefined ? { remoteAddress: request.remoteAddress } : {}),
    ...(request.json !== undefined ? { payload: request.json as InjectOptions['payload'] } : {}),
    ...(request.body !== undefined ? { payload: request.body } : {}),
  })
  expectConforms(method, url, response)
  return response
}

/** The contract test that rides along every request: status documented, body valid for it. */
export function expectConforms(
  method: string,
  url: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const violations = contractViolations({
    method,
    url,
    status: response.statusCode,
    contentType: response.headers['content-type'] as string | undefined,
    body: response.body,
  })
  expect(violations, `${method} ${url}`).toEqual([])
  // A 5xx passes only where the contract lists it (the health check's 503, the notifier's 503).
  expect(
    response.statusCode,
    `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).not.toBe(500)
}

/** Signs in and returns the token (the demo customer by default). */
export async function signIn(t: TestApp, email = 'demo@raqam.ae', password = 'Raqam-demo-2025'): Promise<string> {
  const response = await t.call({ url: '/auth/customer/signin', json: { email, password } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().token as string
}

/** A multipart body with the contract's `json` part (as a file part, like the storefront) and an optional image. */
export function multipart(json: unknown, image?: { bytes: Buffer; type?: string; filename?: string }) {
  const boundary = `----raqam${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="json"; filename="json.json"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`,
    ),
  ]
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${image.filename ?? 'avatar.png'}"\r\nContent-Type: ${image.type ?? 'image/png'}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A multipart body of file parts only, such as a verification request's `proof`. */
export function fileForm(files: Record<string, { bytes: Buffer; type?: string; filename?: string }>) {
  const boundary = `----raqam${Math.random().toString(16).slice(2)}`
  const parts = Object.entries(files).flatMap(([name, file]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'file.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ])
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

let phoneCounter = 0
/** A fresh, valid sign-up (unique e-mail and phone per call within a test file), accepting the terms in force. */
export function newSignup(overrides: Record<string, string> = {}) {
  phoneCounter++
  const n = `${process.pid}${phoneCounter}`.slice(-7).padStart(7, '0')
  return {
    username: 'Test Customer',
    email: `customer${n}@example.com`,
    phone: `9715${phoneCounter % 10}${n}`.slice(0, 12),
    password: 'a-good-password',
    acceptedTerms: currentTermsVersion,
    ...overrides,
  }
}

/** POST /auth/customer/signup with these fields as the storefront's multipart form. */
export function postSignup(t: TestApp, fields: Record<string, unknown>, remoteAddress?: string) {
  const form = multipart(fields)
  return t.call({
    method: 'POST',
    url: '/auth/customer/signup',
    body: form.body,
    headers: form.headers,
    ...(remoteAddress !== undefined && { remoteAddress }),
  })
}

/** Signs a new customer up and verifies them with the codes from the outbox; returns token and data. */
export async function registerCustomer(t: TestApp, overrides: Record<string, string> = {}) {
  const fields = newSignup(overrides)
  // Each from its own address: a file's many sign-ups (the fuzzer's too) would otherwise reach the
  // cap of waiting sign-ups per address (auth/limits.ts).
  const remoteAddress = `10.255.${Math.floor(phoneCounter / 250) % 250}.${(phoneCounter % 250) + 1}`
  const signup = await postSignup(t, fields, remoteAddress)
  expect(signup.statusCode, signup.body).toBe(201)
  const codes = await codesFor(t, fields.email, fields.phone)
  const verified = await t.call({
    url: '/auth/customer/verification',
    json: { email: fields.email, phone: fields.phone, emailCode: codes.email, whatsappCode: codes.whatsapp },
  })
  expect(verified.statusCode, verified.body).toBe(201)
  const { token, data } = verified.json() as { token: string; data: components['schemas']['Customer'] }
  return { token, customer: data, fields }
}

/** A new customer with a role, as an admin (or the admin:grant command) would give it; like registerCustomer. */
export async function registerStaff(t: TestApp, role: 'moderator' | 'admin' = 'moderator') {
  const registered = await registerCustomer(t)
  await t.database.db.update(customers).set({ role }).where(eq(customers.id, registered.customer._id))
  return { ...registered, customer: { ...registered.customer, role } }
}

/** The latest codes sent to an e-mail and a phone, once the `count`-th of each has arrived. */
export async function codesFor(t: TestApp, email: string, phone: string, count = 1) {
  const [mail] = await t.messagesTo(email, count)
  const [whatsapp] = await t.messagesTo(phone, count)
  return { email: mail!.codes[0]!, whatsapp: whatsapp!.codes[0]! }
}

/**
 * A customer's messages in the outbox, codes left out (those of their sign-up): match messages go out
 * after the write has answered (ADR 0021), so `afterAWhile` waits for `count` of them, then a little
 * longer to be sure no more come.
 */
export function messagesOf(t: TestApp, customer: { email: string; phone: string }) {
  const messages = () =>
    t.outbox
      .list()
      .filter((message) => [customer.email, customer.phone].includes(message.to) && message.codes.length === 0)
  const afterAWhile = async (count: number) => {
    await vi.waitFor(() => expect(messages().length).toBeGreaterThanOrEqual(count), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(messages()).toHaveLength(count)
    return messages()
  }
  return { messages, afterAWhile }
}

/** An answer's body without its requestId (every answer has its own): to say two answers tell the same. */
export function withoutRequestId(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId: _requestId, ...body } = response.json() as Record<string, unknown>
  return body
}

/** PUT /auth/customer/profile as the signed-in `token`, with these fields (and a picture) as multipart. */
export function updateProfile(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  image?: Parameters<typeof multipart>[1],
) {
  const form = multipart(fields, image)
  return t.call({ method: 'PUT', url: '/auth/customer/profile', token, body: form.body, headers: form.headers })
}
