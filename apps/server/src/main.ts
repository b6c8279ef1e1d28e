import { buildApp } from './app.ts'
import { readConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { isEmpty, seed, vacuumAnalyze } from './db/seed.ts'
import { notifierFromEnv } from './notifier/from-env.ts'

const config = readConfig()
const started = performance.now()
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
await database.migrate()
// A fresh database (first start, or a throwaway DATA_DIR in end-to-end tests) gets the demo data.
if (await isEmpty(database.db)) {
  const seeded = await seed(database.db)
  await vacuumAnalyze(database.db)
  console.log(`Seeded ${seeded.customers} customers and ${seeded.listings} listings`)
}

const app = await buildApp({
  db: database.db,
  production: config.production,
  webDist: config.webDist,
  rateLimit: config.rateLimit,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  logger: { level: config.logLevel },
  transport: config.transport,
  ...(() => {
    const { notifier, outbox, adapters } = notifierFromEnv(process.env, (line) => console.log(line))
    if (config.production && adapters.length < 2) {
      console.warn('Warning: SMTP_URL or WHATSAPP_TOKEN/WHATSAPP_PHONE_NUMBER_ID is not set; those messages only go to the log.')
    }
    return { notifier, outbox: config.production ? null : outbox }
  })(),
})

// One process per PGlite folder (it has no lock): close cleanly so nothing is lost on restart.
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    await app.close()
    await database.close()
    process.exit(0)
  })
}

const address = await app.listen({ host: config.host, port: config.port })
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
console.log(`Raqam is running at ${address} (${where}, ready in ${Math.round(performance.now() - started)} ms)`)
