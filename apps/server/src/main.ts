import { buildApp } from './app.ts'
import { readConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { isEmpty, seed, vacuumAnalyze } from './db/seed.ts'
import { DataDirLocked } from './db/data-dir-lock.ts'
import { messagingFromEnv } from './notifier/from-env.ts'
import { productionRefusals } from './production-checks.ts'

/** A configuration that must not run: say why in plain words (no stack trace) and exit non-zero. */
function refuse(reasons: string[]): never {
  for (const reason of reasons) console.error(`Raqam cannot start: ${reason}`)
  process.exit(1)
}

const config = (() => {
  try {
    return readConfig()
  } catch (error) {
    return refuse([(error as Error).message])
  }
})()
const messaging = messagingFromEnv(process.env, (line) => console.log(line))
const refusals = productionRefusals(config, messaging)
if (refusals.length > 0) refuse(refusals)
const started = performance.now()
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
).catch((error: unknown) => (error instanceof DataDirLocked ? refuse([error.message]) : Promise.reject(error)))
// Instances starting together on one PostgreSQL take turns to migrate and seed.
await database.exclusively(async () => {
  await database.migrate()
  // A fresh database (first start, or a throwaway DATA_DIR in end-to-end tests) gets the demo data,
  // never in production: its accounts have published passwords.
  if (!config.production && (await isEmpty(database.db))) {
    const seeded = await seed(database.db)
    await vacuumAnalyze(database.db)
    console.log(`Seeded ${seeded.customers} customers and ${seeded.listings} listings`)
  }
})

const lifecycle = { shuttingDown: false }
const app = await buildApp({
  db: database.db,
  jobQueue: database.jobQueue,
  listen: database.listen,
  lifecycle,
  metricsToken: config.metricsToken,
  countCacheMs: config.countCacheMs,
  answerCacheMs: config.answerCacheMs,
  poolStats: database.poolStats,
  production: config.production,
  webDist: config.webDist,
  storefront: config.storefront,
  webRoot: config.webRoot,
  rateLimit: config.rateLimit,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  devOutbox: config.devOutbox,
  logger: { level: config.logLevel },
  transport: config.transport,
  // In production both adapters are there (productionRefusals), so nothing falls back to the log.
  channels: messaging.channels,
  outbox: config.production ? null : messaging.outbox,
  whatsAppTemplates: messaging.templates,
  messageKey: messaging.messageKey,
  addressKey: config.addressKey,
})

// Told to stop (a deploy, a scale-in): readiness fails at once so balancers look elsewhere; after the
// delay no new connection is taken, the requests in flight finish (Fastify's close waits for them),
// and the database closes, so the next start finds a PGlite folder free (db/data-dir-lock.ts).
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    lifecycle.shuttingDown = true
    const deadline = setTimeout(() => {
      console.error(`Raqam: requests still running after ${config.shutdownTimeoutMs} ms; exiting anyway`)
      process.exit(1)
    }, config.shutdownTimeoutMs)
    deadline.unref()
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
    await app.close()
    await database.close()
    process.exit(0)
  })
}

const address = await app.listen({ host: config.host, port: config.port })
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
console.log(`Raqam is running at ${address} (${where}, ready in ${Math.round(performance.now() - started)} ms)`)
