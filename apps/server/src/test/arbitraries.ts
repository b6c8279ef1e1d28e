import fc from 'fast-check'

type Schema = Record<string, unknown>

/** Strings that have broken servers before: non-finite numbers, huge exponents, wildcards, unicode. */
export const junkStrings = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  'null',
  'true',
  '%',
  '_',
  '\\',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>',
  'دبي',
  '😀',
  '\u0000',
  'a'.repeat(300),
]

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...junkStrings, null, true, false, 0, -1, Number.MAX_VALUE, -0, 1e21, [], {}),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
)

/**
 * Values for a JSON Schema of the contract: mostly valid (so requests get past validation and reach
 * the handlers and the database), sometimes junk (so validation itself is exercised).
 */
export function valueFor(schema: Schema, junkWeight = 1): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validFor(schema), weight: 6 }, { arbitrary: junk, weight: junkWeight })
}

function validFor(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if ('const' in schema) return fc.constant(schema.const)
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (choices) return fc.oneof(...choices.map((choice) => validFor(choice)))
  const type = schema.type
  if (Array.isArray(type)) return fc.oneof(...type.map((one) => validFor({ ...schema, type: one })))
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) })
    case 'number':
      return fc.oneof(
        fc.integer({
          min: Math.ceil(Number(schema.minimum ?? -1e6)),
          max: Math.floor(Math.min(Number(schema.maximum ?? 1e6), 1e6)),
        }),
        fc.double({
          min: Number(schema.minimum ?? -1e6),
          max: Number(schema.maximum ?? 1e6),
          noNaN: true,
          noDefaultInfinity: true,
        }),
        fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      )
    case 'string':
      return stringFor(schema)
    case 'array': {
      const items = validFor((schema.items ?? {}) as Schema)
      const maxLength = Math.min(Number(schema.maxItems ?? 4), 4)
      return schema.uniqueItems
        ? fc.uniqueArray(items, { maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(items, { maxLength })
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      // A property declared `false` (a listing's number on an update) has no valid value: left out.
      const allowed = Object.entries(properties).filter(([, property]) => (property as unknown) !== false)
      const record = fc.record(Object.fromEntries(allowed.map(([name, property]) => [name, valueFor(property, 1)])), {
        requiredKeys: required.filter((name) => allowed.some(([known]) => known === name)),
      })
      // Now and then a field the schema does not know.
      return fc.oneof(
        { arbitrary: record, weight: 9 },
        { arbitrary: record.map((value) => ({ ...value, extra: 1 })), weight: 1 },
      )
    }
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0)
  const maxLength = Math.min(Number(schema.maxLength ?? 50), 200)
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'email') return fc.emailAddress().filter(fits)
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  if (typeof schema.pattern === 'string') {
    const anchored = schema.pattern.startsWith('^')
    const pattern = anchored ? schema.pattern : `^.*${schema.pattern}.*$`
    return fc.stringMatching(new RegExp(pattern)).filter(fits)
  }
  if (schema.contentMediaType) return fc.constant('')
  return fc.string({ minLength, maxLength: Math.min(maxLength, 40) })
}

/**
 * Values of `arbitrary` where, now and then (about one in four), one of the strings inside (at any
 * depth, keys excluded) gets a U+0000 somewhere: PostgreSQL refuses the byte, so each must be a 400
 * naming the field, never a 500.
 */
export function withNulBytes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arbitrary, fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat()).map(([value, dice, which, where]) => {
    if (dice !== 0) return value
    let seen = 0
    const count = countStrings(value)
    if (count === 0) return value
    const target = which % count
    const visit = (item: unknown): unknown => {
      if (typeof item === 'string') {
        if (seen++ !== target) return item
        const at = where % (item.length + 1)
        return `${item.slice(0, at)}\u0000${item.slice(at)}`
      }
      if (Array.isArray(item)) return item.map(visit)
      if (item && typeof item === 'object')
        return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, visit(inner)]))
      return item
    }
    return visit(value) as T
  })
}

function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countStrings(item), 0)
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + countStrings(item), 0)
  return 0
}
