import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seededDataDir } from '#test/database.ts'
import { runServerToExit, startServer, stopServer } from '#test/server-process.ts'

describe('the server process', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'raqam-main-')), 'nested', 'data')
  afterAll(() => rmSync(join(dataDir, '..', '..'), { recursive: true, force: true }))

  it('creates, migrates and seeds a fresh DATA_DIR', async () => {
    const first = await startServer({ DATA_DIR: dataDir, DEV_OUTBOX: 'on' })
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
      // Asked for with DEV_OUTBOX=on (not production): the development outbox is there.
      expect((await fetch(`${first.url}/api/v1.0/dev/outbox`)).status).toBe(200)
    } finally {
      await stopServer(first.child)
    }
  }, 120_000)

  // The folder the test above made and left.
  it('reopens that DATA_DIR without seeding again, and without the outbox when not asked for', async () => {
    const second = await startServer({ DATA_DIR: dataDir })
    try {
      expect(second.output()).not.toMatch(/Seeded/)
      const list = (await (await fetch(`${second.url}/api/v1.0/product/for-customers`)).json()) as { data: unknown[] }
      expect(list.data).toHaveLength(12)
      // Not asked for: no outbox, even outside production.
      expect((await fetch(`${second.url}/api/v1.0/dev/outbox`)).status).toBe(404)
    } finally {
      await stopServer(second.child)
    }
  }, 120_000)
})

describe('the server refuses to start', () => {
  const root = mkdtempSync(join(tmpdir(), 'raqam-refuse-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: '',
    WHATSAPP_TOKEN: '',
    WHATSAPP_PHONE_NUMBER_ID: '',
    DATABASE_URL: '',
  }

  it('on a DATA_DIR another server has open', async () => {
    const dataDir = join(root, 'shared')
    await seededDataDir(dataDir)
    const first = await startServer({ DATA_DIR: dataDir })
    try {
      const second = await runServerToExit({ DATA_DIR: dataDir })
      expect(second.code).toBe(1)
      expect(second.output).toContain(
        `Raqam cannot start: The embedded database in ${dataDir} is already open in process ${first.child.pid}.`,
      )
      expect(second.output).not.toMatch(/ at .*\.ts:\d+/) // a sentence, not a stack trace
      // The first server did not notice.
      expect((await fetch(`${first.url}/api/v1.0/health`)).status).toBe(200)
    } finally {
      await stopServer(first.child)
    }
  }, 120_000)

  it('no longer, once the server that had that DATA_DIR open has stopped', async () => {
    const third = await startServer({ DATA_DIR: join(root, 'shared') })
    await stopServer(third.child)
  }, 120_000)

  it('in production on the embedded database', async () => {
    const { code, output } = await runServerToExit({
      ...production,
      DATA_DIR: join(root, 'production'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
    })
    expect(code).toBe(1)
    expect(output).toMatch(
      /^Raqam cannot start: NODE_ENV=production needs DATABASE_URL \(PostgreSQL\): the embedded database is for development and demos only/m,
    )
    // Refused before anything was opened or created.
    expect(existsSync(join(root, 'production'))).toBe(false)
  }, 60_000)

  it('in production without the e-mail and WhatsApp adapters, rather than log codes and passwords', async () => {
    const { code, output } = await runServerToExit({ ...production, DATABASE_URL: 'postgres://127.0.0.1:1/unused' })
    expect(code).toBe(1)
    expect(output).toContain(
      'Raqam cannot start: NODE_ENV=production needs SMTP_URL (e-mail) and WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp)',
    )
  }, 60_000)
})

describe('stopping the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'raqam-stop-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('turns readiness off at once, finishes the request in flight, then exits cleanly', async () => {
    const server = await startServer({ DATA_DIR: join(root, 'data'), SHUTDOWN_DELAY_MS: '1000' })
    const { port } = new URL(server.url)
    // A sign-in whose body is still on its way when the server is told to stop.
    const body = JSON.stringify({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' })
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const answer = new Promise<string>((resolve) => {
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('close', () => resolve(received))
    })
    socket.write(
      `POST /api/v1.0/auth/customer/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    )
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve))
    server.child.kill('SIGTERM')

    await expect
      .poll(async () => (await fetch(`${server.url}/api/v1.0/health`)).status, { interval: 50, timeout: 10_000 })
      .toBe(503)
    const health = await (await fetch(`${server.url}/api/v1.0/health`)).json()
    expect(health).toMatchObject({ status: 'unavailable', shuttingDown: true, database: 'ok' })
    expect((await fetch(`${server.url}/api/v1.0/health/live`)).status).toBe(200)
    // After the delay the server takes no new connection, while this one is still sending its body.
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/v1.0/health/live`).then(
            () => 'taken',
            () => 'refused',
          ),
        { interval: 50, timeout: 10_000 },
      )
      .toBe('refused')

    socket.write(body.slice(10))
    const raw = await answer
    expect(raw).toMatch(/^HTTP\/1.1 200 /)
    expect(raw).toContain('"token"')
    expect(await exited).toBe(0)
  }, 60_000)
})

describe('the deployed server', () => {
  const root = mkdtempSync(join(tmpdir(), 'raqam-deploy-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('runs from a production deploy as the image lays it out: its build and production dependencies only', async () => {
    // What the Dockerfile does: `pnpm deploy --prod`, with the contract beside it at the same relative place.
    const serverDir = join(root, 'apps', 'server')
    const deploy = spawnSync('pnpm', ['--filter', '@raqam/server', 'deploy', '--prod', serverDir], {
      cwd: new URL('../../..', import.meta.url).pathname,
      encoding: 'utf8',
    })
    expect(deploy.status, deploy.stderr).toBe(0)
    mkdirSync(join(root, 'openapi'))
    copyFileSync(
      new URL('../../../openapi/openapi.yaml', import.meta.url).pathname,
      join(root, 'openapi', 'openapi.yaml'),
    )
    const installed = readdirSync(join(serverDir, 'node_modules'))
    expect(installed).not.toContain('tsx')
    expect(installed).not.toContain('@raqam')
    // No source: the build, the migrations, the production dependencies, and the README npm always packs.
    expect(
      readdirSync(serverDir)
        .filter((name) => !name.startsWith('pnpm-'))
        .toSorted(),
    ).toEqual(['README.md', 'dist', 'drizzle', 'node_modules', 'package.json'])

    const server = await startServer({ DATA_DIR: join(root, 'data'), WEB_DIST: '/nonexistent' }, serverDir)
    try {
      expect((await fetch(`${server.url}/api/v1.0/health`)).status).toBe(200)
      const list = (await (await fetch(`${server.url}/api/v1.0/product/for-customers`)).json()) as {
        data: { _id: string }[]
      }
      const card = await fetch(`${server.url}/api/v1.0/product/${list.data[0]!._id}/card.png`)
      expect(card.headers.get('content-type')).toBe('image/png')
    } finally {
      await stopServer(server.child)
    }
  }, 120_000)
})
