import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '@raqam/api/schema'

export type ErrorItem = components['schemas']['ErrorItem']
export type ErrorResponse = components['schemas']['ErrorResponse']

/** A 4xx that a handler throws on purpose; the error handler turns it into the contract's ErrorResponse. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorItem[],
  ) {
    super(message)
  }
}

/** A 400 naming one input (`body.x`, `query.x`, `params.x`). */
export const badRequest = (msg: string, path?: string) => new HttpError(400, msg, [{ msg, ...(path && { path }) }])
/** A 400 listing several problems, most important first. */
export const invalid = (errors: ErrorItem[]) => new HttpError(400, summarise(errors), errors)
export const unauthorized = (message = 'You are not logged in') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (msg: string, path?: string) => new HttpError(409, msg, [{ msg, ...(path && { path }) }])
export const tooLarge = (msg: string, path?: string) => new HttpError(413, msg, [{ msg, ...(path && { path }) }])
export const unsupportedMedia = (msg: string, path?: string) => new HttpError(415, msg, [{ msg, ...(path && { path }) }])
/** A 503 the contract documents where a message must go out (the notifier's service failed). */
export const serviceUnavailable = (message: string) => new HttpError(503, message)

/** The summary line of several problems: the first, and how many more. */
export function summarise(errors: ErrorItem[]): string {
  const [first] = errors
  if (!first) return 'The request is invalid'
  const more = errors.length - 1
  return more === 0 ? first.msg : `${first.msg} (and ${more} more problem${more === 1 ? '' : 's'})`
}

// The statuses the contract documents for errors. Anything else a library raises is mapped onto the
// nearest of them, so a client never meets a status the document does not list. (408 and 431 come
// only from Node's HTTP parser: clientErrorAnswer below.)
const documented = new Set([400, 401, 403, 404, 409, 413, 415, 429])

/** Plain-language messages for the errors Fastify and its plugins raise before a handler runs. */
const frameworkMessages: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here: send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty: send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_BAD_URL: [400, 'The address is malformed'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The image must be at most 2 MiB'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts'],
  FST_FILES_LIMIT: [413, 'The form has too many files'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields'],
  FST_PROTO_VIOLATION: [400, 'The form contains a forbidden field name'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send this form as multipart/form-data'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'The json part is not valid JSON'],
}

/**
 * The one error handler: every failure leaves as the contract's ErrorResponse with a message a person
 * can read. Validation failures are worded by validation.ts (they arrive here as HttpError).
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = describe(error)
  if (status >= 500) request.log.error({ err: error }, 'unexpected error')
  return reply.code(status).send(body)
}

function describe(error: FastifyError | HttpError): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: shape(error.message, error.errors) }
  }
  const known = 'code' in error && typeof error.code === 'string' ? frameworkMessages[error.code] : undefined
  if (known) return { status: known[0], body: shape(known[1]) }
  if (error instanceof SyntaxError) return { status: 400, body: shape('The request body is not valid JSON') }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return { status: documented.has(status) ? status : 400, body: shape(error.message || 'The request is invalid') }
  }
  return { status: 500, body: shape('Something went wrong on our side. Please try again.') }
}

/**
 * The answer to a request Node's HTTP parser refused before Fastify saw it (server 'clientError'):
 * a head over the size limit, a head or body that did not arrive in time, or bytes that are not HTTP
 * (a NUL in the path, two Content-Length headers…). llhttp's `reason` says which, in plain words.
 */
export function clientErrorAnswer(error: { code?: string; reason?: string }): { status: number; body: ErrorResponse } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: shape('The request head (address, cookies and other headers) is too large: at most 16 KiB') }
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: shape('The request took too long to arrive; please send it again') }
  }
  const reason = error.reason ? `: ${error.reason.replace(/\.$/, '')}` : ''
  return { status: 400, body: shape(`The request is not valid HTTP${reason}`) }
}

/** Keeps messages inside the contract's bounds (message ≤ 1000, msg ≤ 500, ≤ 100 items). */
function shape(message: string, errors?: ErrorItem[]): ErrorResponse {
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
  return {
    message: clip(message, 1000),
    ...(errors?.length && {
      errors: errors.slice(0, 100).map((item) => ({ msg: clip(item.msg, 500), ...(item.path && { path: clip(item.path, 200) }) })),
    }),
  }
}
