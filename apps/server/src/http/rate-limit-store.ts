import { sql } from 'drizzle-orm'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Db } from '#db/handle.ts'
import { rateLimitCounters } from '#db/schema.ts'

type Counted = { current: number; ttl: number }

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every instance of the server shares
 * each client's count (two instances must not double a limit; ADR 0019). One upsert per request: a
 * window that has ended starts again at 1, otherwise the count goes up; the answer is the count and
 * the milliseconds left in the window. The database's clock decides, the same for every instance.
 * (The routes' limits use neither `continueExceeding` nor `exponentialBackoff`, so neither is read.)
 */
export function postgresRateLimitStore(db: Db) {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string

    /** The plugin constructs the store with its options; the route stores get a prefix (`child`). */
    constructor(_options?: unknown, prefix = 'all:') {
      this.#prefix = prefix
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      count(db, this.#prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error as Error),
      )
    }

    /**
     * Each route counts apart (`POST/api/v1.0/auth/customer/signin:<address>`), as the plugin's own
     * stores do. The plugin passes the route's options as `routeInfo` (its types omit it).
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): PostgresRateLimitStore {
      const { method, url } = (options as unknown as { routeInfo: { method: string | string[]; url: string } })
        .routeInfo
      return new PostgresRateLimitStore(undefined, `${String(method)}${url}:`)
    }
  }
  return PostgresRateLimitStore
}

async function count(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${rateLimitCounters.resetsAt} <= now()`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::int`,
    })
  return { current: row!.hits, ttl: Number(row!.ttl) }
}

/** Deletes the counters of windows that have ended (the housekeeping sweep). */
export async function purgeEndedRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.resetsAt} <= now()`)
    .returning({ key: rateLimitCounters.key })
  return deleted.length
}
