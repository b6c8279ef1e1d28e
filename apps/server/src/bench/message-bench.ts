import { sql } from 'drizzle-orm'
import { newToken } from '#auth/tokens.ts'
import { openDatabase } from '#db/client.ts'
import { customers, savedSearches } from '#db/schema.ts'
import { seed, truncateAll, vacuumAnalyze } from '#db/seed.ts'
import { installMessageQueue } from '#notifier/message-queue.ts'
import { startServer, stopServer } from '#test/server-process.ts'
import { standInSmtp, standInWhatsApp } from '#test/stand-in-providers.ts'
import { addPublishers, ensureDatabase, publisherToken, timeHealth } from './publish-bench.ts'
import { buildServer } from '../../scripts/build.ts'

/**
 * `pnpm bench:messages`: the message queue on PostgreSQL (ADR 0031), through the server's production
 * build with its real SMTP and WhatsApp adapters, into a real SMTP server and a stand-in WhatsApp Cloud
 * API on 127.0.0.1.
 * - Latency: BENCH_ALERTS publishes, one after the other, each matching one buyer's saved search; from
 *   the publish request to its alert reaching both providers (p50, p99).
 * - Throughput: one publish matching BENCH_FANOUT buyers' saved searches: 2 × BENCH_FANOUT jobs, and
 *   how many the instance delivers per second.
 * Beside the same server's /health answered one at a time, as ratios: the machines are shared and noisy.
 *
 * Environment: BENCH_DATABASE_URL (default: the local cluster's raqam_bench_messages), BENCH_ALERTS
 * (100), BENCH_FANOUT (500).
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/raqam_bench_messages'
const alerts = Number(process.env.BENCH_ALERTS ?? 100)
const fanout = Number(process.env.BENCH_FANOUT ?? 500)
/** Publishing is limited per hour and account (auth/limits.ts): enough publishers to stay under it. */
const PUBLISHES_PER_PUBLISHER = 25

await ensureDatabase(url)
const database = await openDatabase({ url })
await database.migrate()
await installMessageQueue(database.jobQueue)
await truncateAll(database.db)
await database.db.execute(sql`delete from pgboss.job`)
await seed(database.db)
const publishers = await addPublishers(database.db, Math.ceil(alerts / PUBLISHES_PER_PUBLISHER))

/** Buyers with one saved search each, made in the database: what matters here is what follows a publish. */
async function addBuyers(prefix: string, count: number, filters: (index: number) => Record<string, unknown>) {
  const rows = await database.db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `Bench buyer ${prefix} ${index}`,
        email: `bench-${prefix}-${index}@example.com`,
        phone: `9715${prefix === 'one' ? 6 : 7}${String(index).padStart(7, '0')}`,
        passwordHash: 'not-used',
        language: index % 2 ? ('ar' as const) : ('en' as const),
      })),
    )
    .returning({ id: customers.id, email: customers.email, phone: customers.phone })
  await database.db.insert(savedSearches).values(
    rows.map((row, index) => ({
      customerId: row.id,
      name: `Bench ${prefix} ${index}`,
      filters: filters(index),
      category: 'car' as const,
      isOrder: false,
      city: (filters(index).city as 'umm-al-quwain' | 'ras-al-khaimah') ?? null,
      digits: null,
      unsubscribeToken: newToken(),
      origin: 'http://127.0.0.1',
    })),
  )
  return rows
}
// Each latency buyer watches one number of its own; every fan-out buyer watches the same emirate.
const number = (index: number) => String(81_000 + index)
const single = await addBuyers('one', alerts, (index) => ({
  category: 'car',
  city: 'umm-al-quwain',
  keyword: number(index),
}))
const many = await addBuyers('many', fanout, () => ({ category: 'car', city: 'ras-al-khaimah', code: 'K' }))
await vacuumAnalyze(database.db)

await buildServer()
const smtp = await standInSmtp()
const whatsapp = await standInWhatsApp()
const server = await startServer({
  DATABASE_URL: url,
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  SMTP_URL: smtp.url,
  WHATSAPP_TOKEN: 'bench',
  WHATSAPP_PHONE_NUMBER_ID: '4242',
  WHATSAPP_API_URL: whatsapp.url,
})
const api = `${server.url}/api/v1.0`

try {
  const tokens = await Promise.all(publishers.map((email) => publisherToken(api, email)))
  const publish = async (token: string, city: string, code: string, plate: string) => {
    const response = await fetch(`${api}/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        category: 'car',
        city,
        code,
        number: plate,
        titleEn: `${code} ${plate}`,
        titleAr: `${code} ${plate}`,
        newPrice: 50_000,
      }),
    })
    if (response.status !== 201) throw new Error(`publish answered ${response.status}: ${await response.text()}`)
  }
  /** Resolves once both providers hold at least `count` messages for `buyer`; the newest arrival's time. */
  const arrived = async (buyer: { email: string; phone: string }, count = 1, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mails = smtp.to(buyer.email)
      const texts = whatsapp.to(buyer.phone)
      if (mails.length >= count && texts.length >= count) return Math.max(mails.at(-1)!.at, texts.at(-1)!.at)
      if (Date.now() > deadline) throw new Error(`no alert reached ${buyer.email} in ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
  }

  const health = await timeHealth(api, 1000)
  const healthRate = 1000 / (health.reduce((sum, ms) => sum + ms, 0) / health.length)

  const latencies: number[] = []
  for (const [index, buyer] of single.entries()) {
    const started = Date.now()
    await publish(tokens[Math.floor(index / PUBLISHES_PER_PUBLISHER)]!, 'umm-al-quwain', 'A', number(index))
    latencies.push((await arrived(buyer)) - started)
  }

  // Counted as a whole, every 20 ms: polling each buyer would take the stand-ins' own process from them.
  const mailsBefore = smtp.mails.length
  const textsBefore = whatsapp.requests.length
  const started = Date.now()
  await publish(tokens[0]!, 'ras-al-khaimah', 'K', '72727')
  while (smtp.mails.length - mailsBefore < fanout || whatsapp.requests.length - textsBefore < fanout) {
    if (Date.now() - started > 300_000) throw new Error('the fan-out did not arrive in 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const lastMail = smtp.mails.at(-1)!.at
  const lastText = whatsapp.requests.at(-1)!.at
  const last = Math.max(lastMail, lastText)
  for (const buyer of many) await arrived(buyer)
  const seconds = (last - started) / 1000
  const jobsPerSecond = (2 * fanout) / seconds

  const percentile = (values: number[], p: number) =>
    values.toSorted((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!
  console.log(`\nMessage queue on PostgreSQL (${server.url}), the production build, real SMTP and a stand-in WhatsApp:`)
  console.log(
    `  /health, one at a time:  ${healthRate.toFixed(0)} req/s, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms`,
  )
  console.log(
    `  publish → alert at both providers (${alerts} alerts, one at a time): p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms (${(percentile(latencies, 99) / percentile(health, 99)).toFixed(0)} × /health's p99)`,
  )
  console.log(
    `  throughput: ${2 * fanout} jobs of one publish delivered in ${seconds.toFixed(2)} s: ${jobsPerSecond.toFixed(0)} jobs/s (${(jobsPerSecond / healthRate).toFixed(2)} × /health's req/s); the last WhatsApp after ${((lastText - started) / 1000).toFixed(2)} s, the last e-mail after ${((lastMail - started) / 1000).toFixed(2)} s`,
  )
} finally {
  await stopServer(server.child)
  await smtp.close()
  await whatsapp.close()
  await database.close()
}
