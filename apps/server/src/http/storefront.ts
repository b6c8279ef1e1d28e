import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, languageHref, pageLanguage } from '@raqam/routes/paths'
import type { PageRequest, PageResponse } from '@raqam/routes/render'
import { escapeHtml } from '@raqam/text/html'
import { directionOf, type Language } from '@raqam/text/languages'
import { cardVersion } from '#cards/card-version.ts'
import { CARD_HEIGHT, CARD_WIDTH } from '#cards/card-svg.ts'
import { notFound } from './errors.ts'
import { wordsIn } from './answer-texts.ts'
import { injectFetch } from './inject-fetch.ts'
import { cookiesAfter, type KeptPage, type PageCache } from './page-cache.ts'
import { pagePart } from './page-part.ts'
import type { Storefront } from './page-renderer.ts'
import { publicOrigin } from './public-origin.ts'

/** Vite fingerprints everything under assets/, so those files never change under one name. */
const HASHED = /[/\\]assets[/\\]/

export interface StorefrontOptions {
  /** Where the API answers (`/api/v1.0`): the renderer calls it, and share card URLs live under it. */
  apiPrefix: string
  /** The share card's path under the API, with `{id}` (from the contract). */
  cardPath: string
  /** The public origin (`https://raqam.ae`) for canonical, Open Graph and card URLs; else the request's own. */
  publicUrl?: string | null
  /** Visitors' pages kept between writes (ADR 0023); null renders every page. */
  pages?: PageCache | null
}

/**
 * The storefront from the same process and port (ADR 0012): every page is rendered here by the
 * storefront's renderer, with the visitor's language and session, at its real status (404 for a path
 * outside the route table or a missing listing, redirects for the guarded pages). The browser's files
 * are served with long caching when fingerprinted. Unknown API calls and missing files stay plain 404s
 * (a stale hashed chunk must not come back as a page).
 */
export async function serveStorefront(
  app: FastifyInstance,
  storefront: Storefront | null,
  options: StorefrontOptions,
): Promise<void> {
  if (storefront?.clientDir) {
    await app.register(fastifyStatic, {
      root: storefront.clientDir,
      wildcard: false,
      // Pages are rendered, never served as the raw template.
      index: false,
      allowedPath: (path) => path !== '/index.html',
      // The build writes a Brotli and a gzip copy of each text file at their best (apps/web/build).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  // A real route, not the not-found handler: route hooks (compression, rate limits) apply to pages too.
  if (storefront) {
    app.get('/*', async (request, reply) => {
      if (!isPagePath(request.url)) throw notFound('routeNotFound')
      try {
        return await renderPage(app, storefront, request, reply, options)
      } catch (error) {
        // A page that could not be drawn is still a page: never the API's JSON to a browser.
        request.log.error({ err: error }, 'page render failed')
        return sendFailurePage(app, storefront, request, reply, options)
      }
    })
    resendPage(app)
  }
  app.setNotFoundHandler(async () => {
    throw notFound('routeNotFound')
  })
}

/** A page's address: not the API's, and not a file's (a name with an extension). */
function isPagePath(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return !path.startsWith('/api/') && !/\.[^/]*$/.test(path)
}

/**
 * A form sent to a page before the page's script took it over. The storefront's forms that carry a
 * password or someone's details are `method="post"` so that nothing typed in them reaches an address, a
 * history or a log; their work is the script's (through the API), so the page is sent again by GET (303)
 * and nothing sent is kept.
 */
function resendPage(app: FastifyInstance) {
  app.post('/*', async (request, reply) => {
    if (!isPagePath(request.url)) throw notFound('routeNotFound')
    return reply.redirect(request.url, 303)
  })
}

async function renderPage(
  app: FastifyInstance,
  storefront: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  options: StorefrontOptions,
) {
  const origin = publicOrigin(request, options.publicUrl)
  const key = options.pages?.keyOf(request, origin) ?? null
  const kept = key === null ? undefined : options.pages!.get(key)
  if (kept) return sendKept(request, reply, kept)
  const renderedFrom = options.pages?.mark() ?? 0
  const page: PageRequest = {
    url: `${origin}${request.url}`,
    part: pagePart(request),
    cookies: request.cookies,
    fetchApi: injectFetch(app, request.ip),
    shareCard: (listing, language) => ({
      url: `${origin}${options.apiPrefix}${options.cardPath.replace('{id}', encodeURIComponent(listing._id))}?lang=${language}&v=${cardVersion(listing)}`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    }),
  }
  const answer = await storefront.render(page, await storefront.assets(request.url))
  if (!answer.body) return reply.code(answer.status).headers(answer.headers).send()
  const keeping =
    key === null ? null : await keepPage(options.pages!, request, { origin, key, renderedFrom }, answer, answer.body)
  if (keeping) return sendKept(request, reply, keeping)
  reply.code(answer.status).headers(answer.headers)
  return reply.send(answer.body instanceof Readable ? answer.body : Readable.from(answer.body))
}

/**
 * The storefront's failure page (500) for a page whose render threw; should that fail too, a plain page
 * of the server's own in the page's language, which still names the request to quote.
 */
async function sendFailurePage(
  app: FastifyInstance,
  storefront: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  options: StorefrontOptions,
) {
  const url = `${publicOrigin(request, options.publicUrl)}${request.url}`
  const language = pageLanguage(new URL(url).searchParams.get(LANGUAGE_PARAM), request.cookies[LANGUAGE_COOKIE])
  try {
    const answer = await storefront.renderFailure(
      { url, cookies: request.cookies, fetchApi: injectFetch(app, request.ip), requestId: request.id },
      await storefront.assets(request.url),
    )
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body && Readable.from(answer.body))
  } catch (error) {
    request.log.error({ err: error }, 'failure page render failed')
    return reply
      .code(500)
      .headers({ 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' })
      .send(plainFailurePage(language, request.id))
  }
}

/** The last resort: the server's own words for an unexpected failure, and the request's id. */
function plainFailurePage(language: Language, requestId: string): string {
  const message = escapeHtml(wordsIn(language).error('unexpected'))
  return [
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${message}</title></head><body><main><h1>${message}</h1>`,
    `<p><code dir="ltr" translate="no">${escapeHtml(requestId)}</code></p>`,
    `<p><a href="${languageHref('/', language)}">${language === 'ar' ? 'رقم' : 'Raqam'}</a></p></main></body></html>`,
  ].join('')
}

/**
 * Keeps a visitor's page, and beside it the later part the same render made (docs/adr/0043), both
 * compressed at once: the browser's request for that part a moment later then costs no second render.
 */
async function keepPage(
  pages: PageCache,
  request: FastifyRequest,
  { origin, key, renderedFrom }: { origin: string; key: string; renderedFrom: number },
  answer: PageResponse,
  body: AsyncIterable<Uint8Array | string>,
): Promise<KeptPage | null> {
  const later = answer.laterPart?.()
  // Asked for with the cookies this answer sets (the language a link chose).
  const laterKey = later?.body
    ? pages.keyOf(request, origin, 'later', cookiesAfter(request.cookies, answer.headers))
    : null
  const [kept] = await Promise.all([
    pages.keep(key, answer, body, renderedFrom),
    later?.body && laterKey !== null ? pages.keep(laterKey, later, later.body, renderedFrom) : null,
  ])
  return kept
}

/** A kept page, or a 304 when the visitor's copy (If-None-Match) is the same. */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptPage) {
  reply.headers(kept.headers).header('etag', kept.etag)
  if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send()
  if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
    // Compressed once, when kept (page-cache.ts): the answer compression leaves an encoded body as it is.
    const vary = [kept.headers.vary ?? [], 'Accept-Encoding'].flat().join(', ')
    reply.header('content-encoding', 'br').header('vary', vary)
    return reply.code(kept.status).send(kept.brotli)
  }
  return reply.code(kept.status).send(kept.body)
}
