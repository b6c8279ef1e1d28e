import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { ShareFacts } from '#share/share-text.ts'
import { matchRoute } from '@raqam/routes/paths'
import { pageLanguage, renderSharePage } from '#share/share-page.ts'
import { notFound } from './errors.ts'
import { publicOrigin } from './public-origin.ts'

/** Vite fingerprints everything under assets/, so those files never change under one name. */
const HASHED = /[/\\]assets[/\\]/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface StorefrontOptions {
  /** A shared listing by id (what a visitor may see), for the detail pages' share tags. */
  findListing: (id: string) => Promise<ShareFacts | null>
  /** Where the API answers (`/api/v1.0`), for the card image's URL. */
  apiPrefix: string
  /** The public origin (`https://raqam.ae`) for og:url and og:image; else the request's own. */
  publicUrl?: string | null
}

/**
 * The built storefront from the same process and port: long caching for fingerprinted assets, a
 * revalidated index.html, and the SPA shell for client-side routes (@raqam/routes says which paths are pages;
 * any other answers 404). Detail pages get the shell with their own title, description and share tags
 * (share/share-page.ts). Unknown API calls and missing
 * files stay 404 (a stale hashed chunk must not come back as HTML).
 */
export async function serveStorefront(app: FastifyInstance, webDist: string | null, options: StorefrontOptions): Promise<void> {
  const hasStorefront = webDist !== null && existsSync(join(webDist, 'index.html'))
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const shell = hasStorefront ? shellReader(join(webDist, 'index.html')) : null

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !/\.[^/]*$/.test(path)
    if (!shell || !isPage) throw notFound(`No route ${request.method} ${path}`)
    const route = matchRoute(path)
    // A path the route table does not know gets the shell, whose router shows the styled "not found" page,
    // under a 404 that tells crawlers the truth.
    if (!route) return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell())
    if (route.name !== 'details') return reply.header('cache-control', 'no-cache').sendFile('index.html')
    const { category, id } = route.params as { category: string; id: string }
    // A malformed id is simply not a listing (the database would refuse to compare it).
    const found = UUID.test(id) ? await options.findListing(id) : null
    const product = found && found.category === category ? found : null
    const html = renderSharePage(shell(), {
      product,
      language: pageLanguage(request.query, request.cookies),
      origin: publicOrigin(request, options.publicUrl),
      path,
      apiPrefix: options.apiPrefix,
    })
    // The storefront still renders its own "not found" page; the status tells crawlers the truth.
    return reply
      .code(product ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html)
  })
}

/** index.html, read again only when the file changes (a rebuild of the storefront while running). */
function shellReader(file: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined
  return () => {
    const { mtimeMs } = statSync(file)
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') }
    return cached.html
  }
}
