import type { ErrorResponse } from '#schema.ts'

/**
 * Why a call failed, in the four kinds of SPEC §8 (the shapes of RTK Query's fetchBaseQuery, which the
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
 * The toast text for any error (SPEC §8): the first `errors[].msg` of the answer, else its `message`,
 * else the error's own text, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (isApiError(error)) {
    const { failure } = error
    if (typeof failure.status === 'number') {
      return answerMessage(failure.data) ?? fallback
    }
    return nonEmpty('error' in failure ? failure.error : undefined) ?? fallback
  }
  // Answers that reached the caller without the client (e.g. a raw openapi-fetch `error`).
  const fromAnswer = answerMessage(error)
  if (fromAnswer !== undefined) return fromAnswer
  if (error instanceof Error) return nonEmpty(error.message) ?? fallback
  return nonEmpty(error) ?? fallback
}

function answerMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { errors, message } = data as { errors?: unknown; message?: unknown }
  if (Array.isArray(errors)) {
    const first: unknown = errors[0]
    const msg = typeof first === 'object' && first !== null ? (first as { msg?: unknown }).msg : undefined
    if (nonEmpty(msg) !== undefined) return nonEmpty(msg)
  }
  return nonEmpty(message)
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function describe(failure: ApiFailure): string {
  if (typeof failure.status === 'number') {
    return answerMessage((failure as { data: unknown }).data) ?? `HTTP ${failure.status}`
  }
  return `${failure.status}: ${'error' in failure ? failure.error : ''}`
}
