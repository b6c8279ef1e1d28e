import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '#config.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'

describe('DEV_OUTBOX', () => {
  it('is off unless set to on, and a typo stops the start', () => {
    expect(readConfig({}).devOutbox).toBe(false)
    expect(readConfig({ DEV_OUTBOX: 'off' }).devOutbox).toBe(false)
    expect(readConfig({ DEV_OUTBOX: 'on', NODE_ENV: 'development' }).devOutbox).toBe(true)
    expect(() => readConfig({ DEV_OUTBOX: 'yes' })).toThrow('DEV_OUTBOX must be "on" or "off", not "yes"')
  })

  it('is refused with NODE_ENV=production: the server does not start', () => {
    expect(() => readConfig({ DEV_OUTBOX: 'on', NODE_ENV: 'production' })).toThrow(
      /^DEV_OUTBOX=on is refused with NODE_ENV=production/,
    )
  })
})

describe.each(backends)('the development outbox on $name', (backend) => {
  const apps: TestApp[] = []
  const start = async (app: { devOutbox?: boolean; production?: boolean }, seed = false) => {
    const t = await startApp(backend, { seed, app })
    apps.push(t)
    return t
  }
  let off: TestApp
  let on: TestApp
  let production: TestApp
  beforeAll(async () => {
    // Seeded, so send-password really sends the demo customer a password.
    off = await start({ devOutbox: false }, true)
    on = await start({ devOutbox: true })
    production = await start({ devOutbox: true, production: true })
  })
  afterAll(() => Promise.all(apps.map((t) => t.close())))

  it('does not exist unless asked for: a sent password cannot be read from it', async () => {
    await off.call({ url: '/auth/customer/send-password', json: { email: DEMO_CUSTOMER.email } })
    const response = await off.call({ url: '/dev/outbox', query: { to: DEMO_CUSTOMER.email } })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toMatch(/password/i)
  })

  it('exists when asked for (DEV_OUTBOX=on), and never in production even when asked for', async () => {
    expect((await on.call({ url: '/dev/outbox' })).statusCode).toBe(200)
    expect((await production.call({ url: '/dev/outbox' })).statusCode).toBe(404)
  })
})
