import { contract, type OpenApiDocument, type OperationId } from '#contract.ts'

/** How an operation treats the session token, read from its `security` in the contract. */
type AuthMode = 'required' | 'optional' | 'none'

/** What the server needs to know about one operation beyond what glue turns into a route. */
export interface OperationInfo {
  operationId: OperationId
  method: string
  path: string
  auth: AuthMode
  /** Request content types the operation accepts (empty: it takes no body). */
  consumes: string[]
  bodyRequired: boolean
  /** The parts its multipart form names (empty without one): which files the form may carry. */
  formParts: string[]
  /** The operation's `x-fastify-config` (its stricter rate limit, or `rateLimit: false`). */
  fastifyConfig: Record<string, unknown>
}

/** Every operation of a document, by operationId. */
export function readOperations(document: OpenApiDocument = contract): Map<string, OperationInfo> {
  const result = new Map<string, OperationInfo>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue
      const security = operation.security ?? document.security ?? []
      const auth: AuthMode =
        security.length === 0
          ? 'none'
          : security.some((requirement) => Object.keys(requirement).length === 0)
            ? 'optional'
            : 'required'
      result.set(operation.operationId, {
        operationId: operation.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        auth,
        consumes: Object.keys(operation.requestBody?.content ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        formParts: formParts(document, operation.requestBody?.content['multipart/form-data']),
        fastifyConfig: operation['x-fastify-config'] ?? {},
      })
    }
  }
  return result
}

/** The property names of a multipart body's schema (a `$ref` to one of the document's schemas, or inline). */
function formParts(document: OpenApiDocument, content: unknown): string[] {
  let schema = (content as { schema?: { $ref?: string; properties?: object } } | undefined)?.schema
  const name = schema?.$ref?.replace('#/components/schemas/', '')
  if (name) schema = document.components.schemas[name] as typeof schema
  return Object.keys(schema?.properties ?? {})
}
