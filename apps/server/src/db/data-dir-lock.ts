import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** The lock file inside a PGlite data folder; it holds the pid of the process that has the folder open. */
export const LOCK_FILE = 'raqam.lock'

/** The folder is open in another live process: starting would silently lose writes. */
export class DataDirLocked extends Error {}

/** Folders this process holds: a second open in the same process is refused too, not mistaken for a stale lock. */
const held = new Set<string>()

/**
 * Takes the data folder for this process alone (ADR 0011). PGlite has no lock of its own: two processes
 * on one folder each write their own copy of the files, and whichever closes last wins, so
 * acknowledged writes of the other vanish without an error anywhere.
 *
 * The lock file is created with O_EXCL and holds our pid. A lock whose process is gone (a crash,
 * kill -9, a power cut) is stale and taken over; one whose pid equals ours but that this process
 * does not hold is stale too (a container restarts with the same pid).
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const path = join(dataDir, LOCK_FILE)
  if (held.has(path)) throw new DataDirLocked(lockedMessage(dataDir, path, process.pid))
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error
    }
    const owner = readPid(path)
    if (owner !== null && owner !== process.pid && isAlive(owner))
      throw new DataDirLocked(lockedMessage(dataDir, path, owner))
    removeStale(path, owner)
  }
  held.add(path)
  // A crash or process.exit() skips close(): give the folder back on the way out all the same.
  const onExit = () => release()
  process.once('exit', onExit)
  function release() {
    if (!held.delete(path)) return
    process.removeListener('exit', onExit)
    if (readPid(path) === process.pid) unlinkSync(path)
  }
  return { release }
}

/**
 * Moves the stale lock aside before deleting it, so that of two processes taking it over at once
 * only one removes it; if what was moved is no longer the stale lock (another process took the folder
 * meanwhile), it is put back and the next attempt reads the new owner.
 */
function removeStale(path: string, stalePid: number | null) {
  const aside = `${path}.stale-${process.pid}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (readPid(aside) !== stalePid) {
    // link, unlike rename, never replaces a lock that appeared at the path in the meantime.
    try {
      linkSync(aside, path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  unlinkSync(aside)
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function lockedMessage(dataDir: string, path: string, pid: number): string {
  return (
    `The embedded database in ${dataDir} is already open in process ${pid}. Two servers on one ` +
    `folder lose each other's writes, so this one does not start. Stop the other server, or give this ` +
    `one its own DATA_DIR. If no such process is running, delete ${path}.`
  )
}
