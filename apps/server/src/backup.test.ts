import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminQuery } from '#test/global-setup.ts'
import { backends, type TestDatabase } from '#test/database.ts'

/**
 * `pnpm db:backup` and `pnpm db:restore` (deploy/backup.sh and deploy/restore.sh, run by compose.yaml's daily
 * backup service): a backup of the seeded database, restored into a fresh one, holds every row of every table.
 */
const run = promisify(execFile)
const deploy = new URL('../../../deploy/', import.meta.url).pathname
const postgres = backends.find((backend) => backend.name === 'postgres')

/** Every table of every schema (ours, the migrations' and the job queue's): its row count and a digest of its rows. */
async function contents(url: string): Promise<Record<string, { rows: number; digest: string }>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    )
    const result: Record<string, { rows: number; digest: string }> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
         from ${name} t`,
      )
      result[name] = rows[0]!
    }
    return result
  } finally {
    await client.end()
  }
}

// Without TEST_DATABASE_URL the suite does not exist (the backups are PostgreSQL's), except in CI, which
// starts PostgreSQL (.ci/run): there its absence fails the suite rather than pass it unnoticed.
if (postgres || process.env.CI)
  describe('backups of PostgreSQL', () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    const dir = mkdtempSync(join(tmpdir(), 'raqam-backups-'))
    const fresh = `raqam_t_${process.pid}_${randomBytes(4).toString('hex')}`
    let database: TestDatabase

    beforeAll(async () => {
      if (!postgres || !adminUrl) throw new Error('TEST_DATABASE_URL is not set: the backup tests need PostgreSQL')
      database = await postgres.open()
      await adminQuery(adminUrl, `create database "${fresh}"`)
    })

    afterAll(async () => {
      await database?.dispose()
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${fresh}" with (force)`)
      rmSync(dir, { recursive: true, force: true })
    })

    it('a backup restored into a fresh database holds every row of every table', async () => {
      const backup = await run('sh', [`${deploy}backup.sh`], {
        env: { ...process.env, DATABASE_URL: database.url!, BACKUP_DIR: dir },
      })
      const file = backup.stdout.trim()
      expect(file).toMatch(/raqam-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/)
      expect(readdirSync(dir)).toEqual([file.split('/').at(-1)])

      const freshUrl = new URL(adminUrl!)
      freshUrl.pathname = `/${fresh}`
      await run('sh', [`${deploy}restore.sh`, file], { env: { ...process.env, DATABASE_URL: freshUrl.toString() } })

      const before = await contents(database.url!)
      const after = await contents(freshUrl.toString())
      expect(Object.keys(before)).toEqual(expect.arrayContaining(['public.listings', 'public.customers']))
      expect(before['public.listings']!.rows).toBeGreaterThan(0)
      expect(after).toEqual(before)
    })

    it('a restore into a database that is not empty is refused, and changes nothing there', async () => {
      const { stdout } = await run('sh', [`${deploy}backup.sh`], {
        env: { ...process.env, DATABASE_URL: database.url!, BACKUP_DIR: join(dir, 'second') },
      })
      const before = await contents(database.url!)
      const restore = run('sh', [`${deploy}restore.sh`, stdout.trim()], {
        env: { ...process.env, DATABASE_URL: database.url! },
      })
      await expect(restore).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('is not empty') })
      expect(await contents(database.url!)).toEqual(before)
    })

    it('each refuses with a clear message when it is not told where, and leaves nothing behind', async () => {
      const env = { ...process.env, DATABASE_URL: '', BACKUP_DIR: join(dir, 'refused') }
      await expect(run('sh', [`${deploy}backup.sh`], { env })).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('DATABASE_URL is not set'),
      })
      await expect(run('sh', [`${deploy}restore.sh`, join(dir, 'missing.dump')], { env })).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Usage: pnpm db:restore'),
      })
      await expect(
        run('sh', [`${deploy}backup.sh`], { env: { ...env, DATABASE_URL: database.url!, BACKUP_KEEP_DAYS: 'a week' } }),
      ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('BACKUP_KEEP_DAYS') })
      expect(readdirSync(dir)).not.toContain('refused')
    })
  })
