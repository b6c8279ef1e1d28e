import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { FastifyRequest } from 'fastify'
import { LANGUAGE_COOKIE } from '@raqam/routes/paths'
import { WHOLE_PAGES_COOKIE, type PagePart } from '@raqam/routes/render'
import { credentialsOf } from './auth-hooks.ts'
import { pagePart } from './page-part.ts'

export interface PageCacheOptions {
  /** How long a page is kept at most: the bound when a write's notice is lost (ms). */
  ttlMs: number
  /** Pages kept at most (the oldest go first). */
  maxEntries: number
}

/** A request's cookies, by name. */
type Cookies = Record<string, string | undefined>

/** A rendered page as it is sent again. */
export interface KeptPage {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  /** The body in Brotli (KEPT_BROTLI). */
  brotli: Buffer
  etag: string
  expires: number
}

/**
 * A kept page is sent many times, so it is compressed once, at quality 10 (about 20 ms for a shop
 * page's 60 KB), where each other answer settles for 5 (compression.ts): a tenth smaller, which keeps
 * a page's document within the first round trip of a new connection (14.6 KB, docs/adr/0043).
 */
const KEPT_BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 10,
  },
}
const brotli = promisify(brotliCompress)

/** The statuses worth keeping: a page, or the page of a missing listing. Redirects and errors are rendered each time. */
const KEPT_STATUSES = new Set([200, 404])

/**
 * The storefront's pages for visitors, kept (ADR 0023): a page a visitor without a session
 * gets depends only on its URL, its origin and the language cookie, so it is rendered once and sent
 * again until any instance writes a listing (`forget`, on each LISTINGS_CHANGED notice) or `ttlMs`
 * passes. A signed-in visitor's page (favourites, own listings) is always rendered. Per process, like
 * the answer cache (ADR 0019).
 */
export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, KeptPage>()
  // Bumped by every forget: a page rendered across a write is not kept.
  let generation = 0

  return {
    /**
     * What a page is kept under, or null when it must be rendered for this visitor alone (a session).
     * The part is the one asked for unless named (the later part a document's render made too).
     */
    keyOf(
      request: FastifyRequest,
      origin: string,
      part: PagePart = pagePart(request),
      cookies: Cookies = request.cookies,
    ): string | null {
      if (credentialsOf(request)) return null
      // The part (the document or what follows it) and whether the browser asked for whole pages.
      return [`${origin}${request.url}`, cookies[LANGUAGE_COOKIE] ?? '', cookies[WHOLE_PAGES_COOKIE] ?? '', part].join(
        '\n',
      )
    },

    /** The kept page, if it is still fresh; used again, it moves to the end of the line. */
    get(key: string): KeptPage | undefined {
      const entry = entries.get(key)
      if (!entry || entry.expires <= Date.now()) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    /** Taken before a page is rendered, and given to `keep`: a listing written since, and it is not kept. */
    mark(): number {
      return generation
    },

    /**
     * The page, kept if it may be: its body collected (the renderer writes it at once) and compressed
     * once in Brotli at a high quality, so every visitor, the first too, gets the smaller copy. Null
     * when it may not be kept (its status, a cookie of its own, no-store); sent but not kept when a
     * listing was written after `renderedFrom` (the `mark` taken before its render began).
     */
    async keep(
      key: string,
      answer: { status: number; headers: Record<string, string | string[]> },
      body: AsyncIterable<Uint8Array | string>,
      renderedFrom: number,
    ): Promise<KeptPage | null> {
      if (!KEPT_STATUSES.has(answer.status) || !cookiesOfTheKey(answer.headers) || noStore(answer.headers)) return null
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(Buffer.from(chunk))
      const page = Buffer.concat(chunks)
      const kept: KeptPage = {
        ...answer,
        body: page,
        brotli: await brotli(page, KEPT_BROTLI),
        etag: `"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`,
        expires: Date.now() + options.ttlMs,
      }
      if (renderedFrom !== generation) return kept
      entries.set(key, kept)
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
      return kept
    },

    forget() {
      generation++
      entries.clear()
    },
  }
}

export type PageCache = ReturnType<typeof pageCache>

/**
 * Whether every cookie the page sets is one its key decides (the language a link chose, whole pages):
 * those are the same for every visitor with that key, so the page can be sent again with them. The
 * Arabic page a shared link opens (`?lang=ar`) sets the language cookie and is kept like any other.
 */
function cookiesOfTheKey(headers: Record<string, string | string[]>): boolean {
  const cookies = [headers['set-cookie'] ?? []].flat()
  return cookies.every(
    (cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`) || cookie.startsWith(`${WHOLE_PAGES_COOKIE}=`),
  )
}

/** A page that asks to be stored nowhere (its state changes by other writes than listings'), as its renderer says. */
function noStore(headers: Record<string, string | string[]>): boolean {
  const cacheControl = headers['cache-control']
  return [cacheControl ?? []].flat().some((value) => /(^|,)\s*no-store\s*(,|$)/i.test(value))
}

/**
 * The visitor's cookies once their browser has taken this answer's: a language link's page sets the
 * language cookie, so the request for its later part, a moment after, carries it.
 */
export function cookiesAfter(cookies: Cookies, headers: Record<string, string | string[]>): Cookies {
  const after = { ...cookies }
  for (const cookie of [headers['set-cookie'] ?? []].flat()) {
    const [pair = '', ...attributes] = cookie.split(';')
    const name = pair.slice(0, pair.indexOf('=')).trim()
    const removed = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
    after[name] = removed ? undefined : pair.slice(pair.indexOf('=') + 1).trim()
  }
  return after
}
