import { expect, it } from 'vitest'
import type { HttpError } from './errors.ts'
import { validatorCompiler } from './validation.ts'

const compile = (schema: object, httpPart: string) => validatorCompiler({ schema, httpPart, method: 'GET', url: '/' }) as (data: unknown) => { value?: unknown; error?: HttpError }

it('coerces query values but never bodies', () => {
  const schema = { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 10 }, tags: { type: 'array', items: { type: 'string' }, maxItems: 3 } } }
  const query = { page: '2', tags: 'car' }
  expect(compile(schema, 'querystring')(query)).toEqual({ value: { page: 2, tags: ['car'] } })
  const body = compile({ type: 'object', properties: { name: { type: 'string' } } }, 'body')
  expect(body({ name: 5 }).error?.errors).toEqual([{ msg: 'name must be text', path: 'body.name' }])
})

it('refuses non-finite numbers even where a bound would let them through', () => {
  const query = compile({ type: 'object', properties: { n: { type: 'number' } } }, 'querystring')
  expect(query({ n: 'Infinity' }).error?.errors).toEqual([{ msg: 'n must be a finite number', path: 'query.n' }])
  const body = compile({ type: 'object', properties: { n: { type: 'number' } } }, 'body')
  // In a body Ajv's own type check already counts Infinity out of "number".
  expect(body(JSON.parse('{"n":1e999}')).error?.errors).toEqual([{ msg: 'n must be a number', path: 'body.n' }])
})

it('words each problem for a person and names the input, one sentence per input', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'id'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      id: { type: 'string', format: 'uuid', minLength: 36, maxLength: 36, pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
      category: { type: 'array', uniqueItems: true, maxItems: 3, items: { enum: ['car', 'motorcycle', 'mobile'] } },
    },
  }
  const error = compile(schema, 'body')({ id: 'x', category: ['car', 'boat', 'car'], colour: 'red' }).error!
  expect(error.statusCode).toBe(400)
  expect(error.errors).toEqual([
    { msg: 'email is required', path: 'body.email' },
    { msg: 'colour is not an accepted field', path: 'body.colour' },
    { msg: 'id must be a valid id', path: 'body.id' },
    { msg: 'category must be one of: car, motorcycle, mobile', path: 'body.category[1]' },
    { msg: 'category must not repeat a value', path: 'body.category' },
  ])
  expect(error.message).toBe('email is required (and 4 more problems)')
})

it('refuses U+0000 in any text, values and keys, wherever it is nested', () => {
  const schema = { type: 'object', properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, extra: { type: 'object' } } }
  const message = (label: string) => `${label} must not contain the NUL character (U+0000)`
  expect(compile(schema, 'querystring')({ title: 'a\u0000' }).error?.errors).toEqual([{ msg: message('title'), path: 'query.title' }])
  expect(compile(schema, 'body')({ tags: ['ok', '\u0000'], extra: { 'k\u0000': 1 } }).error?.errors).toEqual([
    { msg: message('tags'), path: 'body.tags[1]' },
    { msg: message('k\u0000'), path: 'body.extra.k\u0000' },
  ])
  expect(compile(schema, 'params')({ title: 'fine' })).toEqual({ value: { title: 'fine' } })
})
