// Lint rules that keep every answer an operation can get in the contract (redocly.yaml switches them
// on). The statuses come from the server's framework, not from handlers, so nobody remembers to list them.

/** The methods whose bodies the server reads (up to its limit) whether or not the operation takes one. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete'])

/** A rule that reports the statuses `needs(operation, ctx)` names and the operation does not declare. */
const requires = (needs) => () => ({
  Operation: {
    enter(operation, ctx) {
      const declared = Object.keys(operation.responses ?? {})
      for (const [status, why] of needs(operation, ctx)) {
        if (!declared.includes(status)) {
          ctx.report({
            message: `${operation.operationId} must declare ${status}: ${why}.`,
            location: ctx.location.child(['responses']),
          })
        }
      }
    },
  },
})

const method = (ctx) => ctx.location.pointer.split('/').at(-1)
const takesPathParameter = (operation, ctx) =>
  (operation.parameters ?? []).some((parameter) => ctx.resolve(parameter).node?.in === 'path')

/** Too large for any write (413); a body of another type where it takes one (415). */
const bodyRefusals = requires((operation, ctx) => [
  ...(BODY_METHODS.has(method(ctx)) ? [['413', 'the server reads a body sent with this method, up to its limit']] : []),
  ...(operation.requestBody ? [['415', 'it takes a body, and refuses other types']] : []),
])

/** A malformed or over-long id: the schema's 400, the same on every operation (docs/adr/0044). */
const malformedId = requires((operation, ctx) =>
  takesPathParameter(operation, ctx) ? [['400', 'a malformed or over-long path parameter is refused']] : [],
)

/** An id that names nothing. */
const unknownId = requires((operation, ctx) =>
  takesPathParameter(operation, ctx) ? [['404', 'a path parameter may name nothing']] : [],
)

/** Every route has a rate limit unless its `x-fastify-config` switches it off. */
const rateLimited = requires((operation) =>
  operation['x-fastify-config']?.rateLimit === false ? [] : [['429', 'the server limits requests per client']],
)

/** What Node's HTTP parser answers on any address, before a route is even found. */
const transportRefusals = requires(() => [
  ['400', 'bytes that are not HTTP, or a malformed address'],
  ['408', 'a request that does not arrive in time'],
  ['431', 'a head over 16 KiB'],
])

/** Every 4xx and 5xx answer is the contract's ErrorResponse, as JSON. */
function errorSchema() {
  return {
    Operation: {
      enter(operation, ctx) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!/^[45]/.test(status)) continue
          const content = ctx.resolve(response).node?.content ?? {}
          const schema = content['application/json']?.schema
          if (Object.keys(content).length !== 1 || schema?.$ref !== '#/components/schemas/ErrorResponse') {
            ctx.report({
              message: `${operation.operationId} ${status} must be application/json with the ErrorResponse schema.`,
              location: ctx.location.child(['responses', status]),
            })
          }
        }
      },
    },
  }
}

export default function answers() {
  return {
    id: 'answers',
    rules: {
      oas3: {
        'body-refusals': bodyRefusals,
        'malformed-id': malformedId,
        'unknown-id': unknownId,
        'rate-limited': rateLimited,
        'transport-refusals': transportRefusals,
        'error-schema': errorSchema,
      },
    },
  }
}
