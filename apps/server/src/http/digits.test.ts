import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '#contract.ts'
import { customers, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { digitFolder } from './digits.ts'
import { codesFor, newSignup, postSignup, signIn, startApp, type TestApp } from '#test/harness.ts'

/** The ten digits in each script a keyboard types, by value. */
const scripts = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'] as const
const arabic = (western: string) => western.replace(/\d/g, (digit) => scripts[1][Number(digit)]!)
const persian = (western: string) => western.replace(/\d/g, (digit) => scripts[2][Number(digit)]!)
/** A Western number written with each digit in any of the three scripts. */
const anyScripts = (western: string) =>
  fc
    .array(fc.constantFrom(...scripts), { minLength: western.length, maxLength: western.length })
    .map((chosen) => [...western].map((digit, i) => chosen[i]![Number(digit)]).join(''))

/**
 * Arabic keyboards type ٠–٩ and Persian ones ۰–۹: wherever the contract marks `x-digits: fold` the
 * server reads them as 0–9 before validating, in the query, JSON bodies and a form's json part.
 */
describe.each(backends)('digits of every script on $name', (backend) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startApp(backend)
    token = await signIn(t)
  })
  afterAll(() => t?.close())

  const list = async (query: Record<string, string>) => {
    const response = await t.call({ url: '/product/for-customers', query })
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json() as { data: { _id: string }[]; paginationResult: { total: number } }
    return { total: page.paginationResult.total, ids: page.data.map((listing) => listing._id) }
  }

  it('finds with a keyword in Arabic-Indic or Persian digits what the Western one finds', async () => {
    for (const keyword of ['5', '77', '777']) {
      const western = await list({ keyword })
      expect(western.total, keyword).toBeGreaterThan(0)
      expect(await list({ keyword: arabic(keyword) }), arabic(keyword)).toEqual(western)
      expect(await list({ keyword: persian(keyword) }), persian(keyword)).toEqual(western)
    }
  })

  it('gives the same answer for any mix of scripts in the filters', async () => {
    const western = await list({ keyword: '7', minPrice: '1000', maxPrice: '900000', digit: '3', page: '1' })
    expect(western.total).toBeGreaterThan(0)
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          keyword: anyScripts('7'),
          minPrice: anyScripts('1000'),
          maxPrice: anyScripts('900000'),
          digit: anyScripts('3'),
          page: anyScripts('1'),
        }),
        async (query) => {
          expect(await list(query)).toEqual(western)
        },
      ),
      { numRuns: 20 },
    )
  })

  it('judges a folded filter like its Western twin: a reversed range is refused all the same', async () => {
    const response = await t.call({ url: '/product/for-customers', query: { minPrice: '٩٠٠', maxPrice: '۱۰۰' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('priceRangeReversed')
    // Letters are not digits of any script: still the contract's 400 naming the input.
    const letters = await t.call({ url: '/product/for-customers', query: { minPrice: 'خمسة' } })
    expect(letters.statusCode).toBe(400)
    expect(letters.json().errors[0].path).toBe('query.minPrice')
  })

  it('answers the fair-price guide for a number typed in Arabic-Indic digits as for its Western twin', async () => {
    const guide = async (number: string, code: string) => {
      const response = await t.call({
        url: '/prices/guide',
        query: { category: 'car', city: 'abu-dhabi', number, code },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    expect(await guide('٧٧٧', '١٢')).toEqual(await guide('777', '12'))
  })

  it('publishes a listing whose number and code are typed in Arabic-Indic digits, stored in Western ones', async () => {
    const title = 'لوحة أبوظبي ٧٨٦ كود ١٢'
    const response = await t.call({
      url: '/product',
      token,
      json: {
        category: 'car',
        titleEn: 'Abu Dhabi 786',
        titleAr: title,
        number: '٧٨٦',
        city: 'abu-dhabi',
        code: '١٢',
        newPrice: 86000,
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json().data
    expect([created.number, created.code, created.newPrice]).toEqual(['786', '12', 86000])
    // The title is the seller's own words, kept as written.
    expect(created.titleAr).toBe(title)
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, created._id))
    expect([row!.number, row!.code]).toEqual(['786', '12'])
    // Found by its number in either script, and by the digits of its title in either script.
    for (const keyword of ['786', '٧٨٦', 'كود 12', 'كود ١٢'])
      expect((await list({ keyword })).ids, keyword).toContain(created._id)
  })

  it('keeps JSON bodies strict: a price sent as text is a wrong type, whatever its digits', async () => {
    const response = await t.call({
      url: '/product',
      token,
      json: {
        category: 'car',
        titleEn: 'Dubai 787',
        titleAr: 'دبي',
        number: '787',
        city: 'dubai',
        code: 'A',
        newPrice: '٥٠٠٠٠',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0]).toMatchObject({ code: 'wrongType', path: 'body.newPrice' })
  })

  it('signs up with a phone and verifies with codes typed in Arabic-Indic digits', async () => {
    const fields = newSignup()
    const signup = await postSignup(t, { ...fields, phone: arabic(fields.phone) }, '10.254.0.1')
    expect(signup.statusCode, signup.body).toBe(201)
    expect(signup.json().data.phone).toBe(fields.phone)
    const codes = await codesFor(t, fields.email, fields.phone)
    const verified = await t.call({
      url: '/auth/customer/verification',
      json: {
        email: fields.email,
        phone: persian(fields.phone),
        emailCode: arabic(codes.email),
        whatsappCode: persian(codes.whatsapp),
      },
    })
    expect(verified.statusCode, verified.body).toBe(201)
    expect(verified.json().data.phone).toBe(fields.phone)
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, fields.email))
    expect(row!.phone).toBe(fields.phone)
  })

  it('refuses a wrong code typed in Arabic-Indic digits as it refuses a wrong Western one', async () => {
    const fields = newSignup()
    expect((await postSignup(t, fields, '10.254.0.2')).statusCode).toBe(201)
    const codes = await codesFor(t, fields.email, fields.phone)
    const wrong = String((Number(codes.email) + 1) % 1_000_000).padStart(6, '0')
    const verify = (emailCode: string) =>
      t.call({
        url: '/auth/customer/verification',
        json: { email: fields.email, phone: fields.phone, emailCode, whatsappCode: codes.whatsapp },
      })
    const western = await verify(wrong)
    const typed = await verify(arabic(wrong))
    expect(typed.statusCode).toBe(western.statusCode)
    expect(typed.json().code).toBe(western.json().code)
  })

  it('keeps a saved search of a keyword typed in Arabic-Indic digits in Western ones', async () => {
    const response = await t.call({
      url: '/customer/saved-searches',
      token,
      json: { name: 'سبعات', filters: { keyword: '٧٧٧', maxPrice: 80000, digit: 3 } },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.filters).toMatchObject({ keyword: '777', digit: 3 })
  })
})

type Schema = Record<string, unknown> & { $ref?: string }
/** A schema or parameter of the contract, its `$ref`s followed. */
function resolve(node: unknown): Schema {
  let schema = node as Schema
  while (schema?.$ref)
    schema = schema.$ref
      .split('/')
      .slice(1)
      .reduce((at, key) => (at as Record<string, unknown>)[key], contract as unknown) as Schema
  return schema
}

/** The inputs of the requests a person types digits into, found by their schemas, with whether they fold. */
function digitInputs(): { where: string; folds: boolean }[] {
  const found: { where: string; folds: boolean }[] = []
  const walk = (node: unknown, where: string, asText: boolean, folds: boolean, seen: Set<unknown>) => {
    const schema = resolve(node)
    if (!schema || seen.has(schema)) return
    // A mark folds the text it marks, or each text of its list or of its branches, not an object's properties.
    const marked = folds || schema['x-digits'] === 'fold'
    const inner = new Set(seen).add(schema)
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
      walk(property, `${where}.${name}`, asText, false, inner)
    if (schema.items) walk(schema.items, where, asText, marked, inner)
    for (const branch of [schema.anyOf, schema.oneOf, schema.allOf].flat().filter(Boolean))
      walk(branch, where, asText, marked, inner)
    const pattern = typeof schema.pattern === 'string' ? schema.pattern : ''
    // A pattern of digits alone (`^9715[0-9]{8}$`), or a number that arrives as text (a query's `page`).
    const digits = /\[0-9\]/.test(pattern) && !/[a-zA-Z]-|\\S|\\s|\./.test(pattern.replace(/\[0-9\]/g, ''))
    const textNumber = asText && (schema.type === 'integer' || schema.type === 'number')
    const enumDigits = Array.isArray(schema.enum) && schema.enum.every((value) => /^[0-9]+$/.test(String(value)))
    if (digits || textNumber || enumDigits) found.push({ where, folds: marked })
  }
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const op = operation as unknown as {
        parameters?: unknown[]
        requestBody?: { content: Record<string, { schema: unknown }> }
      }
      for (const parameter of (op.parameters ?? []).map(resolve)) {
        walk(
          parameter.schema,
          `${method} ${path} ${String(parameter.in)}.${String(parameter.name)}`,
          true,
          false,
          new Set(),
        )
      }
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
        walk(content.schema, `${method} ${path} ${type}`, type.startsWith('application/x-www-form'), false, new Set())
    }
  }
  return found
}

describe('the contract marks every input of digits', () => {
  it('folds every typed number, phone, code and price, and every number that arrives as text', () => {
    const inputs = digitInputs()
    // The walk finds them: the keyword is marked by hand (free text), the rest by their shape.
    expect(inputs.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['get /product/for-customers query.page', 'post /product application/json.number']),
    )
    expect(inputs.filter(({ folds }) => !folds).map(({ where }) => where)).toEqual([])
  })
})

describe('digitFolder', () => {
  const fold = { type: 'string', 'x-digits': 'fold' }

  it('folds only what is marked, at any depth: properties, list items, branches', () => {
    const folder = digitFolder({
      type: 'object',
      properties: {
        number: fold,
        title: { type: 'string' },
        filters: { type: 'object', properties: { keyword: fold } },
        codes: { type: 'array', items: fold },
        either: { anyOf: [{ type: 'null' }, fold] },
      },
    })!
    const data = {
      number: '٧٨٦',
      title: 'لوحة ٧٨٦',
      filters: { keyword: '۷۷۷' },
      codes: ['١٢', 'A'],
      either: '٥',
      extra: '٩',
    }
    expect(folder(data)).toBe(data)
    expect(data).toEqual({
      number: '786',
      title: 'لوحة ٧٨٦',
      filters: { keyword: '777' },
      codes: ['12', 'A'],
      either: '5',
      extra: '٩',
    })
  })

  it('leaves numbers, objects and absent inputs to the schema, and marks nothing on a schema without marks', () => {
    const folder = digitFolder({ type: 'object', properties: { page: { type: 'integer', 'x-digits': 'fold' } } })!
    expect(folder({ page: 2 })).toEqual({ page: 2 })
    expect(folder({ page: { a: '٢' } })).toEqual({ page: { a: '٢' } })
    expect(folder({})).toEqual({})
    expect(folder(null)).toBeNull()
    expect(digitFolder({ type: 'object', properties: { id: { type: 'string' } } })).toBeUndefined()
  })

  it('stops at a schema that contains itself', () => {
    const tree: Record<string, unknown> = { type: 'object', properties: { code: fold } }
    ;(tree.properties as Record<string, unknown>).child = tree
    const data = { code: '١', child: { code: '٢' } }
    digitFolder(tree)!(data)
    expect(data).toEqual({ code: '1', child: { code: '٢' } })
  })
})
