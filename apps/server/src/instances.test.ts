import { eq, ne } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { currentTermsVersion } from '@raqam/legal/versions'
import { customers } from '#db/schema.ts'
import { adminQuery } from '#test/global-setup.ts'
import { backends, type TestDatabase } from '#test/database.ts'
import { parsePrometheusText, sampleTotal } from '#test/prometheus-text.ts'
import { startServer, stopServer, type ServerProcess } from '#test/server-process.ts'
import { standInSmtp, standInWhatsApp } from '#test/stand-in-providers.ts'

/**
 * Two server processes (the production build) on one PostgreSQL database, as `compose.yaml` runs them:
 * whatever one instance decides, the other must know at once (ADR 0019).
 */
const postgres = backends.find((backend) => backend.name === 'postgres')

// Without TEST_DATABASE_URL the suite does not exist (PGlite is one process's), except in CI, which
// starts PostgreSQL (.ci/run): there its absence fails the suite rather than pass it unnoticed.
if (postgres || process.env.CI)
  describe('two instances on one PostgreSQL', () => {
    let database: TestDatabase
    let a: ServerProcess
    let b: ServerProcess
    let smtp: Awaited<ReturnType<typeof standInSmtp>>
    let whatsapp: Awaited<ReturnType<typeof standInWhatsApp>>

    beforeAll(async () => {
      if (!postgres) throw new Error('TEST_DATABASE_URL is not set: the instance tests need PostgreSQL')
      database = await postgres.open()
      smtp = await standInSmtp()
      whatsapp = await standInWhatsApp()
      // The rate limits on, behind a reverse proxy as in compose.yaml: each test is a client of its own.
      // Messages go to a real SMTP server and a stand-in WhatsApp Cloud API.
      const env = {
        DATABASE_URL: database.url!,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        SMTP_URL: smtp.url,
        WHATSAPP_TOKEN: 'test-token',
        WHATSAPP_PHONE_NUMBER_ID: '4242',
        WHATSAPP_API_URL: whatsapp.url,
      }
      ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    }, 120_000)
    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server.child)))
      await database?.dispose()
      await smtp?.close()
      await whatsapp?.close()
    })

    let client = 0
    beforeEach(() => {
      client++
    })
    /** A request from this test's client address (the proxy's X-Forwarded-For). */
    const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/v1.0${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${client}`, ...init.headers },
      })
    const signIn = async (server: ServerProcess) => {
      const response = await api(server, '/auth/customer/signin', {
        method: 'POST',
        body: JSON.stringify({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' }),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { token: string }).token
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    it('refuses a session on one instance as soon as it is signed out on the other', async () => {
      const token = await signIn(a)
      expect((await api(b, '/auth/customer/profile', { headers: bearer(token) })).status).toBe(200)
      expect((await api(a, '/auth/customer/signout', { method: 'POST', headers: bearer(token) })).status).toBe(204)
      expect((await api(b, '/auth/customer/profile', { headers: bearer(token) })).status).toBe(401)
    })

    it('signs a suspended seller out of both instances at once, and a removed role counts at the next request on either', async () => {
      const [staff, seller] = await database.db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(ne(customers.email, 'demo@raqam.ae'))
        .orderBy(customers.email)
        .limit(2)
      await database.db.update(customers).set({ role: 'moderator' }).where(eq(customers.id, staff!.id))
      // The seeded sellers' password (the repository's README).
      const signInAs = (server: ServerProcess, email: string) =>
        api(server, '/auth/customer/signin', {
          method: 'POST',
          body: JSON.stringify({ email, password: 'Raqam-seller-2025' }),
        })
      const tokenOf = async (response: Response) => ((await response.json()) as { token: string }).token
      const moderator = await tokenOf(await signInAs(a, staff!.email))
      const onA = await tokenOf(await signInAs(a, seller!.email))
      const onB = await tokenOf(await signInAs(b, seller!.email))

      const suspended = await api(a, `/moderation/sellers/${seller!.id}/suspend`, {
        method: 'PUT',
        headers: bearer(moderator),
        body: JSON.stringify({ reason: 'scam' }),
      })
      expect(suspended.status).toBe(200)
      for (const token of [onA, onB])
        expect((await api(b, '/auth/customer/profile', { headers: bearer(token) })).status).toBe(401)
      const refused = await signInAs(b, seller!.email)
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([403, 'accountSuspended'])

      const reinstated = await api(b, `/moderation/sellers/${seller!.id}/reinstate`, {
        method: 'PUT',
        headers: bearer(moderator),
        body: JSON.stringify({}),
      })
      expect(reinstated.status).toBe(200)
      expect((await signInAs(a, seller!.email)).status).toBe(200)

      await database.db.update(customers).set({ role: 'customer' }).where(eq(customers.id, staff!.id))
      for (const server of [a, b])
        expect((await api(server, '/moderation/reports', { headers: bearer(moderator) })).status).toBe(403)
    })

    it('limits sign-ins spread over both instances as one: the 21st in a minute is refused', async () => {
      const statuses: number[] = []
      for (let attempt = 1; attempt <= 21; attempt++) {
        const response = await api(attempt % 2 ? a : b, '/auth/customer/signin', {
          method: 'POST',
          // A different e-mail each time: the per-account back-off stays out of it, the address limit decides.
          body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong-password-1' }),
        })
        statuses.push(response.status)
        if (attempt === 21) {
          expect(await response.json()).toMatchObject({ code: 'rateLimited' })
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        }
      }
      expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 401))
      expect(statuses[20]).toBe(429)
    })

    it("lists a listing published on one instance on the other's list and count at once", async () => {
      const list = async () =>
        (await (await api(b, '/product/for-customers?category=car&keyword=86420')).json()) as {
          data: { _id: string }[]
          paginationResult: { total: number }
        }
      // B counts the matches now, and keeps that count for its cache's time (10 s)...
      expect((await list()).paginationResult.total).toBe(0)
      const token = await signIn(a)
      const created = await api(a, '/product', {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({
          category: 'car',
          titleEn: 'Dubai B 86420',
          titleAr: 'دبي B 86420',
          number: '86420',
          city: 'dubai',
          code: 'B',
          newPrice: 4200,
        }),
      })
      expect(created.status).toBe(201)
      const { data } = (await created.json()) as { data: { _id: string } }
      // ...but A's write reaches B as a notice on commit, which the answer A gave follows.
      await expect.poll(async () => (await list()).paginationResult.total, { timeout: 2000, interval: 50 }).toBe(1)
      expect((await list()).data.map((listing) => listing._id)).toEqual([data._id])
    })

    it('share one message queue: each message of sign-ups on either instance arrives once, sent by both', async () => {
      const sent = async (server: ServerProcess) =>
        sampleTotal(parsePrometheusText(await (await fetch(`${server.url}/metrics`)).text()), 'raqam_messages_total', {
          kind: 'verificationCode',
          outcome: 'sent',
        })
      const before = (await sent(a)) + (await sent(b))
      const people = Array.from({ length: 10 }, (_, i) => ({
        email: `queue-${process.pid}-${i}@example.com`,
        phone: `9715${String(process.pid).padStart(8, '0').slice(-7)}${i % 10}`.slice(0, 12),
      }))
      for (const [i, person] of people.entries()) {
        const form = new FormData()
        const fields = {
          username: 'Queue Test',
          password: 'a-good-password',
          acceptedTerms: currentTermsVersion,
          ...person,
        }
        form.append('json', new Blob([JSON.stringify(fields)], { type: 'application/json' }), 'json.json')
        const response = await fetch(`${(i % 2 ? a : b).url}/api/v1.0/auth/customer/signup`, {
          method: 'POST',
          body: form,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        })
        expect(response.status, await response.text()).toBe(201)
      }
      await expect
        .poll(() => people.filter((person) => smtp.to(person.email).length === 1).length, { timeout: 15_000 })
        .toBe(people.length)
      await expect
        .poll(() => people.filter((person) => whatsapp.to(person.phone).length > 0).length, { timeout: 15_000 })
        .toBe(people.length)
      // Exactly once each, whichever instance took the job.
      for (const person of people) {
        expect(smtp.to(person.email)).toHaveLength(1)
        expect(whatsapp.to(person.phone)).toHaveLength(1)
      }
      await expect.poll(async () => (await sent(a)) + (await sent(b)) - before, { timeout: 5000 }).toBe(20)
      expect(await sent(a)).toBeGreaterThan(0)
      expect(await sent(b)).toBeGreaterThan(0)
    })

    it('each reports its own requests and database pool at /metrics, as Prometheus text', async () => {
      for (const server of [a, b]) {
        const answer = await fetch(`${server.url}/metrics`)
        expect(answer.status).toBe(200)
        const metrics = parsePrometheusText(await answer.text())
        expect(sampleTotal(metrics, 'raqam_http_requests_total', { operation: 'signinCustomer' })).toBeGreaterThan(0)
        expect(sampleTotal(metrics, 'raqam_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
      }
    })
  })

if (postgres || process.env.CI)
  describe('two instances starting together on an empty PostgreSQL', () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    const name = `raqam_t_${process.pid}_empty`
    afterAll(async () => {
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
    })

    it('migrate and seed it once between them, then both serve', async () => {
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: the instance tests need PostgreSQL')
      await adminQuery(adminUrl, `create database "${name}"`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }
      const servers = await Promise.all([startServer(env), startServer(env)])
      try {
        expect(servers.filter((server) => /Seeded 15 customers and 480 listings/.test(server.output()))).toHaveLength(1)
        const client = new pg.Client({ connectionString: url.toString() })
        await client.connect()
        const counts = await client.query<{ customers: string; listings: string }>(
          'select (select count(*) from customers) as customers, (select count(*) from listings) as listings',
        )
        await client.end()
        expect(counts.rows[0]).toEqual({ customers: '15', listings: '480' })
        for (const server of servers) expect((await fetch(`${server.url}/api/v1.0/health`)).status).toBe(200)
      } finally {
        await Promise.all(servers.map((server) => stopServer(server.child)))
      }
    }, 120_000)
  })
