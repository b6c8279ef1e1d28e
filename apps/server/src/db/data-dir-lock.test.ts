import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'raqam-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
  return Number(child.stdout.trim())
}

it('writes our pid, refuses a second holder, and frees the folder on release', () => {
  const lock = lockDataDir(dir)
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`)
  expect(() => lockDataDir(dir)).toThrow(DataDirLocked)
  lock.release()
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  lockDataDir(dir).release()
})

it('refuses a folder held by another live process, naming it and the way out', () => {
  // Our parent (the test runner) is alive and is not us.
  writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`)
  expect(() => lockDataDir(dir)).toThrow(
    new DataDirLocked(
      `The embedded database in ${dir} is already open in process ${process.ppid}. Two servers on one folder lose each other's writes, so this one does not start. Stop the other server, or give this one its own DATA_DIR. If no such process is running, delete ${join(dir, LOCK_FILE)}.`,
    ),
  )
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.ppid}\n`)
})

it('takes over a stale lock whose process is gone, or that is unreadable', () => {
  writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`)
  const lock = lockDataDir(dir)
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`)
  lock.release()
  writeFileSync(join(dir, LOCK_FILE), 'garbage')
  lockDataDir(dir).release()
})

it('keeps a second PGlite off an open folder, and lets it in once the first is closed', async () => {
  const first = await openDatabase({ dataDir: dir })
  await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLocked)
  await first.close()
  const second = await openDatabase({ dataDir: dir })
  await second.close()
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
}, 60_000)
