import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import type { ErrorCode, ErrorParams } from '@raqam/api/schema'
import { contract } from '#contract.ts'
import type { Problem } from '#domain/problems.ts'
import { digitFolder } from './digits.ts'
import { invalid } from './errors.ts'

/**
 * Request validation with Ajv 2020 (the contract is OpenAPI 3.1, i.e. JSON Schema 2020-12).
 * Query and path parameters arrive as text, so only they are coerced; bodies are strict JSON: `{"x":5}`
 * never passes as a string. Both refuse non-finite numbers (`?page=Infinity`, `1e309`: Ajv's `number`
 * lets them through, ADR 0006) and text with U+0000, which PostgreSQL cannot store (`invalid byte
 * sequence for encoding "UTF8": 0x00`).
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
  // Read by digitFolder before Ajv sees the data: Ajv would refuse `٧` against `^[0-9]+$`, and coerce no `٥` to 5.
  ajv.addKeyword({ keyword: 'x-digits' })
  return ajv
}

const parameterAjv = makeAjv({ coerceTypes: 'array' })
const bodyAjv = makeAjv({ coerceTypes: false })

type Part = 'body' | 'querystring' | 'params' | 'headers'
const pathPrefix: Record<Part, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' }

/**
 * Fastify's validator compiler: Ajv 2020 per HTTP part, failures worded for people. The digits of the
 * inputs the contract marks `x-digits: fold` are folded first (digits.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as Part
  const validate: ValidateFunction = (part === 'body' ? bodyAjv : parameterAjv).compile(schema as object)
  const fold = digitFolder(schema)
  return (input: unknown) => {
    const data = fold ? fold(input) : input
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
  const problem = (keyword: string, path = instancePath): ErrorObject => ({
    instancePath: path,
    keyword,
    params: {},
    schemaPath: '',
    message: '',
  })
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

type Patterned = { pattern?: string; schema?: Patterned; properties?: Record<string, Patterned> }
const { schemas, parameters } = contract.components as {
  schemas: Record<string, Patterned>
  parameters: Record<string, Patterned>
}
const schemaPattern = (name: string) => schemas[name]?.pattern
const propertyPattern = (name: string, property: string) => schemas[name]?.properties?.[property]?.pattern
const parameterPattern = (name: string) => parameters[name]?.schema?.pattern

/**
 * A code for each pattern of the contract, which Ajv would only quote. The patterns are read from the
 * contract where they are stated, never copied here, so a changed pattern keeps its code; a test checks
 * that every pattern an input can fail has one.
 */
export const patternCodes: ReadonlyMap<string | undefined, ErrorCode> = new Map<string | undefined, ErrorCode>([
  [schemaPattern('Id'), 'invalidId'],
  [schemaPattern('Phone'), 'mobilePhone'],
  [propertyPattern('ProfileFields', 'phone'), 'mobilePhoneOrBlank'],
  [schemaPattern('ListingNumber'), 'listingNumber'],
  [schemaPattern('GuideNumber'), 'guideNumber'],
  [schemaPattern('PlateCode'), 'plateCode'],
  [schemaPattern('VerificationCode'), 'codeShape'],
  [schemaPattern('Username'), 'trimmedText'],
  [propertyPattern('ProfileFields', 'username'), 'trimmedTextOrBlank'],
  [propertyPattern('ProductCreate', 'titleEn'), 'blankText'],
  [propertyPattern('ProfileFields', 'password'), 'newPasswordShort'],
  [propertyPattern('ProfileFields', 'email'), 'emailOrBlank'],
  [parameterPattern('CacheVersion'), 'slug'],
  [schemaPattern('UnsubscribeToken'), 'unsubscribeLinkUnknown'],
  // Clients send the version of the terms they showed; nobody types it, so the generic words do.
  [schemaPattern('LegalVersion'), 'invalidFormat'],
])

/** Every code validation can give (a test checks each against the contract). */
export const validationCodes: ErrorCode[] = [
  ...patternCodes.values(),
  ...['required', 'unknownField', 'wrongType', 'singleValue', 'notOneOf', 'mustEqual', 'empty', 'tooShort', 'tooLong'],
  ...['tooSmall', 'tooBig', 'notAbove', 'notBelow', 'tooFewValues', 'tooManyValues', 'repeatedValue', 'invalidEmail'],
  ...['invalidFormat', 'notFinite', 'nulCharacter', 'invalidValue', 'noChanges', 'unchangeable'],
] as ErrorCode[]

type JsonType = NonNullable<ErrorParams['expected']>[number]
const jsonTypes = new Set<string>([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
] satisfies JsonType[])

/** Turns Ajv's errors into the contract's problems: one code each, with `body.x` / `query.x[0]` paths. */
function humanise(errors: ErrorObject[], prefix: string): Problem[] {
  // A failed anyOf repeats every branch's complaint; its more specific siblings say it better.
  const specific = errors.filter(
    (error) => error.keyword !== 'anyOf' && !(error.keyword === 'type' && error.params.type === 'null'),
  )
  const ranked = (specific.length > 0 ? specific : errors)
    .map((error, order) => ({ item: describe(error, prefix), rank: rankOf(error.keyword), order }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
  // One problem per input: the most telling one ("must be a valid id" rather than "36 characters").
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

function describe(error: ErrorObject, prefix: string): Problem {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  const p = error.params as Record<string, unknown>
  if (error.keyword === 'required') segments.push(String(p.missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty))
  const path = segments.reduce(
    (acc, segment) => (/^\d+$/.test(segment) ? `${acc}[${segment}]` : `${acc}.${segment}`),
    prefix,
  )
  const named = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1)
  // The input's own name; a whole part (the body, the query) is named by its part.
  const field = (named ?? prefix).slice(0, 200)
  const [code, params] = codeOf(error, p)
  return { code, path, params: { field, ...params } }
}

const bound = (value: unknown) => Number(value)

function codeOf(error: ErrorObject, p: Record<string, unknown>): [ErrorCode, Omit<ErrorParams, 'field'>?] {
  switch (error.keyword) {
    case 'required':
      return ['required']
    case 'additionalProperties':
      return ['unknownField']
    case 'type': {
      if (Array.isArray(error.data)) return ['singleValue']
      const expected = String(p.type)
        .split(',')
        .filter((type): type is JsonType => jsonTypes.has(type))
      return ['wrongType', { expected }]
    }
    case 'enum': {
      // Every value, so a customer can fix a wrong pattern id (the longest enum, 16 ids) from the message.
      const allowed = (p.allowedValues as unknown[])
        .filter((value) => value !== '')
        .map((value) => String(value).slice(0, 100))
      return ['notOneOf', { allowed: allowed.slice(0, 20) }]
    }
    case 'const':
      return ['mustEqual', { value: String(p.allowedValue).slice(0, 100) }]
    case 'minLength':
      return p.limit === 1 ? ['empty'] : ['tooShort', { min: bound(p.limit) }]
    case 'maxLength':
      return ['tooLong', { max: bound(p.limit) }]
    case 'minimum':
      return ['tooSmall', { min: bound(p.limit) }]
    case 'maximum':
      return ['tooBig', { max: bound(p.limit) }]
    case 'exclusiveMinimum':
      return ['notAbove', { min: bound(p.limit) }]
    case 'exclusiveMaximum':
      return ['notBelow', { max: bound(p.limit) }]
    case 'minItems':
      return ['tooFewValues', { min: bound(p.limit) }]
    case 'maxItems':
      return ['tooManyValues', { max: bound(p.limit) }]
    case 'uniqueItems':
      return ['repeatedValue']
    case 'minProperties':
      return ['noChanges']
    // A property the contract declares `false`: a field that exists but may not be sent (a listing's number).
    case 'false schema':
      return ['unchangeable']
    case 'pattern':
      return [patternCodes.get(String(p.pattern)) ?? 'invalidFormat']
    case 'format':
      if (p.format === 'email') return ['invalidEmail']
      if (p.format === 'uuid') return ['invalidId']
      return ['invalidFormat']
    case 'finite':
      return ['notFinite']
    case 'nul':
      return ['nulCharacter']
    default:
      return ['invalidValue']
  }
}
