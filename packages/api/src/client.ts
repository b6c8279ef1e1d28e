import createClient, { type Client, type Middleware } from 'openapi-fetch'
import Cookies from 'js-cookie'
import { ApiError } from '#errors.ts'
import type { paths } from '#generated/openapi.ts'

/** The cookie that holds the session token. */
export const TOKEN_COOKIE = 'customerToken'

/** Same origin as the storefront. */
export const DEFAULT_BASE_URL = '/api/v1.0'

/** How long a call may take, answer body included, before it fails with TIMEOUT_ERROR. */
export const DEFAULT_TIMEOUT_MS = 15_000

/** Sessions last 30 days on the server, so the cookie does too. */
const TOKEN_COOKIE_DAYS = 30

/** The typed client for every path of the contract. */
export type ApiClient = Client<paths>

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root URL of the API (default: same origin, `/api/v1.0`). */
  baseUrl?: string
  /** Milliseconds before a call fails with TIMEOUT_ERROR (default 15 s). */
  timeoutMs?: number
  /** Returns the session token to send as a Bearer header (default: the `customerToken` cookie). */
  getToken?: () => string | undefined
  /** The fetch to use (default: the global one, looked up at call time). */
  fetch?: (request: Request) => Promise<Response>
  /** The page language, sent as `Accept-Language` so the server's words match the page (default: none). */
  getLanguage?: () => string | undefined
}

/**
 * Creates the client: cookies included, `Authorization: Bearer <token>` when there is a token, a
 * timeout, and failures thrown as {@link ApiError} of kind FETCH_ERROR, TIMEOUT_ERROR or PARSING_ERROR.
 * HTTP error answers come back as openapi-fetch's `error`; {@link unwrap} turns them into ApiErrors.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = DEFAULT_BASE_URL, timeoutMs = DEFAULT_TIMEOUT_MS, getToken = readSessionToken } = options
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    fetch: (request) => guardedFetch(request, options.fetch ?? ((r) => globalThis.fetch(r)), timeoutMs),
  })
  client.use(bearerToken(getToken))
  if (options.getLanguage) client.use(acceptLanguage(options.getLanguage))
  return client
}

/**
 * Awaits a call and returns its data, or throws an {@link ApiError} `{status, data}` for an HTTP error.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) {
    // openapi-fetch hands over an empty error body as ''; there is no data then.
    throw new ApiError({ status: response.status, data: error === '' ? undefined : error })
  }
  return data as T
}

/**
 * The token as last read from the cookie. Reading `document.cookie` is a synchronous call to the
 * browser process, which stalls the page when that process is busy, and the storefront reads the
 * session at every query-cache event (dozens while a page hydrates). The cookie changes only by this
 * module's writes or in another tab, so a read is kept until one of those may have happened: a write
 * here, the tab coming back into focus or into view (where the visitor used the other tab), or a change
 * the browser reports (the Cookie Store API, where there is one).
 */
let knownToken: { value: string | undefined } | null = null
let watchingOtherTabs = false

function forgetKnownToken(): void {
  knownToken = null
}

function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return
  watchingOtherTabs = true
  window.addEventListener('focus', forgetKnownToken)
  document.addEventListener('visibilitychange', forgetKnownToken)
  ;(window as { cookieStore?: EventTarget }).cookieStore?.addEventListener('change', forgetKnownToken)
}

/** The session token from the `customerToken` cookie, if any. */
export function readSessionToken(): string | undefined {
  if (!knownToken) {
    watchOtherTabs()
    knownToken = { value: Cookies.get(TOKEN_COOKIE) || undefined }
  }
  return knownToken.value
}

/** Stores the session token where the storefront and the server look for it (path /, SameSite=Lax). */
export function storeSessionToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    expires: TOKEN_COOKIE_DAYS,
    secure: globalThis.location?.protocol === 'https:',
  })
  forgetKnownToken()
}

/** Forgets the session token. */
export function clearSessionToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' })
  forgetKnownToken()
}

function acceptLanguage(getLanguage: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const language = getLanguage()
      if (language) request.headers.set('Accept-Language', language)
      return request
    },
  }
}

function bearerToken(getToken: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken()
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`)
      }
      return request
    },
  }
}

/**
 * fetch with a deadline, and with the failures that have no HTTP status turned into ApiErrors. The
 * body is read here, inside the deadline, so a stalled body times out too and a body that is not JSON
 * is reported as PARSING_ERROR with the status it came with.
 */
async function guardedFetch(
  request: Request,
  fetchImpl: (request: Request) => Promise<Response>,
  timeoutMs: number,
): Promise<Response> {
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = AbortSignal.any([request.signal, deadline])
  let response: Response
  let text: string
  try {
    response = await fetchImpl(new Request(request, { signal }))
    // fetch ties the body to the signal, but a custom fetch may not: race the deadline explicitly.
    text = await Promise.race([response.text(), rejectOnAbort(signal)])
  } catch (cause) {
    // A caller's abort (TanStack Query cancelling a query) is not an API failure: pass it on as is.
    if (request.signal.aborted && !deadline.aborted) throw cause
    if (deadline.aborted) {
      throw new ApiError({ status: 'TIMEOUT_ERROR', error: `No answer within ${timeoutMs} ms` }, { cause })
    }
    throw new ApiError({ status: 'FETCH_ERROR', error: String(cause) }, { cause })
  }
  if (text !== '') {
    try {
      JSON.parse(text)
    } catch (cause) {
      throw new ApiError(
        { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(cause) },
        { cause },
      )
    }
  }
  const bodyless = response.status === 204 || response.status === 205 || response.status === 304
  return new Response(bodyless ? null : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}
