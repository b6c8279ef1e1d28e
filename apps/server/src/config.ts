import { resolve } from 'node:path'

/** Everything the server reads from its environment, in one place (DESIGN.md §3 operating conventions). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const rateLimitMax = Number(env.RATE_LIMIT_MAX ?? 600)
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    production: env.NODE_ENV === 'production',
    /** The embedded database's folder (PGlite), used when DATABASE_URL is not set. */
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    /** RATE_LIMIT=off switches every limit off (load tests); RATE_LIMIT_MAX is the per-minute default. */
    rateLimit: env.RATE_LIMIT === 'off' ? (false as const) : { default: { max: rateLimitMax, timeWindow: '1 minute' } },
    /** Behind a reverse proxy, the client address comes from X-Forwarded-For (rate limits key on it). */
    trustProxy: env.TRUST_PROXY === 'true',
    /** The public origin (`https://raqam.ae`) for share tags; unset: the origin each request names. */
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  }
}

export type Config = ReturnType<typeof readConfig>
