import { resolve } from 'node:path'
import { serverFiles } from './files.ts'
import { DEFAULT_TRANSPORT_LIMITS, type TransportLimits } from './http/transport.ts'

/**
 * Everything the server reads from its environment, in one place; README.md's settings table says what
 * each one means (settings-documented.test.ts holds the two to the same list).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const rateLimitMax = Number(env.RATE_LIMIT_MAX ?? 600)
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    production: env.NODE_ENV === 'production',
    /** The embedded database's folder (PGlite), used when DATABASE_URL is not set. */
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? serverFiles.webDist),
    /** DEV_STOREFRONT=on (`pnpm dev`): pages render from apps/web's source through Vite, with hot reload. */
    storefront: env.DEV_STOREFRONT === 'on' ? ('development' as const) : ('built' as const),
    webRoot: serverFiles.webRoot,
    /** RATE_LIMIT=off switches every limit off (load tests); RATE_LIMIT_MAX is the per-minute default. */
    rateLimit: env.RATE_LIMIT === 'off' ? (false as const) : { default: { max: rateLimitMax, timeWindow: '1 minute' } },
    /** Behind a reverse proxy, the client address comes from X-Forwarded-For (rate limits key on it). */
    trustProxy: env.TRUST_PROXY === 'true',
    /** The public origin (`https://raqam.ae`) for share tags; unset: the origin each request names. */
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    /** DEV_OUTBOX=on serves GET /dev/outbox (every code and sent password, to anybody): see devOutbox. */
    devOutbox: devOutbox(env),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    /** How long a connection may take to send a request or sit idle (http/transport.ts), in ms. */
    transport: {
      requestTimeout: milliseconds(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TRANSPORT_LIMITS.requestTimeout),
      headersTimeout: milliseconds(env, 'HEADERS_TIMEOUT_MS', DEFAULT_TRANSPORT_LIMITS.headersTimeout),
      keepAliveTimeout: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TRANSPORT_LIMITS.keepAliveTimeout),
      connectionTimeout: milliseconds(env, 'CONNECTION_TIMEOUT_MS', DEFAULT_TRANSPORT_LIMITS.connectionTimeout),
    } satisfies TransportLimits,
    /**
     * When told to stop (SIGTERM): readiness turns 503 at once; after SHUTDOWN_DELAY_MS (0; a few
     * seconds behind a balancer that polls readiness) no new connection is taken and the requests in
     * flight finish; past SHUTDOWN_TIMEOUT_MS the process exits anyway.
     */
    shutdownDelayMs: milliseconds(env, 'SHUTDOWN_DELAY_MS', 0, 0),
    /**
     * How long list counts and visitors' listing answers are kept at most (10 s each; 0 keeps none,
     * as `bench:api` does for its cold runs). Any instance's write makes every instance forget them.
     */
    countCacheMs: milliseconds(env, 'COUNT_CACHE_MS', 10_000, 0),
    answerCacheMs: milliseconds(env, 'ANSWER_CACHE_MS', 10_000, 0),
    /** Prometheus scrapes /metrics with this bearer token; in production /metrics exists only with one. */
    metricsToken: env.METRICS_TOKEN || null,
    /** Keys the digests of client addresses (auth/address-digest.ts); null: the development key. */
    addressKey: env.ADDRESS_KEY || null,
    shutdownTimeoutMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 30_000),
  }
}

/** A whole number of milliseconds (from 1 unless said); a typo must stop the start, not switch a limit off. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum = 1): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of milliseconds${minimum > 0 ? ' above 0' : ''}, not "${text}"`)
  return value
}

/**
 * The development outbox is opt-in, because it hands anybody the codes and sent passwords of any
 * account. With NODE_ENV=production it is refused outright (the start fails) rather than ignored: a
 * production server that was asked for it has been misconfigured, and should say so.
 */
function devOutbox(env: NodeJS.ProcessEnv): boolean {
  const value = env.DEV_OUTBOX
  if (value === undefined || value === '' || value === 'off') return false
  if (value !== 'on') throw new Error(`DEV_OUTBOX must be "on" or "off", not "${value}"`)
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'DEV_OUTBOX=on is refused with NODE_ENV=production: the outbox would hand anybody every code and sent password',
    )
  }
  return true
}

export type Config = ReturnType<typeof readConfig>
