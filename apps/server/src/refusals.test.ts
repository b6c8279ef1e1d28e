import { randomBytes, randomUUID } from 'node:crypto'
import { MAX_IMAGE_BYTES, MAX_PROOF_BYTES } from '@raqam/listing-rules/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { operationList, type Operation } from '#test/contract.ts'
import { backends } from '#test/database.ts'
import { fileForm, multipart, registerStaff, startApp, type Call, type TestApp } from '#test/harness.ts'

/**
 * What every operation of the contract answers to the requests the framework refuses before a handler
 * runs, walked from the document (a new operation is walked without a line here): a body over the
 * limits where the method carries one, a body of a type the operation does not take, and in each path
 * parameter an over-long value and an unknown one. Each answer must be the expected one, with a status
 * the operation declares and a body valid for it (t.call checks both against the document).
 */

type Json = Record<string, unknown>

/** Fastify's default body limit (1 MiB), which the server keeps for JSON. */
const BODY_LIMIT = 1024 * 1024
/** Longer than any id, and than the router's default limit for a path parameter (100). */
const LONG_ID = 'a'.repeat(5000)
/** Methods whose requests carry a body that the server reads, whether the operation takes one or not. */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

interface Probe {
  name: string
  operation: Operation
  /** The request's body and headers (made when sent: some are megabytes). */
  request: () => Pick<Call, 'body' | 'headers'>
  status: number
  /** The `errors[].path` the answer names, if it must name one. */
  names?: string
  /** The path parameter probed; the others get their example. */
  id?: { name: string; value: 'over-long' | 'unknown' }
}

const contentOf = (operation: Operation) =>
  (operation.spec.requestBody as { content?: Record<string, { schema: Json; encoding?: Record<string, Json> }> })
    ?.content ?? {}
const pathParameters = (operation: Operation) =>
  ((operation.spec.parameters ?? []) as { name: string; in: string; schema: Json }[]).filter(
    (parameter) => parameter.in === 'path',
  )

/** A body the operation accepts, from the document's examples (files: a small PNG). */
function acceptedBody(operation: Operation): Pick<Call, 'body' | 'headers'> {
  const [media, { schema, encoding } = { schema: {} }] = Object.entries(contentOf(operation))[0] ?? []
  if (!media) return {}
  const example = ((schema.examples as Json[] | undefined) ?? [{}])[0]!
  if (media === 'multipart/form-data') {
    const png = { bytes: identiconPng(new Prng(5)), type: 'image/png', filename: 'file.png' }
    const files = Object.keys(encoding ?? {}).filter((part) => part !== 'json')
    const form =
      'json' in example ? multipart(example.json, files.length ? png : undefined) : fileForm({ [files[0]!]: png })
    return form
  }
  if (media === 'application/x-www-form-urlencoded') {
    return {
      body: new URLSearchParams(example as Record<string, string>).toString(),
      headers: { 'content-type': media },
    }
  }
  return { body: JSON.stringify(example), headers: { 'content-type': media } }
}

/** A body over the operation's limit: JSON and forms over 1 MiB, files over the largest upload. */
function oversizedBody(operation: Operation): Pick<Call, 'body' | 'headers'> {
  const [media, { encoding } = {}] = Object.entries(contentOf(operation))[0] ?? []
  if (media === 'multipart/form-data') {
    const bytes = Buffer.alloc(Math.max(BODY_LIMIT, MAX_IMAGE_BYTES, MAX_PROOF_BYTES) + 1, 0x61)
    const parts = Object.keys(encoding ?? {}).filter((part) => part !== 'json')
    return fileForm(Object.fromEntries(parts.map((part) => [part, { bytes, type: 'image/png' }])))
  }
  if (media === 'application/x-www-form-urlencoded') {
    return { body: `List-Unsubscribe=${'a'.repeat(BODY_LIMIT)}`, headers: { 'content-type': media } }
  }
  // No body taken: what a client would send anyway, read (up to the limit) before the route ignores it.
  return { body: JSON.stringify({ pad: 'a'.repeat(BODY_LIMIT) }), headers: { 'content-type': 'application/json' } }
}

/** A well-formed value of the parameter's schema that names nothing: a fresh UUID, or a fresh token. */
const unknownLike = (schema: Json) =>
  schema.format === 'uuid'
    ? randomUUID()
    : randomBytes(Number(schema.maxLength) * 2)
        .toString('base64url')
        .slice(0, Number(schema.maxLength))

const probes: Probe[] = operationList.flatMap((operation) => {
  const takesBody = Object.keys(contentOf(operation)).length > 0
  const walk: Probe[] = []
  if (BODY_METHODS.includes(operation.method)) {
    walk.push({ name: 'a body over the limit', operation, request: () => oversizedBody(operation), status: 413 })
  }
  if (takesBody) {
    walk.push({
      name: 'a body of a type it does not take',
      operation,
      request: () => ({ body: 'plain words', headers: { 'content-type': 'text/plain' } }),
      status: 415,
    })
  }
  const declared = Object.keys(operation.spec.responses as Json)
  for (const { name } of pathParameters(operation)) {
    // Unknown: 404 where the operation declares it, else its success (an unknown listing's view is not counted).
    walk.push({
      name: `an unknown ${name}`,
      operation,
      request: () => acceptedBody(operation),
      status: Number(declared.includes('404') ? '404' : declared.find((status) => status.startsWith('2'))),
      id: { name, value: 'unknown' },
    })
    walk.push({
      name: `an over-long ${name}`,
      operation,
      request: () => acceptedBody(operation),
      status: 400,
      names: `params.${name}`,
      id: { name, value: 'over-long' },
    })
  }
  return walk
})

describe.each(backends)(`the refusals of every operation on $name (${probes.length} requests)`, (backend) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startApp(backend)
    // An admin passes every operation's sign-in and role, so the refusal under test is the one met.
    token = (await registerStaff(t, 'admin')).token
  })
  afterAll(() => t?.close())

  it.each(probes.map((probe) => [`${probe.operation.operationId}: ${probe.name}`, probe] as const))(
    '%s',
    async (_, probe) => {
      const ids = Object.fromEntries(
        pathParameters(probe.operation).map(({ name, schema }) => [
          name,
          probe.id?.name !== name
            ? String((schema.examples as unknown[])[0])
            : probe.id.value === 'over-long'
              ? LONG_ID
              : unknownLike(schema),
        ]),
      )
      const url = probe.operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name]!)
      // t.call fails unless the status is declared for the operation and the body valid for it.
      const response = await t.call({
        method: probe.operation.method as Call['method'],
        url,
        token,
        ...probe.request(),
      })
      expect(response.statusCode, response.body).toBe(probe.status)
      if (probe.names) {
        const paths = ((response.json().errors ?? []) as { path?: string }[]).map((item) => item.path)
        expect(paths, response.body).toContain(probe.names)
      }
    },
  )
})
