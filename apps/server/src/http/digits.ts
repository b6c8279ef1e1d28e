import { foldDigits } from '@raqam/listing-rules/digits'

/** Rewrites the inputs of one HTTP part (a query, a body…) in place, and returns it. */
export type DigitFolder = (data: unknown) => unknown

interface SchemaNode {
  'x-digits'?: unknown
  properties?: Record<string, unknown>
  items?: unknown
  anyOf?: unknown[]
  oneOf?: unknown[]
  allOf?: unknown[]
}

/**
 * What folds the digits of a part's inputs before validation: every text the contract marks
 * `x-digits: fold` (openapi.yaml's conventions), at any depth, gets Western digits (`٧٨٦` → `786`), so
 * the schema's patterns and a query's number coercion judge what the person meant. Undefined when the
 * schema marks nothing, so most routes pay nothing. Non-text values are left for the schema to judge.
 */
export function digitFolder(schema: unknown): DigitFolder | undefined {
  return folderOf(schema, new Set())
}

function folderOf(schema: unknown, ancestors: Set<object>): DigitFolder | undefined {
  // Glue inlines every $ref but recursive ones; a schema met again among its own ancestors is one of those.
  if (!schema || typeof schema !== 'object' || ancestors.has(schema)) return undefined
  ancestors.add(schema)
  const node = schema as SchemaNode
  const folders: DigitFolder[] = []
  if (node['x-digits'] === 'fold') folders.push(foldText)
  const properties = Object.entries(node.properties ?? {}).flatMap(([name, property]) => {
    const folder = folderOf(property, ancestors)
    return folder ? [[name, folder] as const] : []
  })
  if (properties.length > 0) folders.push((data) => foldProperties(data, properties))
  const items = folderOf(node.items, ancestors)
  if (items) folders.push((data) => (Array.isArray(data) ? data.map(items) : data))
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const folder = folderOf(branch, ancestors)
    if (folder) folders.push(folder)
  }
  ancestors.delete(schema)
  if (folders.length === 0) return undefined
  return folders.length === 1 ? folders[0] : (data) => folders.reduce((value, folder) => folder(value), data)
}

/** A text, or each text of a repeated query key (which validation then refuses as more than one value). */
function foldText(data: unknown): unknown {
  if (typeof data === 'string') return foldDigits(data)
  if (Array.isArray(data)) return data.map((value) => (typeof value === 'string' ? foldDigits(value) : value))
  return data
}

function foldProperties(data: unknown, properties: ReadonlyArray<readonly [string, DigitFolder]>): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data
  const object = data as Record<string, unknown>
  for (const [name, folder] of properties) {
    if (Object.hasOwn(object, name)) object[name] = folder(object[name])
  }
  return data
}
