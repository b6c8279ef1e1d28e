import type { FastifyHelmetOptions } from '@fastify/helmet'

/**
 * Security headers with a Content-Security-Policy fitted to the storefront: everything from our own
 * origin; images also from data: and blob: (avatar previews); the map on the contact page from Google
 * Maps' embed; no plugins, no framing by other sites. Styles allow 'unsafe-inline' because the toast
 * library (sonner) injects its stylesheet at run time; scripts stay strictly same-origin.
 */
export function securityHeaders(production: boolean): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
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
