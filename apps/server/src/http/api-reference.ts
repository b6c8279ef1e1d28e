import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { serverFiles } from '#files.ts'

/** Where the API reference is read: its page, the script that draws it, and the contract it draws. */
export const API_REFERENCE_PATHS = {
  page: '/api/reference',
  contract: '/api/reference/openapi.yaml',
  redoc: '/api/reference/redoc.standalone.js',
  start: '/api/reference/start.js',
} as const

/** A day in any cache: the contract changes only with a deploy, and an hour-old copy misleads nobody. */
const CACHE_CONTROL = 'public, max-age=86400'

/**
 * Redoc's options (github.com/Redocly/redoc, "Redoc options"): the successful answers open, the contract
 * downloadable. The page's script is a file of ours, not inline, so the storefront's CSP holds here too.
 */
const START_SCRIPT = `const root = document.getElementById('reference')
Redoc.init(root.dataset.contract, { expandResponses: '200,201', hideHostname: true, nativeScrollbars: true }, root)
`

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Raqam API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body style="margin:0">
<noscript><p style="font-family:sans-serif;padding:1rem">The reference is drawn by a script. The contract it draws is
<a href="${API_REFERENCE_PATHS.contract}">openapi.yaml</a> (OpenAPI 3.1).</p></noscript>
<div id="reference" data-contract="${API_REFERENCE_PATHS.contract}"></div>
<script src="${API_REFERENCE_PATHS.redoc}"></script>
<script src="${API_REFERENCE_PATHS.start}"></script>
</body>
</html>
`

/**
 * Redoc's standalone bundle: the build copies it beside the server (scripts/build.ts), so the production
 * image carries one file, not Redoc's dependencies; from source it is read where pnpm installed it.
 */
function redocBundle(): string {
  if (existsSync(serverFiles.redocBundle)) return serverFiles.redocBundle
  return createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')
}

type Encoding = 'br' | 'gzip'

/** The encoding to send: Brotli, else gzip, if the client accepts it (a `q=0` refuses one). */
function chosenEncoding(request: FastifyRequest): Encoding | null {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, quality]) => !quality || Number(quality.replace(/^q=/, '')) > 0)
      .map(([name]) => name!.toLowerCase()),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
}

/**
 * A file that never changes while the server runs, compressed once per encoding, off the event loop, on its
 * first request: compressing Redoc's 1.1 MB as it is sent would cost about a second of CPU every time.
 */
function compressedOnce(body: Buffer): (encoding: Encoding) => Promise<Buffer> {
  const copies = new Map<Encoding, Promise<Buffer>>()
  return (encoding) => {
    let copy = copies.get(encoding)
    if (!copy) copies.set(encoding, (copy = compressors[encoding](body)))
    return copy
  }
}

/**
 * The API reference: `openapi/openapi.yaml` drawn by Redoc, every asset served by us (no CDN) under the
 * storefront's CSP. Not an operation of the API (not under /api/v1.0), like robots.txt and the sitemap.
 */
export function serveApiReference(app: FastifyInstance): void {
  const send = (path: string, type: string, body: Buffer) => {
    const compressed = compressedOnce(body)
    app.get(path, async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding').type(type)
      const encoding = chosenEncoding(request)
      if (!encoding) return reply.send(body)
      return reply.header('content-encoding', encoding).send(await compressed(encoding))
    })
  }

  send(API_REFERENCE_PATHS.page, 'text/html; charset=utf-8', Buffer.from(PAGE))
  send(API_REFERENCE_PATHS.contract, 'application/yaml; charset=utf-8', readFileSync(serverFiles.contract))
  send(API_REFERENCE_PATHS.redoc, 'text/javascript; charset=utf-8', readFileSync(redocBundle()))
  send(API_REFERENCE_PATHS.start, 'text/javascript; charset=utf-8', Buffer.from(START_SCRIPT))
}
