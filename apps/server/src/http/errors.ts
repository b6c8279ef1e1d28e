import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode, ErrorItem, ErrorParams, ErrorResponse } from '@raqam/api/schema'
import { problem, type Problem } from '#domain/problems.ts'
import { requestLanguage } from './language.ts'
import { wordsIn, type Words } from './answer-texts.ts'

export type { ErrorResponse }

/**
 * An error answer that a handler throws on purpose; the error handler puts it into words in the
 * language the request asks for, as the contract's ErrorResponse. Codes are the contract's
 * `ErrorCode`, so the server cannot emit one the document does not list (the type checker says so).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly problems?: Problem[],
  ) {
    super(code)
  }
}

/** An answer with a single problem: the answer says it, and so does its one item. */
const single = (status: number, item: Problem) => new HttpError(status, item.code, item.params, [item])

/** A 400 naming one input. */
export const badRequest = (code: ErrorCode, path?: string, params?: ErrorParams) =>
  single(400, problem(code, path, params))
/** A 400 listing several problems, most important first. */
export const invalid = (problems: Problem[]) =>
  problems.length === 1
    ? single(400, problems[0]!)
    : new HttpError(400, 'validationFailed', { count: problems.length }, problems)
export const unauthorized = (code: ErrorCode = 'notSignedIn') => new HttpError(401, code)
export const forbidden = (code: ErrorCode) => new HttpError(403, code)
export const notFound = (code: ErrorCode) => new HttpError(404, code)
/** A 409 naming every clashing input (an e-mail and a phone can both be taken). */
export const conflict = (problems: [Problem, ...Problem[]]) =>
  new HttpError(409, problems[0].code, problems[0].params, problems)
/** A 410: it existed, and is gone for good (a proof deleted after its decision). */
export const gone = (code: ErrorCode) => new HttpError(410, code)
export const tooLarge = (code: ErrorCode, path?: string, params?: ErrorParams) =>
  single(413, problem(code, path, params))
export const unsupportedMedia = (code: ErrorCode, path?: string, params?: ErrorParams) =>
  single(415, problem(code, path, params))
/** A 429; `Retry-After` goes on the reply first (retryLater below). */
export const tooManyRequests = (code: ErrorCode, params: ErrorParams) => new HttpError(429, code, params)

/**
 * The contract's 429 with `Retry-After` (whole seconds) and the same wait in `params.waitSeconds`, so
 * a client can say it in its own words. The header goes on the reply before the error is thrown: the
 * error handler keeps headers already set.
 */
export function retryLater(reply: FastifyReply, waitMs: number, code: ErrorCode, params: ErrorParams = {}): HttpError {
  const waitSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  reply.header('retry-after', String(waitSeconds))
  return tooManyRequests(code, { ...params, waitSeconds })
}

// The statuses the contract documents for errors. Anything else a library raises is mapped onto the
// nearest of them, so a client never meets a status the document does not list. (408 and 431 come
// only from Node's HTTP parser: clientErrorAnswer below.)
const documented = new Set([400, 401, 403, 404, 409, 413, 415, 429])

/** The errors Fastify and its plugins raise before a handler runs, by their codes. */
const frameworkErrors: Record<string, [status: number, code: ErrorCode, params?: ErrorParams]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType', { accepted: 'application/json' }],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'contentLengthMismatch'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'emptyBody'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'badJson'],
  FST_ERR_BAD_URL: [400, 'malformedAddress'],
  FST_REQ_FILE_TOO_LARGE: [413, 'imageTooLarge', { max: 2 }],
  FST_PARTS_LIMIT: [413, 'formTooLarge'],
  FST_FILES_LIMIT: [413, 'formTooLarge'],
  FST_FIELDS_LIMIT: [413, 'formTooLarge'],
  FST_PROTO_VIOLATION: [400, 'forbiddenFieldName'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupportedMediaType', { accepted: 'multipart/form-data' }],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'jsonPartInvalid'],
}

/** Every code the tables above can give (a test checks each against the contract). */
export const frameworkErrorCodes: ErrorCode[] = Object.values(frameworkErrors).map(([, code]) => code)

/**
 * The one error handler: every failure leaves as the contract's ErrorResponse, with a code and words
 * in the language the request asks for (`Accept-Language`, en or ar).
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = describe(error, wordsIn(requestLanguage(request)), request.id)
  if (status >= 500) request.log.error({ err: error }, 'unexpected error')
  return reply.code(status).send(body)
}

function describe(
  error: FastifyError | HttpError,
  words: Words,
  requestId: string,
): { status: number; body: ErrorResponse } {
  const answered = (status: number, httpError: HttpError) => ({ status, body: answer(words, httpError, requestId) })
  if (error instanceof HttpError) return answered(error.statusCode, error)
  const known = 'code' in error && typeof error.code === 'string' ? frameworkErrors[error.code] : undefined
  if (known) return answered(known[0], new HttpError(...known))
  if (error instanceof SyntaxError) return answered(400, new HttpError(400, 'badJson'))
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return answered(documented.has(status) ? status : 400, new HttpError(status, 'invalidRequest'))
  }
  return answered(500, new HttpError(500, 'unexpected'))
}

/**
 * The answer to a request Node's HTTP parser refused before Fastify saw it (server 'clientError'):
 * a head over the size limit, a head or body that did not arrive in time, or bytes that are not HTTP
 * (a NUL in the path, two Content-Length headers…). The request was never parsed, so there is no
 * Accept-Language to follow: the words are English.
 */
export function clientErrorAnswer(
  error: { code?: string },
  requestId: string,
): { status: number; body: ErrorResponse } {
  const words = wordsIn('en')
  const answered = (status: number, httpError: HttpError) => ({ status, body: answer(words, httpError, requestId) })
  if (error.code === 'HPE_HEADER_OVERFLOW') return answered(431, new HttpError(431, 'headTooLarge', { max: 16 }))
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answered(408, new HttpError(408, 'requestTimeout'))
  return answered(400, new HttpError(400, 'notHttp'))
}

/** The ErrorResponse of an HttpError, in words; at most 100 items (the contract's bound). */
function answer(words: Words, error: HttpError, requestId: string): ErrorResponse {
  const items: ErrorItem[] = (error.problems ?? []).slice(0, 100).map((item) => ({
    code: item.code,
    msg: clip(words.error(item.code, item.params), 500),
    ...(item.path && { path: clip(item.path, 200) }),
    ...(item.params && { params: item.params }),
  }))
  const [first] = items
  const message =
    error.code === 'validationFailed' && first
      ? words.summary(first.msg, items.length - 1)
      : words.error(error.code, error.params)
  return {
    code: error.code,
    requestId,
    message: clip(message, 1000),
    ...(error.params && { params: error.params }),
    ...(items.length > 0 && { errors: items }),
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
