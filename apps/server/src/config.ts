import { resolve } from 'node:path'

/** Everything the server reads from its environment, in one place (DESIGN.md §3 operating conventions). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  }
}

export type Config = ReturnType<typeof readConfig>
