import { createHash } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { credentialsOf } from './auth-hooks.ts'

export interface PageCacheOptions {
  /** How long a page is kept at most: the bound when a write's notice is lost (ms). */
  ttlMs: number
  /** Pages kept at most (the oldest go first). */
  maxEntries: number
}

/** A rendered page as it is sent again. */
export interface KeptPage {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  etag: string
  expires: number
}

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
    /** What a page is kept under, or null when it must be rendered for this visitor alone (a session). */
    keyOf(request: FastifyRequest, origin: string): string | null {
      if (credentialsOf(request)) return null
      return `${origin}${request.url}\n${request.cookies.i18next ?? ''}`
    },

    /** The kept page, if it is still fresh; used again, it moves to the end of the line. */
    get(key: string): KeptPage | undefined {
      const entry = entries.get(key)
      if (!entry || entry.expires <= Date.now()) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    /**
     * The body as it is sent, recorded on its way: once it has all gone out, the page is kept (if no
     * write came in between). The first visitor still gets it streamed.
     */
    record(key: string, answer: { status: number; headers: Record<string, string | string[]> }, body: Readable) {
      if (!KEPT_STATUSES.has(answer.status) || 'set-cookie' in answer.headers || noStore(answer.headers)) return body
      const from = generation
      const chunks: Buffer[] = []
      const recorder = new Transform({
        transform(chunk: Buffer | string, _encoding, done) {
          chunks.push(Buffer.from(chunk))
          done(null, chunk)
        },
        flush(done) {
          if (from === generation) keep(key, { ...answer, body: Buffer.concat(chunks) })
          done()
        },
      })
      body.on('error', (error) => recorder.destroy(error))
      return body.pipe(recorder)
    },

    forget() {
      generation++
      entries.clear()
    },
  }

  function keep(key: string, page: Pick<KeptPage, 'status' | 'headers' | 'body'>) {
    const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 22)}"`
    entries.set(key, { ...page, etag, expires: Date.now() + options.ttlMs })
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
  }
}

export type PageCache = ReturnType<typeof pageCache>

/** A page that asks to be stored nowhere (its state changes by other writes than listings'), as its renderer says. */
function noStore(headers: Record<string, string | string[]>): boolean {
  const cacheControl = headers['cache-control']
  return [cacheControl ?? []].flat().some((value) => /(^|,)\s*no-store\s*(,|$)/i.test(value))
}
