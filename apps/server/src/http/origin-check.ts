import type { FastifyRequest } from 'fastify'
import { credentialsOf } from './auth-hooks.ts'
import { forbidden } from './errors.ts'

/** Methods that change nothing; everything else the API takes is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * onRequest, before authentication: a write that a browser authenticates with the customerToken cookie
 * must come from the storefront's own origin. SameSite=Lax was the only guard, and it lets a form on a
 * sibling subdomain (same site) through, as well as top-level navigations in older browsers.
 *
 * Only cookie-authenticated writes are looked at: another site cannot set an Authorization header,
 * so Bearer requests (the storefront sends one on every call) cannot be forged this way. A request
 * with neither Sec-Fetch-Site nor Origin is not a browser's cross-site request (browsers send Origin
 * on every cross-origin POST, PUT and DELETE), so curl and other clients keep working.
 */
export function refuseCrossSiteWrites(publicUrl: string | null) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null
  return async (request: FastifyRequest) => {
    const operation = request.routeOptions.config.operation
    // An operation that takes no sign-in has no session to forge, whatever cookie comes along. The
    // one-click unsubscribe (RFC 8058) is one: mail providers post it from their servers, with no
    // Origin or their own, and its token is the capability, its action idempotent and undoable.
    if (!operation || operation.auth === 'none' || SAFE_METHODS.has(request.method)) return
    if (credentialsOf(request)?.from !== 'cookie') return
    if (isCrossSite(request, publicOrigin)) throw forbidden('crossSiteWrite')
  }
}

function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = header(request, 'origin')
  // The storefront's origin: PUBLIC_URL, or the one this request was addressed to (which also covers
  // `pnpm dev`, whose Vite proxy keeps the browser's Host).
  if (origin && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`)) return false
  const fetchSite = header(request, 'sec-fetch-site')
  // same-origin: the page and the API share an origin (also behind a proxy that rewrites Host);
  // none: the person typed or bookmarked it.
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false
  return fetchSite !== undefined || origin !== undefined
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined
}
