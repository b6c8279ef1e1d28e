import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#db/client.ts'
import { seed } from '#db/seed.ts'
import { installMessageQueue } from '#notifier/message-queue.ts'
import { buildServer } from '../../scripts/build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite cluster: a test file loads it instead of running initdb. */
    pgliteTemplate: string
    /** The same as a PostgreSQL template database (null without TEST_DATABASE_URL). */
    postgresTemplate: string | null
  }
}

/**
 * Builds the server, and the seeded databases once per run; each test file then copies them (PGlite from a dump,
 * PostgreSQL with CREATE DATABASE … TEMPLATE), which is several times faster than migrating and
 * seeding in every file.
 */
export default async function setup(project: TestProject) {
  // The tests that start server processes run the production build of this very source.
  await buildServer()
  const dir = mkdtempSync(join(tmpdir(), 'raqam-test-'))
  const file = join(dir, 'pglite-template.tar')
  const database = await openDatabase({ dataDir: null })
  await database.migrate()
  await installMessageQueue(database.jobQueue)
  await seed(database.db)
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)

  let template: string | null = null
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    await dropLeftovers(adminUrl)
    template = `raqam_tpl_${process.pid}`
    await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`)
    await adminQuery(adminUrl, `create database "${template}"`)
    const url = new URL(adminUrl)
    url.pathname = `/${template}`
    const postgres = await openDatabase({ url: url.toString(), poolSize: 2 })
    await postgres.migrate()
    await installMessageQueue(postgres.jobQueue)
    await seed(postgres.db)
    await postgres.close()
  }
  project.provide('postgresTemplate', template)

  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`)
  }
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Databases of test runs that were killed before their teardown (their process is gone). */
async function dropLeftovers(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^raqam_(t|tpl)_[0-9]+'",
    )
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2])
      if (!isAlive(pid)) await client.query(`drop database if exists "${datname}" with (force)`)
    }
  } finally {
    await client.end()
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
