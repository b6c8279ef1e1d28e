import autocannon, { type Options } from 'autocannon'
import { and, eq, sql } from 'drizzle-orm'
import { openDatabase } from '#db/client.ts'
import { customers, listingDailyCounts, listings } from '#db/schema.ts'
import { seed, truncateAll, vacuumAnalyze } from '#db/seed.ts'
import { startServer, stopServer } from '#test/server-process.ts'
import { ensureDatabase } from './publish-bench.ts'
import { buildServer } from '../../scripts/build.ts'

/**
 * `pnpm bench:statistics`: what sellers' statistics cost (ADR 0040). Seeds PostgreSQL, starts the
 * server's production build on 127.0.0.1 and loads, with autocannon, the health route, the view a
 * detail page sends (`recordListingInteraction`, from a phone's User-Agent, spread over many listings)
 * and the owner's read of a page of 12 listings' 30 days (`getListingStatistics`), printing each as a
 * ratio of /health in the same run: the machines are shared and noisy, the ratio is the figure. Then it
 * checks that every view answered was written once the server closed (and fails otherwise).
 *
 * Environment: BENCH_DATABASE_URL (default: the local cluster's raqam_bench_statistics),
 * BENCH_LISTINGS (10000), BENCH_SECONDS per mix (5), BENCH_CONNECTIONS (10), BENCH_PORT (any free one).
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/raqam_bench_statistics'
const listingCount = Number(process.env.BENCH_LISTINGS ?? 10_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

await ensureDatabase(url)
const database = await openDatabase({ url })
await database.migrate()
await truncateAll(database.db)
await seed(database.db, { listings: listingCount })
await vacuumAnalyze(database.db)
const [demo] = await database.db
  .select({ id: customers.id })
  .from(customers)
  .where(eq(customers.email, 'demo@raqam.ae'))
const shared = await database.db
  .select({ id: listings.id })
  .from(listings)
  .where(eq(listings.status, true))
  .orderBy(sql`random()`)
  .limit(500)
const own = await database.db
  .select({ id: listings.id })
  .from(listings)
  .where(and(eq(listings.customerId, demo!.id), eq(listings.status, true)))
  .limit(12)

await buildServer()
const server = await startServer({
  DATABASE_URL: url,
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
})
const api = `${server.url}/api/v1.0`

type Row = { name: string; rps: number; p50: number; p99: number; bad: number; sent: number }

async function measure(name: string, options: Partial<Options>): Promise<Row> {
  const result = await autocannon({ url: `${api}/health`, connections, duration: seconds, ...options })
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    sent: result['2xx'],
  }
}

let written: number
let views: Row | undefined
try {
  const signin = await fetch(`${api}/auth/customer/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' }),
  })
  const { token } = (await signin.json()) as { token: string }
  // Warm-up: JIT, connection pools, PostgreSQL's buffers.
  await autocannon({ url: `${api}/health`, connections, duration: 2 })

  const health = await measure('health', {})
  let next = 0
  views = await measure('view (recordListingInteraction)', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    body: JSON.stringify({ kind: 'view' }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/v1.0/product/${shared[next++ % shared.length]!.id}/interactions`,
        }),
      },
    ],
  })
  const query = own.map((row) => `id=${row.id}`).join('&')
  const read = await measure(`owner's read of ${own.length} listings`, {
    url: `${api}/customer/listing-statistics?${query}`,
    headers: { authorization: `Bearer ${token}` },
  })

  console.log(
    `\n${connections} connections, ${seconds} s per mix, ${listingCount.toLocaleString('en')} listings, PostgreSQL`,
  )
  for (const row of [health, views, read]) {
    console.log(
      `${row.name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s (${(row.rps / health.rps).toFixed(2)} × health)  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.bad}`,
    )
  }
} finally {
  // Closing writes what the server still holds.
  await stopServer(server.child)
  const [total] = await database.db
    .select({ views: sql<number>`coalesce(sum(${listingDailyCounts.views}), 0)::int` })
    .from(listingDailyCounts)
  written = total?.views ?? 0
  await database.close()
}
// autocannon stops counting with requests still in flight (at most one per connection), which the
// server counts too: every answered view is written, and no more than those few besides.
const answered = views?.sent ?? 0
console.log(`Views answered 204: ${answered}; written once the server closed: ${written}`)
if (written < answered || written > answered + connections) process.exitCode = 1
