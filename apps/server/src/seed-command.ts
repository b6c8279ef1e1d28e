import { readConfig } from '#config.ts'
import { openDatabase } from '#db/client.ts'
import { DEFAULT_LISTING_COUNT, seed, truncateAll, vacuumAnalyze } from '#db/seed.ts'

/**
 * `pnpm db:seed [count]`: empties the database (DATABASE_URL, else the PGlite folder DATA_DIR) and
 * fills it with the deterministic demo data, `count` listings (100000 for benchmarks), then VACUUM
 * ANALYZE so the planner knows the new sizes. Stop the server first when it uses the same PGlite folder:
 * PGlite has no lock, and a second process would lose writes.
 */
const count = Number(process.argv[2] ?? DEFAULT_LISTING_COUNT)
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error(`Usage: pnpm db:seed [listings], a whole number up to 5,000,000 (got ${process.argv[2]})`)
  process.exit(2)
}
const config = readConfig()
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
try {
  let started = performance.now()
  await database.migrate()
  await truncateAll(database.db)
  const result = await seed(database.db, {
    listings: count,
    onProgress: (inserted) => {
      if (inserted % 20_000 === 0) console.log(`  ${inserted.toLocaleString('en')} listings…`)
    },
  })
  console.log(
    `Seeded ${result.customers} customers and ${result.listings.toLocaleString('en')} listings into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  started = performance.now()
  await vacuumAnalyze(database.db)
  console.log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await database.close()
}
