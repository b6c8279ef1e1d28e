import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '#db/client.ts'
import { customers } from '#db/schema.ts'
import { seed, truncateAll, vacuumAnalyze } from '#db/seed.ts'
import type { ListingQuery } from '#resources/products.filters.ts'
import { listStatements } from '#resources/products.repository.ts'
import { startServer, stopServer } from '#test/server-process.ts'
import { buildServer } from '../../scripts/build.ts'

/**
 * `pnpm bench:api`: seeds 100,000 listings into PostgreSQL, starts the server's production build on
 * 127.0.0.1 in its own process, loads the listing endpoint with autocannon under several filter and sort mixes, and
 * prints requests/s and p99 beside the trivial health route of the same server in the same run. The
 * machines are shared and noisy, so the ratio to /health is the figure to compare, not the absolutes.
 * The server caches counts for a few seconds, which hides what a count costs under load, so the price
 * range queries are also EXPLAINed (ANALYZE, uncached): the indexes each plan reads and its time.
 *
 * Environment: BENCH_DATABASE_URL (default: DATABASE_URL, else the local cluster's raqam_bench),
 * BENCH_LISTINGS (100000), BENCH_SECONDS per scenario (5), BENCH_CONNECTIONS (10).
 */
const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/raqam_bench'
const listingCount = Number(process.env.BENCH_LISTINGS ?? 100_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

await ensureDatabase(url)
const database = await openDatabase({ url })
const started = performance.now()
await database.migrate()
await truncateAll(database.db)
await seed(database.db, { listings: listingCount })
await vacuumAnalyze(database.db)
console.log(
  `Seeded ${listingCount.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
const [seller] = await database.db.select({ id: customers.id }).from(customers).limit(1)

// Price ranges: the filter shoppers set first, alone and with the plate filters, in each sort.
const priceRanges: [name: string, query: Omit<ListingQuery, 'viewerId' | 'page'>][] = [
  ['price: cars 10k–50k, newest', { category: 'car', minPrice: 10_000, maxPrice: 50_000 }],
  ['price: over 1M, dearest', { minPrice: 1_000_000, sort: '-newPrice' }],
  ['price: mobile under 5k, cheapest', { category: 'mobile', maxPrice: 5_000, sort: 'newPrice' }],
  [
    'price: Dubai 3-digit 100k–500k',
    { category: 'car', city: 'dubai', digit: 3, minPrice: 100_000, maxPrice: 500_000 },
  ],
  ['price: motorcycles from 20k, cheapest', { category: 'motorcycle', minPrice: 20_000, sort: 'newPrice' }],
]
const plans = await explainAll(priceRanges)
await database.close()

// The production build, as `pnpm start` runs it. Not NODE_ENV=production: that refuses to start
// without the e-mail and WhatsApp adapters (production-checks.ts), which a load test has no use for.
await buildServer()
const server = await startServer({ DATABASE_URL: url, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' })
const base = `${server.url}/api/v1.0`

const scenarios: [name: string, path: string][] = [
  ['health (baseline)', '/health'],
  ['shop: newest', '/product/for-customers'],
  ['cars for sale', '/product/for-customers?category=car&isOrder=false'],
  ['Dubai 3-digit cars, cheapest', '/product/for-customers?category=car&city=dubai&digit=3&sort=newPrice'],
  ['du 055 numbers, dearest', '/product/for-customers?category=mobile&operator=du&prefix=055&sort=-newPrice'],
  ['Abu Dhabi code 1, dearest', '/product/for-customers?category=car&city=abu-dhabi&code=1&sort=-newPrice'],
  ['wanted motorcycles', '/product/for-customers?category=motorcycle&isOrder=true'],
  ['keyword 777', '/product/for-customers?keyword=777'],
  ['page 400 of cars', '/product/for-customers?category=car&page=400'],
  ['home: promoted', '/product/for-customers?ad=true'],
  ['seller profile', `/product/for-customers?customer=${seller!.id}&status=all`],
  // The pattern filter (GIN index on listings.patterns), rare and common tags, alone and with others.
  ['pattern: all-same, any kind', '/product/for-customers?pattern=all-same'],
  ['pattern: car mirrors', '/product/for-customers?pattern=mirror&category=car'],
  ['pattern: mirror or round', '/product/for-customers?pattern=mirror&pattern=round'],
  ['pattern: mobile prefix echo', '/product/for-customers?category=mobile&pattern=mobile-prefix-echo'],
  ['pattern: few digits, dearest', '/product/for-customers?category=mobile&pattern=mobile-few-digits&sort=-newPrice'],
  [
    'pattern: Dubai 2-digit, cheapest',
    '/product/for-customers?category=car&city=dubai&digit=2&pattern=all-same&pattern=round&sort=newPrice',
  ],
  ...priceRanges.map(([name, query]): [string, string] => [name, `/product/for-customers?${queryString(query)}`]),
]

try {
  // Warm-up: JIT, connection pool, caches.
  await autocannon({ url: `${base}/product/for-customers?category=car`, connections, duration: 2 })
  const rows: { name: string; rps: number; p50: number; p99: number; bad: number }[] = []
  for (const [name, path] of scenarios) {
    const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds })
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    })
  }
  const health = rows[0]!
  console.log(
    `\n${connections} connections, ${seconds} s per scenario, ${listingCount.toLocaleString('en')} listings, PostgreSQL\n`,
  )
  console.log(
    `${'scenario'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× health'.padStart(9)} ${'failed'.padStart(7)}`,
  )
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${(row.rps / health.rps).toFixed(2).padStart(9)} ${String(row.bad).padStart(7)}`,
    )
  }
  const lists = rows.slice(1)
  const mean = lists.reduce((sum, row) => sum + row.rps, 0) / lists.length
  console.log(
    `\nListing endpoint: mean ${mean.toFixed(0)} req/s = ${(mean / health.rps).toFixed(2)} × health; worst p99 ${Math.max(...lists.map((row) => row.p99))} ms`,
  )
  const plain = rows.find((row) => row.name === 'shop: newest')!
  const patterns = rows.filter((row) => row.name.startsWith('pattern:'))
  const patternMean = patterns.reduce((sum, row) => sum + row.rps, 0) / patterns.length
  console.log(
    `Pattern filter: mean ${patternMean.toFixed(0)} req/s = ${(patternMean / health.rps).toFixed(2)} × health = ${(patternMean / plain.rps).toFixed(2)} × the plain listing (${plain.rps.toFixed(0)} req/s); worst p99 ${Math.max(...patterns.map((row) => row.p99))} ms`,
  )
  const prices = rows.filter((row) => row.name.startsWith('price:'))
  const priceMean = prices.reduce((sum, row) => sum + row.rps, 0) / prices.length
  console.log(
    `Price range: mean ${priceMean.toFixed(0)} req/s = ${(priceMean / health.rps).toFixed(2)} × health = ${(priceMean / plain.rps).toFixed(2)} × the plain listing; worst p99 ${Math.max(...prices.map((row) => row.p99))} ms`,
  )
  console.log(`\nPrice range plans (EXPLAIN ANALYZE, count uncached)\n`)
  for (const plan of plans) console.log(plan)
  if (rows.some((row) => row.bad > 0) || plans.some((plan) => plan.includes('Seq Scan on listings')))
    process.exitCode = 1
} finally {
  await stopServer(server.child)
}

/** Creates the benchmark database on first use (the cluster's maintenance database must be reachable). */
async function ensureDatabase(target: string) {
  const name = new URL(target).pathname.slice(1)
  const admin = new URL(target)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  try {
    await client.connect()
  } catch (error) {
    console.error(
      `Cannot reach PostgreSQL at ${admin.host}: ${(error as Error).message}\nStart it (pg_ctlcluster 15 main start) or set BENCH_DATABASE_URL.`,
    )
    process.exit(1)
  }
  const exists = await client.query('select 1 from pg_database where datname = $1', [name])
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  await client.end()
}

/** The query string the storefront would send for a list query. */
function queryString(query: Omit<ListingQuery, 'viewerId' | 'page'>): string {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
}

/**
 * EXPLAIN ANALYZE of each query's page and count, as the server builds them (listStatements): one line
 * per statement with its time and the indexes it reads, or "Seq Scan" when it reads a whole table (a
 * failure for listings; the few customers are read whole when that is cheaper).
 */
async function explainAll(queries: typeof priceRanges): Promise<string[]> {
  const lines: string[] = []
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  for (const [name, query] of queries) {
    const statements = listStatements(database.db, { ...query, viewerId: null, page: 1 })
    for (const [label, statement] of [
      ['page', statements.page(false)],
      ['count', statements.count()],
    ] as const) {
      const { sql: text, params } = statement.toSQL()
      // Once before measuring: the server answers from warm buffers.
      await client.query(text, params)
      const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${text}`,
        params,
      )
      const [{ Plan, 'Execution Time': ms }] = result.rows[0]!['QUERY PLAN']
      const reads = [...new Set(scans(Plan))].join(', ')
      lines.push(`${`${name} (${label})`.padEnd(46)} ${ms.toFixed(2).padStart(8)} ms  ${reads}`)
    }
  }
  await client.end()
  return lines
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

/** The table reads of a plan: an index's name, or "Seq Scan on <table>". */
function scans(node: PlanNode): string[] {
  const own = node['Index Name']
    ? [node['Index Name']]
    : node['Node Type'] === 'Seq Scan'
      ? [`Seq Scan on ${node['Relation Name']}`]
      : []
  return [...own, ...(node.Plans ?? []).flatMap(scans)]
}
