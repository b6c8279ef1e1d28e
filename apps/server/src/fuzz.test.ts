import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { customers, listings } from '#db/schema.ts'
import { junk, junkStrings, valueFor } from '#test/arbitraries.ts'
import { contractViolations, operationList, type Operation } from '#test/contract.ts'
import { backends } from '#test/database.ts'
import { API, multipart, registerCustomer, startApp, type TestApp } from '#test/harness.ts'

/**
 * A Schemathesis-style fuzzer driven by the contract: for every operation it generates path, query,
 * body (JSON or multipart) and credentials from the document's schemas, mostly valid with junk mixed
 * in, and requires of every answer: no 5xx, a status the document lists, a body valid for it.
 */
const REQUESTS = { pglite: 2000, postgres: 1000 }

interface Generated {
  path: string
  query: [string, string][]
  body?: { payload: string | Buffer; contentType: string }
  auth: 'valid' | 'none' | 'garbage' | 'cookie'
}

type Schema = Record<string, unknown>

describe.each(backends)('the contract fuzzer on $name', (backend) => {
  let t: TestApp
  let token: string
  let ids: string[]

  beforeAll(async () => {
    t = await startApp(backend)
    const registered = await registerCustomer(t)
    token = registered.token
    const someListings = await t.database.db.select({ id: listings.id }).from(listings).limit(15)
    const hidden = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.status, false)).limit(3)
    const someCustomers = await t.database.db.select({ id: customers.id }).from(customers).limit(5)
    ids = [...someListings, ...hidden, ...someCustomers].map((row) => row.id)
  })
  afterAll(() => t?.close())

  function stringify(value: unknown): string {
    return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  }

  function requestFor(operation: Operation): fc.Arbitrary<Generated> {
    const parameters = (operation.spec.parameters ?? []) as { name: string; in: string; schema: Schema }[]
    const pathParts = parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) =>
        fc
          .oneof(
            { arbitrary: fc.constantFrom(...ids), weight: 5 },
            { arbitrary: fc.uuid(), weight: 2 },
            { arbitrary: fc.constantFrom(...junkStrings.filter(Boolean)), weight: 2 },
          )
          .map((value) => [parameter.name, value] as const),
      )
    const queryParts = parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) =>
        fc.option(valueFor(parameter.schema), { freq: 2 }).map((value): [string, string][] => {
          if (value === null) return []
          const values = Array.isArray(value) ? value : [value]
          return values.map((item) => [parameter.name, stringify(item)])
        }),
      )
    const content = (operation.spec.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content
    const body: fc.Arbitrary<Generated['body']> = !content
      ? fc.constant(undefined)
      : content['multipart/form-data']
        ? multipartBody(content['multipart/form-data'].schema)
        : jsonBody(content['application/json']!.schema)
    return fc
      .record({
        path: fc.tuple(...pathParts),
        query: fc.tuple(...queryParts),
        body,
        auth: fc.constantFrom<Generated['auth']>('valid', 'valid', 'none', 'garbage', 'cookie'),
      })
      .map(({ path, query, body, auth }) => ({
        path: path.reduce(
          (template, [name, value]) => template.replace(`{${name}}`, encodeURIComponent(value)),
          operation.template,
        ),
        query: query.flat(),
        ...(body && { body }),
        auth,
      }))
  }

  function jsonBody(schema: Schema): fc.Arbitrary<Generated['body']> {
    return fc.oneof(
      { arbitrary: valueFor(schema).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })), weight: 8 },
      { arbitrary: fc.constantFrom('{', '', '[]', '{"a":1e999}', '{"__proto__":{"x":1}}').map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
      { arbitrary: fc.string({ maxLength: 30 }).map((payload) => ({ payload, contentType: 'text/plain' })), weight: 1 },
    )
  }

  function multipartBody(schema: Schema): fc.Arbitrary<Generated['body']> {
    const fields = (schema.properties as Record<string, Schema>).json!
    const image = fc.oneof(
      fc.constant(undefined),
      fc.constant({ bytes: identiconPng(new Prng(3)) }),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes: Buffer.from(bytes) })),
    )
    return fc.oneof(
      {
        arbitrary: fc.tuple(valueFor(fields), image).map(([json, file]) => {
          const form = multipart(json, file)
          return { payload: form.body, contentType: form.headers['content-type'] }
        }),
        weight: 9,
      },
      { arbitrary: junk.map((value) => ({ payload: JSON.stringify(value) ?? '', contentType: 'application/json' })), weight: 1 },
    )
  }

  // 2,000 on the embedded database, which always runs; half as many again on PostgreSQL when CI has it.
  const requests = REQUESTS[backend.name]
  it(`answers ${requests} generated requests with no 5xx, only documented statuses and valid bodies`, async () => {
    let sent = 0
    const statuses = new Map<number, number>()
    const runs = Math.ceil(requests / operationList.length)
    for (const [index, operation] of operationList.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          sent++
          const url = `${API}${request.path}${request.query.length ? `?${new URLSearchParams(request.query)}` : ''}`
          const headers: Record<string, string> = {}
          if (request.auth === 'valid') headers.authorization = `Bearer ${token}`
          if (request.auth === 'garbage') headers.authorization = 'Bearer not-a-real-token-but-long-enough-to-look-like-one'
          if (request.auth === 'cookie') headers.cookie = `customerToken=${token}`
          if (request.body) headers['content-type'] = request.body.contentType
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers,
            ...(request.body && { payload: request.body.payload }),
          })
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
          const violations = contractViolations({
            method: operation.method,
            url,
            status: response.statusCode,
            contentType: response.headers['content-type'] as string | undefined,
            body: response.body,
          })
          if (response.statusCode >= 500) violations.push(`${response.statusCode}: ${response.body}`)
          // Signing out revokes the token the fuzzer signs in with: take a fresh one.
          if (operation.operationId === 'signoutCustomer' && request.auth !== 'none' && request.auth !== 'garbage') {
            token = (await registerCustomer(t)).token
          }
          if (violations.length > 0) throw new Error(`${operation.method} ${url}\n${violations.join('\n')}`)
        }),
        { numRuns: runs, seed: 20_251_201 + index, endOnFailure: true },
      )
    }
    expect(sent).toBeGreaterThanOrEqual(requests)
    // The generator reached the handlers, not only the validator.
    expect(statuses.get(200)).toBeGreaterThan(requests / 10)
    expect(statuses.get(400)).toBeGreaterThan(requests / 10)
  }, 300_000)
})
