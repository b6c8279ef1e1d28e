import { existsSync } from 'node:fs'
import autocannon from 'autocannon'
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '#db/client.ts'
import { customers, listings, matches, savedSearches } from '#db/schema.ts'
import { seed, truncateAll, vacuumAnalyze } from '#db/seed.ts'
import type { ListingQuery } from '#features/shared/list-sql-conditions.ts'
import { listStatements } from '#features/listings/listings.repository.ts'
import { guideSubject } from '#domain/fair-price.ts'
import { guideStatements, type GuideSearch } from '#features/prices/price-guide.repository.ts'
import { startServer, stopServer, type ServerProcess } from '#test/server-process.ts'
import { addPublishers, addSavedSearches, ensureDatabase, median, timeHealth, timePublishes } from './publish-bench.ts'
import { buildServer } from '../../scripts/build.ts'

/**
 * `pnpm bench:api`: seeds 100,000 listings into PostgreSQL, starts the server's production build twice
 * on 127.0.0.1 (hot: its caches on, as in production; cold: off, so every request reaches PostgreSQL),
 * loads the listing endpoint with autocannon under visitors' filter and sort mixes on both and under
 * signed-in mixes, and prints requests/s and p99 beside the trivial health route of the same server in
 * the same run. The machines are shared and noisy, so the ratio to /health is the figure to compare,
 * not the absolutes. The server caches counts for a few seconds, which hides what a count costs under
 * load, so the price range queries and the costliest lists are also EXPLAINed (ANALYZE, uncached): the
 * indexes each plan reads and its time. The fair-price guide (GET /prices/guide) is loaded and EXPLAINed
 * the same way, for a plate and a mobile number (docs/measurements/price-guide.md).
 *
 * Environment: BENCH_DATABASE_URL (default: DATABASE_URL, else the local cluster's raqam_bench),
 * BENCH_LISTINGS (100000), BENCH_SECONDS per mix (5), BENCH_CONNECTIONS (10), BENCH_ONLY (a regular
 * expression over mix and plan names, "publishing" for the publishing timings: only those run; /health
 * always does, as the base of the ratios).
 */
const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/raqam_bench'
const listingCount = Number(process.env.BENCH_LISTINGS ?? 100_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** How many times `alternate` runs each of two ways. */
const ALTERNATIONS = 30
const only = new RegExp(process.env.BENCH_ONLY ?? '')
/** Mixes whose name BENCH_ONLY matches. */
const chosen = <T extends [name: string, ...rest: unknown[]]>(mixes: T[]): T[] =>
  mixes.filter(([name]) => only.test(name))

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
const [demo] = await database.db
  .select({ id: customers.id })
  .from(customers)
  .where(eq(customers.email, 'demo@raqam.ae'))

// getProductMatches from both sides (ADR 0022): a Dubai car wanted request whose number has a
// pattern, and a Dubai car for sale of the commonest rare shape.
const onMarketDubaiCar = and(
  eq(listings.status, true),
  eq(listings.isSold, false),
  eq(listings.category, 'car'),
  eq(listings.city, 'dubai'),
)
const [wanted] = await database.db
  .select({ id: listings.id })
  .from(listings)
  .where(and(onMarketDubaiCar, eq(listings.isOrder, true), sql`cardinality(${listings.patterns}) > 0`))
  .limit(1)
const [forSale] = await database.db
  .select({ id: listings.id })
  .from(listings)
  .where(and(onMarketDubaiCar, eq(listings.isOrder, false), sql`'all-same' = any(${listings.patterns})`))
  .limit(1)

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
// The plans of the price ranges and of the lists whose counts were slowest before listing_counts (ADR 0024).
const plans = await explainAll(
  chosen([
    ...priceRanges.map(([name, query]): [string, Omit<ListingQuery, 'viewerId'>] => [name, { ...query, page: 1 }]),
    ['shop: newest', { page: 1 }],
    ['keyword 777', { keyword: '777', page: 1 }],
    ['page 400 of cars', { category: 'car', page: 400 }],
    ['pattern: mirror or round', { patterns: ['mirror', 'round'], page: 1 }],
    [
      'pattern: few digits, dearest',
      { category: 'mobile', patterns: ['mobile-few-digits'], sort: '-newPrice', page: 1 },
    ],
  ]),
)
// The fair-price guide (ADR 0039): a plate of the commonest emirate and digit count, and a number of
// the commonest operator, whole and as typed so far. Its statements are EXPLAINed like the lists'.
const guides: [name: string, path: string, search: GuideSearch][] = [
  [
    'guide: Dubai 3-digit plate',
    '/prices/guide?category=car&city=dubai&number=777&code=A',
    {
      subject: guideSubject({ category: 'car', number: '777', code: 'A' }),
      city: 'dubai',
      operator: null,
      exclude: null,
    },
  ],
  [
    'guide: du mobile number',
    '/prices/guide?category=mobile&operator=du&number=0551234567',
    { subject: guideSubject({ category: 'mobile', number: '0551234567' }), city: null, operator: 'du', exclude: null },
  ],
  [
    'guide: du number typed so far',
    '/prices/guide?category=mobile&operator=du&number=0551',
    { subject: guideSubject({ category: 'mobile', number: '0551' }), city: null, operator: 'du', exclude: null },
  ],
]
plans.push(...(await explainGuides(chosen(guides))))
// The bounded guide against the whole kind ranked (ADR 0051), alternated in one process: a ratio the
// machine's load moves far less than it moves either time.
const guideRatios = await alternate(
  chosen(guides).map(([name, , search]): [string, () => Promise<unknown>, () => Promise<unknown>] => [
    name,
    () => Promise.all(Object.values(guideStatements(database.db, search, null))),
    () => Promise.all(Object.values(guideStatements(database.db, search))),
  ]),
)
const publishers = await addPublishers(database.db)
const savedSearchCount = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000)

// The production build, as `pnpm start` runs it, twice: hot (the answer and count caches on, as in
// production, so repeated requests are answered from them) and cold (both off: every request reaches
// PostgreSQL). Not NODE_ENV=production: that refuses to start without the e-mail and WhatsApp adapters
// (production-checks.ts), which a load test has no use for.
await buildServer()
// Pages too when the storefront is built (`pnpm --filter @raqam/web build`): hot keeps visitors' pages
// (ADR 0023), cold renders each one.
const webDist = new URL('../../../web/dist', import.meta.url).pathname
const withPages = existsSync(`${webDist}/server/entry-server.js`)
const env = { DATABASE_URL: url, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', WEB_DIST: withPages ? webDist : '/nonexistent' }
const servers = {
  hot: await startServer(env),
  cold: await startServer({ ...env, ANSWER_CACHE_MS: '0', COUNT_CACHE_MS: '0' }),
}
const api = (server: ServerProcess) => `${server.url}/api/v1.0`

const scenarios: [name: string, path: string][] = chosen([
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
  ['matches: listings for a wanted request', `/product/matches/${wanted!.id}`],
  ['matches: buyers of a listing', `/product/matches/${forSale!.id}`],
  ...guides.map(([name, path]): [string, string] => [name, path]),
])

/** Visitors' pages, rendered by the storefront (only with its build). */
const pages: [name: string, path: string][] = withPages
  ? chosen([
      ['page: home', '/'],
      ['page: shop, Dubai 3-digit', '/shop?city=dubai&digit=3'],
      ['page: a listing', `/details/car/${forSale!.id}`],
      ['page: a wanted request, ar', `/details/car/${wanted!.id}?lang=ar`],
    ])
  : []

/** Mixes of a signed-in customer: their lists carry isFavorite, so no cache answers them. */
const signedIn: [name: string, path: string][] = chosen([
  ['signed in: shop newest', '/product/for-customers'],
  ['signed in: cars, cheapest', '/product/for-customers?category=car&sort=newPrice'],
  ['signed in: own listings', `/product/for-customers?customer=${demo!.id}&status=all`],
  ['signed in: favourites', '/customer/get-favorites'],
])

type Row = { name: string; rps: number; p50: number; p99: number; bad: number }

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

try {
  const signin = await fetch(`${api(servers.cold)}/auth/customer/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' }),
  })
  const { token } = (await signin.json()) as { token: string }
  const bearer = { authorization: `Bearer ${token}` }
  // Warm-up: JIT, connection pools, PostgreSQL's buffers.
  for (const server of Object.values(servers))
    await autocannon({ url: `${api(server)}/product/for-customers?category=car`, connections, duration: 2 })

  const health = {
    hot: await measure('health', `${api(servers.hot)}/health`),
    cold: await measure('health', `${api(servers.cold)}/health`),
  }
  const hot: Row[] = []
  const cold: Row[] = []
  for (const [name, path] of scenarios) {
    hot.push(await measure(name, `${api(servers.hot)}${path}`))
    cold.push(await measure(name, `${api(servers.cold)}${path}`))
  }
  const pageRows = { hot: [] as Row[], cold: [] as Row[] }
  for (const [name, path] of pages) {
    pageRows.hot.push(await measure(name, `${servers.hot.url}${path}`))
    pageRows.cold.push(await measure(name, `${servers.cold.url}${path}`))
  }
  const personal: Row[] = []
  for (const [name, path] of signedIn) personal.push(await measure(name, `${api(servers.hot)}${path}`, bearer))

  console.log(
    `\n${connections} connections, ${seconds} s per mix, ${listingCount.toLocaleString('en')} listings, PostgreSQL; ` +
      `/health: ${health.hot.rps.toFixed(0)} req/s hot, ${health.cold.rps.toFixed(0)} cold\n`,
  )
  const cell = (row: Row, base: Row) =>
    `${row.rps.toFixed(0).padStart(7)} ${(row.rps / base.rps).toFixed(2).padStart(6)} ${String(row.p99).padStart(6)}`
  const head = `${'req/s'.padStart(7)} ${'×hlth'.padStart(6)} ${'p99 ms'.padStart(6)}`
  console.log(`${'visitor mix'.padEnd(38)} ${'hot'.padStart(21)} ${'cold'.padStart(21)}`)
  console.log(`${''.padEnd(38)} ${head} ${head}`)
  scenarios.forEach(([name], index) =>
    console.log(`${name.padEnd(38)} ${cell(hot[index]!, health.hot)} ${cell(cold[index]!, health.cold)}`),
  )
  if (withPages) {
    console.log(`\n${'visitor pages (hot: kept; cold: rendered)'.padEnd(38)} ${head} ${head}`)
    pages.forEach(([name], index) =>
      console.log(
        `${name.padEnd(38)} ${cell(pageRows.hot[index]!, health.hot)} ${cell(pageRows.cold[index]!, health.cold)}`,
      ),
    )
  } else console.log('\n(no storefront build: pages not measured)')
  console.log(`\n${'signed-in mix (hot server)'.padEnd(38)} ${head}`)
  for (const row of personal) console.log(`${row.name.padEnd(38)} ${cell(row, health.hot)}`)

  const slowest = (rows: Row[], by: (row: Row) => number, pick: 'min' | 'max') =>
    rows.reduce((worst, row) => ((pick === 'min' ? by(row) < by(worst) : by(row) > by(worst)) ? row : worst))
  const mean = (rows: Row[]) => rows.reduce((sum, row) => sum + row.rps, 0) / rows.length
  // Summaries of the mixes that ran (BENCH_ONLY may leave a group out).
  if (hot.length > 0) {
    const lowHot = slowest(hot, (row) => row.rps, 'min')
    const worstCold = slowest(cold, (row) => row.p99, 'max')
    console.log(
      `\nHot: every visitor mix ≥ ${(lowHot.rps / health.hot.rps).toFixed(2)} × health (lowest: ${lowHot.name}); mean ${(mean(hot) / health.hot.rps).toFixed(2)} ×`,
    )
    console.log(
      `Cold: worst p99 ${worstCold.p99} ms (${worstCold.name}); mean ${(mean(cold) / health.cold.rps).toFixed(2)} × health`,
    )
  }
  if (personal.length > 0)
    console.log(
      `Signed in: mean ${(mean(personal) / health.hot.rps).toFixed(2)} × health; worst p99 ${slowest(personal, (row) => row.p99, 'max').p99} ms`,
    )
  const plain = cold.find((row) => row.name === 'shop: newest')
  for (const [label, prefix] of [
    ['Pattern filter (cold)', 'pattern:'],
    ['Price range (cold)', 'price:'],
    ['Price guide (cold)', 'guide:'],
  ] as const) {
    const rows = cold.filter((row) => row.name.startsWith(prefix))
    if (rows.length === 0) continue
    const againstPlain = plain ? ` = ${(mean(rows) / plain.rps).toFixed(2)} × the plain listing` : ''
    console.log(
      `${label}: mean ${(mean(rows) / health.cold.rps).toFixed(2)} × health${againstPlain}; worst p99 ${slowest(rows, (row) => row.p99, 'max').p99} ms`,
    )
  }
  console.log(`\nList plans (EXPLAIN ANALYZE, count uncached)\n`)
  for (const plan of plans) console.log(plan)
  if (guideRatios.length > 0)
    console.log(`\nGuide statements, whole kind ranked / bounded (median of ${ALTERNATIONS} each, alternated)\n`)
  for (const line of guideRatios) console.log(line)

  if (only.test('publishing')) await benchPublishing()
  const failed = [...hot, ...cold, ...pageRows.hot, ...pageRows.cold, ...personal].filter((row) => row.bad > 0)
  for (const row of failed) console.error(`${row.name}: ${row.bad} failed requests`)
  if (failed.length > 0 || plans.some((plan) => plan.includes('Seq Scan on listings'))) process.exitCode = 1
} finally {
  await Promise.all(Object.values(servers).map((server) => stopServer(server.child)))
  await database.close()
}

/**
 * Publishing, one at a time on the cold server: first with no saved search (only the demo data's
 * wanted requests to answer, ADR 0022), then with BENCH_SAVED_SEARCHES of them to match every new
 * listing against (ADR 0021).
 */
async function benchPublishing() {
  const publishes = 25
  const healthTimes = await timeHealth(api(servers.cold), 50)
  const bare = await timePublishes(api(servers.cold), publishers[0]!, publishes, 10_000)
  await addSavedSearches(database.db, savedSearchCount)
  await vacuumAnalyze(database.db)
  const matched = await timePublishes(api(servers.cold), publishers[1]!, publishes, 20_000)
  const [made] = await database.db.select({ n: count() }).from(matches)
  const healthMs = median(healthTimes)
  console.log(
    `\nPublishing (${publishes} one at a time, cold server; /health one at a time: median ${healthMs.toFixed(1)} ms)`,
  )
  for (const [label, times] of [
    ['wanted requests only', bare],
    [`${savedSearchCount.toLocaleString('en')} saved searches`, matched],
  ] as const) {
    const sorted = times.toSorted((a, b) => a - b)
    console.log(
      `${label.padEnd(38)} median ${median(times).toFixed(1)} ms (${(median(times) / healthMs).toFixed(1)} × /health), worst ${sorted.at(-1)!.toFixed(1)} ms`,
    )
  }
  const [standing] = await database.db
    .select({ n: count() })
    .from(savedSearches)
    .where(isNotNull(savedSearches.wantedId))
  console.log(
    `Matches recorded: ${Number(made?.n ?? 0)} (${(Number(made?.n ?? 0) / publishes).toFixed(1)} a publish); wanted requests answered: ${Number(standing?.n ?? 0)}`,
  )
}

/** Median milliseconds of two ways of doing one thing, run in turns, and their ratio: one line each. */
async function alternate(pairs: [name: string, before: () => Promise<unknown>, after: () => Promise<unknown>][]) {
  const lines: string[] = []
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now()
    await run()
    return performance.now() - started
  }
  for (const [name, before, after] of pairs) {
    const times = { before: [] as number[], after: [] as number[] }
    for (let i = 0; i < ALTERNATIONS; i++) {
      times.before.push(await timed(before))
      times.after.push(await timed(after))
    }
    const [a, b] = [median(times.before), median(times.after)]
    lines.push(
      `${name.padEnd(38)} ${a.toFixed(1).padStart(7)} ms ${b.toFixed(1).padStart(7)} ms ${(a / b).toFixed(1).padStart(5)} ×`,
    )
  }
  return lines
}

/** Creates the benchmark database on first use (the cluster's maintenance database must be reachable). */
/** The query string the storefront would send for a list query. */
function queryString(query: Omit<ListingQuery, 'viewerId' | 'page'>): string {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
}

/** A statement as drizzle builds it: its SQL and parameters. */
type Statement = { toSQL: () => { sql: string; params: unknown[] } }

/**
 * EXPLAIN ANALYZE of each query's page and count, as the server builds them (listStatements): one line
 * per statement with its time and the indexes it reads, or "Seq Scan" when it reads a whole table (a
 * failure for listings; the few customers are read whole when that is cheaper).
 */
function explainAll(queries: [name: string, query: Omit<ListingQuery, 'viewerId'>][]): Promise<string[]> {
  return explainStatements(
    queries.flatMap(([name, query]) => {
      const statements = listStatements(database.db, { ...query, viewerId: null })
      return [
        [`${name} (page)`, statements.page(false)],
        [`${name} (count)`, statements.count()],
      ] as [string, Statement][]
    }),
  )
}

/** EXPLAIN ANALYZE of each guide's two statements (asking prices, sales), as the server builds them. */
function explainGuides(searches: [name: string, path: string, search: GuideSearch][]): Promise<string[]> {
  return explainStatements(
    searches.flatMap(([name, , search]) =>
      Object.entries(guideStatements(database.db, search)).map(([label, statement]): [string, Statement] => [
        `${name} (${label})`,
        statement,
      ]),
    ),
  )
}

/** One line per statement: its time, warm, and the indexes it reads. */
async function explainStatements(statements: [label: string, statement: Statement][]): Promise<string[]> {
  const lines: string[] = []
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  for (const [label, statement] of statements) {
    const { sql: text, params } = statement.toSQL()
    // Once before measuring: the server answers from warm buffers.
    await client.query(text, params)
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, format json) ${text}`,
      params,
    )
    const [{ Plan, 'Execution Time': ms }] = result.rows[0]!['QUERY PLAN']
    const reads = [...new Set(scans(Plan))].join(', ')
    lines.push(`${label.padEnd(46)} ${ms.toFixed(2).padStart(8)} ms  ${reads}`)
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
