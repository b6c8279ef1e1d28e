import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type Database } from '#db/client.ts'
import { truncateAll } from '#db/seed.ts'
import { adminQuery } from './global-setup.ts'

/** A database a test file owns alone (so files run in parallel), seeded with the demo data. */
export interface TestDatabase extends Database {
  /** PostgreSQL: where server processes find this database. */
  url?: string
  dispose(): Promise<void>
}

export interface Backend {
  name: 'pglite' | 'postgres'
  open(options?: { empty?: boolean }): Promise<TestDatabase>
}

let template: Blob | undefined

const pglite: Backend = {
  name: 'pglite',
  async open({ empty = false } = {}) {
    template ??= new Blob([readFileSync(inject('pgliteTemplate'))])
    const database = await openDatabase({ dataDir: null, loadDataDir: template })
    if (empty) await truncateAll(database.db)
    return { ...database, dispose: () => database.close() }
  },
}

/** A copy of the seeded template database per test file on the server of TEST_DATABASE_URL. */
function postgres(adminUrl: string): Backend {
  return {
    name: 'postgres',
    async open({ empty = false } = {}) {
      const name = `raqam_t_${process.pid}_${randomBytes(4).toString('hex')}`
      await adminQuery(adminUrl, `create database "${name}" template "${inject('postgresTemplate')}"`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const database = await openDatabase({ url: url.toString(), poolSize: 5 })
      if (empty) await truncateAll(database.db)
      return {
        ...database,
        url: url.toString(),
        async dispose() {
          await database.close()
          await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
        },
      }
    },
  }
}

/**
 * A DATA_DIR already holding the seeded demo data, for a server process to open: copied from the test
 * template in a few seconds, where the server would migrate and seed an empty one itself for much longer.
 */
export async function seededDataDir(dataDir: string): Promise<void> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))])
  const database = await openDatabase({ dataDir, loadDataDir: template })
  await database.close()
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI starts one). */
export const backends: Backend[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
]
