import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { contract } from '#contract.ts'

/**
 * The contract check every test request goes through: the status must be one the document lists for
 * the operation, and a JSON body must validate against that status' schema.
 */

type Json = Record<string, unknown>

/** The document with every local $ref replaced by its target (the contract has no cycles). */
const resolved = deref(contract) as Json & { paths: Record<string, Record<string, Json>> }

function deref(node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(item, seen))
  if (!node || typeof node !== 'object') return node
  const object = node as Json
  if (typeof object.$ref === 'string') {
    const ref = object.$ref
    if (seen.includes(ref)) throw new Error(`Cyclic $ref ${ref}`)
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract)
    const { $ref: _ref, ...siblings } = object
    return { ...(deref(target, [...seen, ref]) as Json), ...siblings }
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, deref(value, seen)]))
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
const compiled = new Map<object, ValidateFunction>()

export interface Operation {
  operationId: string
  method: string
  template: string
  spec: Json
}

export const operationList: Operation[] = Object.entries(resolved.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([, spec]) => typeof spec === 'object' && spec && 'operationId' in spec)
    .map(([method, spec]) => ({ operationId: String(spec.operationId), method: method.toUpperCase(), template, spec })),
)

/** The operation a request hits, by method and path under /api/v1.0. */
function findOperation(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0]!.replace(/^\/api\/v1\.0/, '')
  const verb = method === 'HEAD' ? 'GET' : method
  return operationList.find(
    (operation) =>
      operation.method === verb && new RegExp(`^${operation.template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  )
}

export interface Observed {
  method: string
  url: string
  status: number
  contentType: string | undefined
  body: string
}

/** The ways a response breaks the contract (empty when it conforms). */
export function contractViolations(observed: Observed): string[] {
  const operation = findOperation(observed.method, observed.url)
  if (!operation) {
    // Outside the document (unknown route): still the error shape.
    return observed.status === 404 ? [] : [`${observed.method} ${observed.url} is not in the contract`]
  }
  const responses = operation.spec.responses as Record<string, Json>
  const documented = responses[String(observed.status)]
  const where = `${operation.operationId} ${observed.status}`
  if (!documented) return [`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`]
  const content = documented.content as Record<string, { schema?: object }> | undefined
  if (!content) return observed.body === '' ? [] : [`${where}: documented without a body, but one came`]
  const media = observed.contentType?.split(';')[0]?.trim()
  if (!media || !content[media])
    return [`${where}: content type ${media} not documented (${Object.keys(content).join(', ')})`]
  if (media !== 'application/json') return []
  const schema = content[media]!.schema!
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  let data: unknown
  try {
    data = JSON.parse(observed.body)
  } catch {
    return [`${where}: body is not JSON`]
  }
  return validate(data) ? [] : [`${where}: ${ajv.errorsText(validate.errors)} in ${observed.body.slice(0, 300)}`]
}
