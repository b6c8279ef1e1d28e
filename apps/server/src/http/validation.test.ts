import { expect, it } from 'vitest'
import { contract } from '#contract.ts'
import type { HttpError } from './errors.ts'
import { patternCodes, validatorCompiler } from './validation.ts'

const compile = (schema: object, httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/' }) as (data: unknown) => {
    value?: unknown
    error?: HttpError
  }

it('coerces query values but never bodies', () => {
  const schema = {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 10 },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    },
  }
  const query = { page: '2', tags: 'car' }
  expect(compile(schema, 'querystring')(query)).toEqual({ value: { page: 2, tags: ['car'] } })
  const body = compile({ type: 'object', properties: { name: { type: 'string' } } }, 'body')
  expect(body({ name: 5 }).error?.problems).toEqual([
    { code: 'wrongType', path: 'body.name', params: { field: 'name', expected: ['string'] } },
  ])
})

it('refuses non-finite numbers even where a bound would let them through', () => {
  const query = compile({ type: 'object', properties: { n: { type: 'number' } } }, 'querystring')
  expect(query({ n: 'Infinity' }).error?.problems).toEqual([
    { code: 'notFinite', path: 'query.n', params: { field: 'n' } },
  ])
  const body = compile({ type: 'object', properties: { n: { type: 'number' } } }, 'body')
  // In a body Ajv's own type check already counts Infinity out of "number".
  expect(body(JSON.parse('{"n":1e999}')).error?.problems).toEqual([
    { code: 'wrongType', path: 'body.n', params: { field: 'n', expected: ['number'] } },
  ])
})

it('gives each problem its code, the input it names and the values its text needs, one problem per input', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'id'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      id: {
        type: 'string',
        format: 'uuid',
        minLength: 36,
        maxLength: 36,
        pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      },
      category: { type: 'array', uniqueItems: true, maxItems: 3, items: { enum: ['car', 'motorcycle', 'mobile'] } },
    },
  }
  const error = compile(schema, 'body')({ id: 'x', category: ['car', 'boat', 'car'], colour: 'red' }).error!
  expect(error.statusCode).toBe(400)
  expect(error.problems).toEqual([
    { code: 'required', path: 'body.email', params: { field: 'email' } },
    { code: 'unknownField', path: 'body.colour', params: { field: 'colour' } },
    { code: 'invalidId', path: 'body.id', params: { field: 'id' } },
    {
      code: 'notOneOf',
      path: 'body.category[1]',
      params: { field: 'category', allowed: ['car', 'motorcycle', 'mobile'] },
    },
    { code: 'repeatedValue', path: 'body.category', params: { field: 'category' } },
  ])
  expect(error.code).toBe('validationFailed')
  expect(error.params).toEqual({ count: 5 })
})

it('refuses U+0000 in any text, values and keys, wherever it is nested', () => {
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' } },
      extra: { type: 'object' },
    },
  }
  const nul = (field: string, path: string) => ({ code: 'nulCharacter', path, params: { field } })
  expect(compile(schema, 'querystring')({ title: 'a\u0000' }).error?.problems).toEqual([nul('title', 'query.title')])
  expect(compile(schema, 'body')({ tags: ['ok', '\u0000'], extra: { 'k\u0000': 1 } }).error?.problems).toEqual([
    nul('tags', 'body.tags[1]'),
    nul('k\u0000', 'body.extra.k\u0000'),
  ])
  expect(compile(schema, 'params')({ title: 'fine' })).toEqual({ value: { title: 'fine' } })
})

it('has its own code for every pattern an input can fail, read from the contract', () => {
  const inputPatterns = new Set<string>()
  const collect = (node: unknown, path: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => collect(item, `${path}[${index}]`))
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      // Answers are not validated on the way in (a session token's, a request id's and a month's shape are the
      // server's own).
      if (typeof record.pattern === 'string' && !/AuthResponse|RequestId|SoldMonth/.test(path))
        inputPatterns.add(record.pattern)
      for (const [key, value] of Object.entries(record)) collect(value, `${path}/${key}`)
    }
  }
  collect(contract, '')
  expect(inputPatterns.size).toBeGreaterThan(10)
  // Every pattern has a code, and every code's pattern is still in the contract (none was read as undefined).
  expect([...patternCodes.keys()].toSorted()).toEqual([...inputPatterns].toSorted())
  expect(new Set(patternCodes.values()).size).toBe(patternCodes.size)
})

it('words a failed contract pattern with its code, not the generic one', () => {
  const version = compile(
    { type: 'object', properties: { v: (contract.components.parameters.CacheVersion as { schema: object }).schema } },
    'querystring',
  )
  expect(version({ v: 'a b' }).error?.problems).toEqual([{ code: 'slug', path: 'query.v', params: { field: 'v' } }])
})
