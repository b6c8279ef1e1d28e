import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const serverDir = new URL('..', import.meta.url).pathname

/** Starts `pnpm start`'s entry point the way Playwright does, and resolves with its URL. */
function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Raqam is running at (http:\/\/\S+)/)
      if (match) resolve({ child, url: match[1]!, output: () => output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

describe('the server process', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'raqam-main-')), 'nested', 'data')
  afterAll(() => rmSync(join(dataDir, '..', '..'), { recursive: true, force: true }))

  it('creates, migrates and seeds a fresh DATA_DIR, then reopens it without seeding again', async () => {
    const first = await start({ DATA_DIR: dataDir })
    try {
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true)
      expect(first.output()).toMatch(/Seeded 15 customers and 480 listings/)
      expect(await (await fetch(`${first.url}/api/v1.0/health`)).json()).toMatchObject({ status: 'ok', database: 'ok' })
      const signin = await fetch(`${first.url}/api/v1.0/auth/customer/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' }),
      })
      expect(signin.status).toBe(200)
      // Not production: the development outbox is there.
      expect((await fetch(`${first.url}/api/v1.0/dev/outbox`)).status).toBe(200)
    } finally {
      await stop(first.child)
    }
    const second = await start({ DATA_DIR: dataDir })
    try {
      expect(second.output()).not.toMatch(/Seeded/)
      const list = (await (await fetch(`${second.url}/api/v1.0/product/for-customers`)).json()) as { data: unknown[] }
      expect(list.data).toHaveLength(12)
    } finally {
      await stop(second.child)
    }
  }, 120_000)
})
