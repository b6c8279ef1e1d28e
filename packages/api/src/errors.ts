import { errorText, type Translate } from '#texts/texts.ts'
import { errorCodeValues, type ErrorCode, type ErrorParams, type ErrorResponse } from '#schema.ts'

/**
 * Why a call failed, in four kinds (the shapes of RTK Query's fetchBaseQuery, which the
 * original storefront used): the network, the timeout, an answer that is not JSON, or an HTTP error
 * status with the answer's body.
 */
export type ApiFailure =
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'TIMEOUT_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string }
  | { status: number; data: unknown }

/** The error every call of the client throws; `failure` says which kind it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly failure: ApiFailure

  constructor(failure: ApiFailure, options?: ErrorOptions) {
    super(describe(failure), options)
    this.failure = failure
  }

  /** The failure kind, or the HTTP status of an error answer. */
  get status(): ApiFailure['status'] {
    return this.failure.status
  }
}

/** True for errors thrown by the client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** True when `data` has the contract's ErrorResponse shape (every 4xx answer has it). */
export function isErrorResponse(data: unknown): data is ErrorResponse {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
}

/** The HTTP status of an error answer, or undefined for network, timeout and parsing failures. */
export function httpStatus(error: unknown): number | undefined {
  return isApiError(error) && typeof error.failure.status === 'number' ? error.failure.status : undefined
}

/**
 * The toast text for any error, in the language `t` speaks, by code: the first
 * `errors[]` item, else the answer itself; an answer without a code we know (a proxy's, a newer
 * server's) falls back to its own words. Failures without an answer have their own texts, and no raw
 * `TypeError` or status line ever reaches a person.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) {
    // Answers that reached the caller without the client (e.g. a raw openapi-fetch `error`); a thrown
    // Error's text is for developers.
    return (error instanceof Error ? undefined : answerText(error, t)) ?? t('failures.unexpected')
  }
  const { failure } = error
  switch (failure.status) {
    case 'FETCH_ERROR':
      return t('failures.offline')
    case 'TIMEOUT_ERROR':
      return t('failures.timeout')
    case 'PARSING_ERROR':
      return t(failure.originalStatus >= 500 ? 'failures.server' : 'failures.unreadable')
    default: {
      const known = answerText(failure.data, t, { codesOnly: true })
      if (known !== undefined) return known
      if (failure.status >= 500) return t('failures.server')
      if (failure.status === 429) return t('failures.tooMany')
      return answerText(failure.data, t) ?? t('failures.unexpected')
    }
  }
}

/**
 * The problem an error answer is about, as its text is chosen: its first item's code and params, else its
 * own. Undefined for a failure without an answer, or a code this client does not know. Forms use it to put
 * a refusal under the input it concerns (`currentPasswordWrong` under the password).
 */
export function errorProblem(error: unknown): { code: ErrorCode; params: ErrorParams } | undefined {
  if (!isApiError(error) || typeof error.failure.status !== 'number') return undefined
  const { data } = error.failure as { data: unknown }
  if (typeof data !== 'object' || data === null) return undefined
  const { errors, code, params } = data as { errors?: unknown; code?: unknown; params?: unknown }
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined
  const item = typeof first === 'object' && first !== null ? (first as { code?: unknown; params?: unknown }) : undefined
  if (item && isErrorCode(item.code)) return { code: item.code, params: paramsOf(item.params) }
  return isErrorCode(code) ? { code, params: paramsOf(params) } : undefined
}

/** The text of an answer: by the code of its first item, else its own code; then (unless codesOnly) its words. */
function answerText(data: unknown, t: Translate, options: { codesOnly?: boolean } = {}): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { errors, code, params, message } = data as {
    errors?: unknown
    code?: unknown
    params?: unknown
    message?: unknown
  }
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined
  const item =
    typeof first === 'object' && first !== null
      ? (first as { code?: unknown; params?: unknown; msg?: unknown })
      : undefined
  if (item && isErrorCode(item.code)) return errorText(t, item.code, paramsOf(item.params))
  if (isErrorCode(code)) return errorText(t, code, paramsOf(params))
  if (options.codesOnly) return undefined
  return nonEmpty(item?.msg) ?? nonEmpty(message)
}

const errorCodes = new Set<string>(errorCodeValues)

/** True for the codes the contract lists (a newer server may send one this client does not know). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodes.has(value)
}

function paramsOf(value: unknown): ErrorParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ErrorParams) : {}
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function describe(failure: ApiFailure): string {
  if (typeof failure.status === 'number') {
    const { data } = failure as { data: unknown }
    const words =
      typeof data === 'object' && data !== null ? nonEmpty((data as { message?: unknown }).message) : undefined
    return words ?? `HTTP ${failure.status}`
  }
  return `${failure.status}: ${'error' in failure ? failure.error : ''}`
}
