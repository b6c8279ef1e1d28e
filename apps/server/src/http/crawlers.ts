import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { paths, publicPageHrefs, type Category } from '@raqam/routes/paths'
import { robotsTxt } from '#crawl/robots.ts'
import { pageEntries, SITEMAP_URL_LIMIT, sitemapIndex, URLSET_CLOSE, URLSET_OPEN } from '#crawl/sitemap-xml.ts'
import { notFound } from './errors.ts'
import { publicOrigin } from './public-origin.ts'

/** Neither answer is personal, and a crawler reads them rarely: an hour in any cache is fresh enough. */
const CACHE_CONTROL = 'public, max-age=3600'

/** Listings read per query while a sitemap streams: memory stays flat whatever the catalogue holds. */
const LISTINGS_PER_QUERY = 1_000

const LISTINGS_FILE = /^listings-([1-9]\d{0,8})\.xml$/

export interface CrawlerOptions {
  /** The listings a visitor may see (the public list's rule, from the listings repository). */
  listings: {
    count: () => Promise<number>
    page: (page: {
      after: string | null
      offset: number
      limit: number
    }) => Promise<{ id: string; category: Category }[]>
  }
  /** The public origin (`https://raqam.ae`); else the request's own. */
  publicUrl?: string | null
  /** Paths under the API that link previews must still fetch (the share cards), as robots.txt patterns. */
  allow: string[]
  /** Paths outside the storefront that crawlers must not index (the API). */
  disallow: string[]
  /** URLs per sitemap (the protocol's 50,000; tests pass a few). */
  urlLimit?: number
  /** Listings per query (1,000; tests pass a few to cross query boundaries). */
  listingsPerQuery?: number
}

/**
 * robots.txt and sitemap.xml for crawlers. They are not operations of the API (not under /api/v1.0),
 * so openapi.yaml does not describe them; helmet and compression apply to them as to every answer.
 *
 * Every page is listed once per language, so a sitemap holds `urlLimit / 2` pages. When the public
 * pages and every visible listing fit, /sitemap.xml is that one urlset; beyond, it is an index of
 * /sitemaps/pages.xml and the numbered /sitemaps/listings-N.xml, each `urlLimit / 2` listings in id
 * order. The numbered files answer in both cases (a crawler holding an older index still gets them).
 */
export function serveCrawlerFiles(app: FastifyInstance, options: CrawlerOptions): void {
  const urlLimit = options.urlLimit ?? SITEMAP_URL_LIMIT
  const listingsPerFile = Math.floor(urlLimit / 2)
  const perQuery = options.listingsPerQuery ?? LISTINGS_PER_QUERY
  const staticPages = publicPageHrefs()
  const originOf = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, options.publicUrl)

  app.get('/robots.txt', async (request, reply) => {
    const text = robotsTxt({
      allow: options.allow,
      disallow: options.disallow,
      sitemapUrl: `${originOf(request)}/sitemap.xml`,
    })
    return reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(text)
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request)
    const visible = await options.listings.count()
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8')
    if ((staticPages.length + visible) * 2 <= urlLimit)
      return reply.send(urlset(origin, staticPages, { offset: 0, count: visible }))
    const files = Math.ceil(visible / listingsPerFile)
    const numbered = Array.from({ length: files }, (_, i) => `${origin}/sitemaps/listings-${i + 1}.xml`)
    return reply.send(sitemapIndex([`${origin}/sitemaps/pages.xml`, ...numbered]))
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const origin = originOf(request)
    const { file } = request.params
    let body: Readable
    if (file === 'pages.xml') body = urlset(origin, staticPages, null)
    else {
      const number = Number(LISTINGS_FILE.exec(file)?.[1] ?? 0)
      const offset = (number - 1) * listingsPerFile
      // Past the last listing, or not a sitemap name at all, is simply not a sitemap.
      if (number < 1 || offset >= (await options.listings.count())) throw notFound('routeNotFound')
      body = urlset(origin, [], { offset, count: listingsPerFile })
    }
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body)
  })

  /** A urlset of the given pages and then up to `count` visible listings from the `offset`th, streamed. */
  function urlset(origin: string, pages: string[], listings: { offset: number; count: number } | null): Readable {
    async function* parts() {
      yield URLSET_OPEN
      for (const href of pages) yield pageEntries(origin, href)
      if (listings) {
        let after: string | null = null
        let left = listings.count
        while (left > 0) {
          // The offset skips to the file's first listing once; later pages continue from the last id.
          const rows = await options.listings.page({
            after,
            offset: after ? 0 : listings.offset,
            limit: Math.min(perQuery, left),
          })
          yield rows.map((row) => pageEntries(origin, paths.details.href(row.category, row.id))).join('')
          if (rows.length < Math.min(perQuery, left)) break
          left -= rows.length
          after = rows.at(-1)!.id
        }
      }
      yield URLSET_CLOSE
    }
    return Readable.from(parts())
  }
}
