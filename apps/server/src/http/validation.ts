import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import { invalid, type ErrorItem } from './errors.ts'

/**
 * Request validation with Ajv 2020 (the contract is OpenAPI 3.1, i.e. JSON Schema 2020-12).
 * Query and path parameters arrive as text, so only they are coerced; bodies are strict JSON: `{"x":5}`
 * never passes as a string. Both refuse non-finite numbers (server-stack.md gotcha 3) and text with
 * U+0000, which PostgreSQL cannot store (`invalid byte sequence for encoding "UTF8": 0x00`).
 */
function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    verbose: true,
    useDefaults: true,
    ...options,
  })
  addFormats.default(ajv)
  // Annotations of the contract that Ajv's strict mode would otherwise refuse.
  ajv.addFormat('password', true)
  ajv.addKeyword({ keyword: 'x-plate-codes' })
  return ajv
}

const parameterAjv = makeAjv({ coerceTypes: 'array' })
const bodyAjv = makeAjv({ coerceTypes: false })

type Part = 'body' | 'querystring' | 'params' | 'headers'
const pathPrefix: Record<Part, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' }

/** Fastify's validator compiler: Ajv 2020 per HTTP part, failures worded for people. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as Part
  const validate: ValidateFunction = (part === 'body' ? bodyAjv : parameterAjv).compile(schema as object)
  return (data: unknown) => {
    const errors = validate(data) ? unstorable(data, '') : (validate.errors ?? [])
    if (errors.length === 0) return { value: data }
    return { error: invalid(humanise(errors, pathPrefix[part])) }
  }
}

/**
 * What passes the schema yet cannot reach a query: JSON.parse('1e999') is Infinity and Ajv coerces
 * "Infinity"; PostgreSQL refuses U+0000 anywhere in text (values and, for free-form objects, keys),
 * which would otherwise surface as a 500 from the driver.
 */
function unstorable(data: unknown, instancePath: string): ErrorObject[] {
  const problem = (keyword: string, path = instancePath): ErrorObject => ({ instancePath: path, keyword, params: {}, schemaPath: '', message: '' })
  if (typeof data === 'number') return Number.isFinite(data) ? [] : [problem('finite')]
  if (typeof data === 'string') return data.includes('\u0000') ? [problem('nul')] : []
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => {
      const path = `${instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
      return key.includes('\u0000') ? [problem('nul', path)] : unstorable(value, path)
    })
  }
  return []
}

/** Messages for the contract's patterns, which Ajv would only quote. */
const patternMessages: Record<string, (label: string) => string> = {
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$': (l) => `${l} must be a valid id`,
  '^9715[0-9]{8}$': (l) => `${l} must be a UAE mobile number: 971 then 5 and 8 more digits`,
  '^(?:9715[0-9]{8})?$': (l) => `${l} must be a UAE mobile number (971 then 5 and 8 more digits) or blank`,
  '^(?:[1-9][0-9]{0,4}|05[024568][0-9]{7})$': (l) =>
    `${l} must be a plate number of 1 to 5 digits, or a 10-digit mobile number starting with 050, 052, 054, 055, 056 or 058`,
  '^(?:[1-9]|1[0-9]|2[01]|50|[A-Z]|AA|BB|CC|DD|EE)$': (l) => `${l} must be a plate code such as 7, 50, A or AA`,
  '^[0-9]{6}$': (l) => `${l} must be the 6-digit code we sent`,
  '^\\S.*\\S$': (l) => `${l} must be at least 2 characters and not start or end with a space`,
  '^(?:\\S.*\\S)?$': (l) => `${l} must be at least 2 characters and not start or end with a space, or blank`,
  '\\S': (l) => `${l} must not be blank`,
  '^(?:[\\s\\S]{8,})?$': (l) => `${l} must be at least 8 characters, or blank to keep the current one`,
  '^(?:[^\\s@]+@[^\\s@]+)?$': (l) => `${l} must be an e-mail address, or blank`,
  '^[0-9A-Za-z_-]+$': (l) => `${l} may only contain letters, digits, - and _`,
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

/** Turns Ajv's errors into the contract's items: one plain sentence each, with `body.x` / `query.x[0]` paths. */
export function humanise(errors: ErrorObject[], prefix: string): ErrorItem[] {
  // A failed anyOf repeats every branch's complaint; its more specific siblings say it better.
  const specific = errors.filter((error) => error.keyword !== 'anyOf' && !(error.keyword === 'type' && error.params.type === 'null'))
  const ranked = (specific.length > 0 ? specific : errors)
    .map((error, order) => ({ item: describe(error, prefix), rank: rankOf(error.keyword), order }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
  // One sentence per input: the most telling one ("must be a valid id" rather than "36 characters").
  const seen = new Set<string | undefined>()
  return ranked
    .filter(({ item }) => !seen.has(item.path) && seen.add(item.path))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item)
}

const preference = ['required', 'additionalProperties', 'type', 'enum', 'const', 'format', 'pattern', 'finite', 'nul']
function rankOf(keyword: string): number {
  const index = preference.indexOf(keyword)
  return index === -1 ? preference.length : index
}

function describe(error: ErrorObject, prefix: string): ErrorItem {
  const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  const p = error.params as Record<string, unknown>
  if (error.keyword === 'required') segments.push(String(p.missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty))
  const path = segments.reduce((acc, segment) => (/^\d+$/.test(segment) ? `${acc}[${segment}]` : `${acc}.${segment}`), prefix)
  const named = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1)
  const label = named ?? (prefix === 'body' ? 'The body' : prefix)
  return { msg: sentence(error, label, p), path }
}

function sentence(error: ErrorObject, label: string, p: Record<string, unknown>): string {
  switch (error.keyword) {
    case 'required':
      return `${label} is required`
    case 'additionalProperties':
      return `${label} is not an accepted field`
    case 'type':
      if (Array.isArray(error.data)) return `${label} takes a single value`
      return `${label} must be ${String(p.type)
        .split(',')
        .map((type) => typeNames[type] ?? type)
        .join(' or ')}`
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).filter((value) => value !== '').map(String)
      // Every value, so a customer can fix a wrong pattern id (the longest enum, 16 ids) from the message.
      return `${label} must be one of: ${allowed.slice(0, 20).join(', ')}${allowed.length > 20 ? ', …' : ''}`
    }
    case 'const':
      return `${label} must be ${String(p.allowedValue)}`
    case 'minLength':
      return p.limit === 1 ? `${label} must not be empty` : `${label} must be at least ${String(p.limit)} characters`
    case 'maxLength':
      return `${label} must be at most ${String(p.limit)} characters`
    case 'minimum':
      return `${label} must be at least ${String(p.limit)}`
    case 'maximum':
      return `${label} must be at most ${String(p.limit)}`
    case 'exclusiveMinimum':
      return `${label} must be more than ${String(p.limit)}`
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(p.limit)}`
    case 'minItems':
      return `${label} needs at least ${String(p.limit)} value${p.limit === 1 ? '' : 's'}`
    case 'maxItems':
      return `${label} accepts at most ${String(p.limit)} values`
    case 'uniqueItems':
      return `${label} must not repeat a value`
    case 'pattern':
      return patternMessages[String(p.pattern)]?.(label) ?? `${label} has an invalid format`
    case 'format':
      if (p.format === 'email') return `${label} must be a valid e-mail address`
      if (p.format === 'uuid') return `${label} must be a valid id`
      return `${label} must be a valid ${String(p.format)}`
    case 'finite':
      return `${label} must be a finite number`
    case 'nul':
      return `${label} must not contain the NUL character (U+0000)`
    default:
      return `${label} is invalid`
  }
}
