import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '#contract.ts'

export interface AnswerCacheOptions {
  /** The operations whose answers to visitors are the same for every visitor (no isFavorite, no own listings). */
  operations: readonly OperationId[]
  /** How long an answer is kept at most: the bound when a write's notice is lost (ms). */
  ttlMs: number
  /** Answers kept at most (the oldest go first). */
  maxEntries: number
}

type Entry = { body: string; etag: string; contentType: string; expires: number }

const ANSWERED_FROM = Symbol('answeredFrom')
type Marked = FastifyRequest & { [ANSWERED_FROM]?: number }

/**
 * The hot reads' cache (ADR 0019): the answers visitors get from the listing operations, kept per
 * process by URL and forgotten all at once when any instance writes a listing (`forget`, called on
 * each LISTINGS_CHANGED notice) or after `ttlMs`. Only visitors' answers: a signed-in caller's lists
 * carry their favourites. Each kept answer has an ETag, and a request naming it in If-None-Match gets a
 * 304 without a body. Registered before compression, so it keeps the JSON and each answer is
 * compressed for its own client.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions): { forget(): void } {
  const cacheable = new Set<string>(options.operations)
  const entries = new Map<string, Entry>()
  // Bumped by every forget: an answer computed across a write is not kept.
  let generation = 0

  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.session === null &&
    cacheable.has(request.routeOptions.config.operation?.operationId ?? '')

  // After authentication, validation and the rate limit: a kept answer skips only the handler.
  app.addHook('preHandler', async (request, reply) => {
    if (!isCacheable(request)) return
    ;(request as Marked)[ANSWERED_FROM] = generation
    const entry = entries.get(request.url)
    if (!entry || entry.expires <= Date.now()) return
    // Used again: to the end of the line, which the oldest leave first.
    entries.delete(request.url)
    entries.set(request.url, entry)
    return answer(request, reply, entry)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const from = (request as Marked)[ANSWERED_FROM]
    if (from === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    if (reply.hasHeader('etag')) return payload // answered from the cache
    const entry: Entry = {
      body: payload,
      etag: `"${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      expires: Date.now() + options.ttlMs,
    }
    if (from === generation) {
      entries.set(request.url, entry)
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
    }
    validators(reply, entry.etag)
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304)
      return ''
    }
    return payload
  })

  return {
    forget() {
      generation++
      entries.clear()
    },
  }
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  validators(reply, entry.etag)
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  return reply.header('content-type', entry.contentType).send(entry.body)
}

/** Revalidate every time (never stale), and the same URL answers a signed-in caller differently. */
function validators(reply: FastifyReply, etag: string) {
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Authorization, Cookie')
}
