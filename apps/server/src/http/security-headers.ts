import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import helmet from 'helmet'
import { AFTER_PAINT_SCRIPT } from '@raqam/routes/render'

/** The script policy's source for the page's one inline script. */
const AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`

/**
 * Browser features no page of the storefront uses, switched off for it and anything it embeds (the
 * map): a script injected through some future hole still cannot reach the camera or the location.
 * Clipboard and Web Share stay allowed: the share buttons use them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

/** Every answer Fastify sends carries the security headers (helmet) and the Permissions-Policy. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  developmentStorefront = false,
): Promise<void> {
  await app.register(fastifyHelmet, securityHeaders(production, developmentStorefront))
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
}

/**
 * The same headers as a plain list, for the answers written straight to the socket because Node's
 * HTTP parser refused the request before Fastify saw it (client-errors.ts). Helmet itself computes
 * them, so the two can never drift apart.
 */
export function securityHeaderList(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {}
  const { global: _global, enableCSPNonces: _nonces, ...options } = securityHeaders(production)
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  }
  // Helmet's middleware is synchronous and only sets headers.
  // (helmet's ESM and CommonJS typings declare the same options twice, hence the cast.)
  helmet(options as Parameters<typeof helmet>[0])(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  )
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY }
}

/**
 * Security headers with a Content-Security-Policy fitted to the storefront: everything from our own
 * origin; images also from data: and blob: (avatar previews); the map on the contact page from Google
 * Maps' embed; no plugins, no framing by other sites. Styles allow 'unsafe-inline' because the toast
 * library (sonner) injects its stylesheet at run time; scripts stay same-origin, but for the page's one
 * inline script, allowed by its hash (`AFTER_PAINT_SCRIPT`, ADR 0042).
 */
function securityHeaders(production: boolean, developmentStorefront = false): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Vite's development client starts with an inline script (React's hot-reload preamble): allowed
        // for `pnpm dev` only, which production refuses to run.
        'script-src': developmentStorefront ? ["'self'", "'unsafe-inline'"] : ["'self'", AFTER_PAINT_HASH],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The API reference (Redoc) searches in a worker it starts from a blob of its own script.
        'worker-src': ["'self'", 'blob:'],
        // The contact map embeds maps.google.com/maps?…&output=embed, which redirects to
        // www.google.com/maps?… (exactly /maps) or /maps/embed…: both spellings of the path.
        'frame-src': ['https://maps.google.com', 'https://www.google.com/maps', 'https://www.google.com/maps/'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", 'mailto:'],
        'frame-ancestors': ["'self'"],
        // No upgrade-insecure-requests: `pnpm start` serves plain http on 127.0.0.1, where it would
        // send every asset request to an https port that does not exist. TLS belongs to the proxy.
      },
    },
    // Links to wa.me and the police sites must still say where they came from (origin only).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http, so it only matters behind a TLS proxy in production.
    strictTransportSecurity: production,
  }
}
