import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { fromPglite, type ConstructorOptions as JobQueueOptions } from 'pg-boss'
import { serverFiles } from '#files.ts'
import { backfillPatterns } from './backfill.ts'
import { lockDataDir } from './data-dir-lock.ts'
import type { Db } from './handle.ts'
import * as schema from './schema.ts'

/** An open database with its driver-specific chores behind one interface. */
export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies the committed migrations (drizzle/), then fills what SQL cannot (db/backfill.ts). */
  migrate(): Promise<void>
  /** PGlite only: the whole cluster as a tarball (tests copy a seeded template this way). */
  dump?: () => Promise<Blob>
  /**
   * Calls `onNotice` whenever anyone sends a NOTIFY on `channel` (every instance of the server on this
   * database hears every other's), and also after a lost connection is back, when notices may have been
   * missed. Resolves to a function that stops listening.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>
  /**
   * Runs `task` while no other server on this database runs one: instances starting together migrate
   * and seed in turn, not at once. PGlite has one process anyway.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>
  /**
   * How the message queue (pg-boss, notifier/message-queue.ts) reaches this database: PGlite's one
   * connection, or on PostgreSQL a small pool of its own (its LISTEN wakes workers at once).
   */
  jobQueue: Pick<JobQueueOptions, 'db' | 'backend' | 'connectionString' | 'max'>
  /** PostgreSQL only: the pool's connections now (the metrics read them). */
  poolStats?: () => { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** `dataDir` null: in memory; `loadDataDir`: start from a dump instead of an empty cluster (tests). */
  | { dataDir: string | null; loadDataDir?: Blob }

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk under dataDir, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir)
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let path: string | undefined
  let lock: { release(): void } | null = null
  if (dataDir !== null) {
    // PGlite creates only the last segment of its path: the parents first.
    mkdirSync(dataDir, { recursive: true })
    path = join(dataDir, 'pgdata')
    // One process per folder, or writes are silently lost (data-dir-lock.ts).
    lock = lockDataDir(dataDir)
  }
  let client: PGlite
  try {
    client = await PGlite.create(path, { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    jobQueue: { db: fromPglite(client), backend: 'pglite' },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    exclusively: (task) => task(),
    // One process per PGlite folder: the notices are this process's own.
    listen: async (channel, onNotice) => client.listen(channel, onNotice),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: serverFiles.migrations })
      await backfillPatterns(db)
    },
    close: async () => {
      await client.close()
      lock?.release()
    },
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    driver: 'postgres',
    jobQueue: { connectionString: url, max: 3 },
    migrate: async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder: serverFiles.migrations })
      await backfillPatterns(db)
    },
    // A session holds an advisory lock while `task` runs; the others wait their turn for it.
    exclusively: async (task) => {
      const session = await pool.connect()
      try {
        await session.query(`select pg_advisory_lock(hashtext('raqam:start-up'))`)
        return await task()
      } finally {
        await session.query(`select pg_advisory_unlock(hashtext('raqam:start-up'))`).catch(() => {})
        session.release()
      }
    },
    listen: (channel, onNotice) => listenPostgres(url, channel, onNotice),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  }
}

/** A connection of its own for LISTEN (a pooled one would be handed to queries), reconnecting when lost. */
async function listenPostgres(url: string, channel: string, onNotice: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice()
    })
    next.on('error', () => {})
    next.on('end', () => {
      // Only the live connection's end reconnects; a failed attempt is retried by reconnect().
      if (stopped || client !== next) return
      client = null
      retry = setTimeout(() => void reconnect(), 1000)
      retry.unref()
    })
    await next.connect()
    await next.query(`listen "${channel.replace(/"/g, '""')}"`)
    client = next
  }
  const reconnect = async () => {
    try {
      await connect()
      onNotice()
    } catch {
      retry = setTimeout(() => void reconnect(), 1000)
      retry.unref()
    }
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end()
  }
}
