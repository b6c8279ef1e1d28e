import { count, sql } from 'drizzle-orm'
import { currentTermsVersion } from '@raqam/legal/versions'
import { hashPassword } from '#auth/passwords.ts'
import { sha256 } from '#auth/tokens.ts'
import type { Db } from './handle.ts'
import { identiconPng } from './identicon.ts'
import { Prng } from './prng.ts'
import { customerAvatars, customers, favorites, listings } from './schema.ts'
import { generateListings, generateSellers, type SeedCustomer } from './seed-data.ts'

/** The demo customer the README names. */
export const DEMO_CUSTOMER = {
  username: 'Demo Customer',
  email: 'demo@raqam.ae',
  password: 'Raqam-demo-2025',
  phone: '971500000000',
} as const

/** Every seeded seller signs in with this password (demo data only). */
const SELLER_PASSWORD = 'Raqam-seller-2025'

/** Enough listings for every filter of the storefront to show a full page. */
export const DEFAULT_LISTING_COUNT = 480

export interface SeedOptions {
  listings?: number
  /** The PRNG seed: the same seed gives the same data. */
  seed?: number
  /** Rows per INSERT (each listing row has 20 parameters; PostgreSQL allows 65,535 a statement). */
  batchSize?: number
  onProgress?: (inserted: number) => void
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(customers)
  return row?.n === 0
}

/**
 * Removes every row (keeps the schema), before a fresh `db:seed`. Not the audit log's: it is
 * append-only, and its trigger refuses even a TRUNCATE.
 */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table matches, saved_searches, favorites, sessions, pending_signups, customer_avatars, listing_prices, listing_daily_counts, reports, verification_proofs, verification_requests, listings, customers`,
  )
}

/**
 * Inserts the deterministic demo data: 14 sellers with avatars, the demo customer with an avatar and
 * favourites, and `listings` listings across the three categories and seven emirates.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<{ customers: number; listings: number }> {
  const total = options.listings ?? DEFAULT_LISTING_COUNT
  const batchSize = options.batchSize ?? 1000
  const prng = new Prng(options.seed ?? 2025)

  const [sellerHash, demoHash] = await Promise.all([
    hashPassword(SELLER_PASSWORD),
    hashPassword(DEMO_CUSTOMER.password),
  ])
  const sellers = generateSellers(prng)
  const demo: SeedCustomer = {
    id: prng.uuid(),
    username: DEMO_CUSTOMER.username,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    gender: null,
  }
  const everyone = [...sellers, demo]
  const avatars = everyone.map((customer) => ({
    customerId: customer.id,
    contentType: 'image/png',
    bytes: identiconPng(prng),
  }))
  const createdAt = new Date(Date.UTC(2025, 0, 15))

  await db.transaction(async (tx) => {
    // Bulk load: building the listings indexes once at the end is several times faster than
    // maintaining them row by row (the trigram index above all). DDL is transactional, so a failure
    // leaves the indexes as they were.
    // Both drivers answer execute() with { rows }.
    const indexes = (await tx.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'listings' and indexname <> 'listings_pkey'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
    for (const index of indexes.rows) await tx.execute(sql.raw(`drop index "${index.indexname}"`))

    await tx.insert(customers).values(
      everyone.map((customer, i) => ({
        ...customer,
        passwordHash: customer === demo ? demoHash : sellerHash,
        avatarVersion: sha256(avatars[i]!.bytes.toString('base64')).slice(0, 16),
        createdAt,
        // The demo customer has accepted the terms in force; the sellers signed up before terms had
        // versions, so each is asked once to accept them.
        ...(customer === demo && { termsVersion: currentTermsVersion, termsAcceptedAt: createdAt }),
      })),
    )
    await tx.insert(customerAvatars).values(avatars)

    const owners = everyone.map((customer) => customer.id)
    let batch: (typeof listings.$inferInsert)[] = []
    let inserted = 0
    const favouriteCandidates: string[] = []
    for (const listing of generateListings(prng, total, owners)) {
      batch.push(listing)
      if (favouriteCandidates.length < 9 && listing.status && listing.customerId !== demo.id && !listing.isOrder) {
        favouriteCandidates.push(listing.id)
      }
      if (batch.length === batchSize) {
        await tx.insert(listings).values(batch)
        inserted += batch.length
        options.onProgress?.(inserted)
        batch = []
      }
    }
    if (batch.length > 0) await tx.insert(listings).values(batch)
    await seedPriceDrops(tx)
    // The triggers rewrote every group of listing_counts once per batch, in this one transaction:
    // counted afresh, the table the lists sum starts compact (migration 0014).
    await tx.execute(sql`select listing_counts_recount()`)
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`)
    for (const index of indexes.rows) await tx.execute(sql.raw(index.indexdef))
    await tx.insert(favorites).values(
      favouriteCandidates.map((listingId, i) => ({
        customerId: demo.id,
        listingId,
        createdAt: new Date(createdAt.getTime() + i * 60_000),
      })),
    )
  })
  return { customers: everyone.length, listings: total }
}

/**
 * About one listing for sale in seven was dearer when published and lowered its price two days later:
 * the demo's price histories and "price dropped" badges. Chosen by a byte of the id, so the same seed
 * drops the same listings; the triggers of migration 0009 already wrote each listing's first price.
 */
async function seedPriceDrops(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`
    with dropped as (
      update listings set previous_price = greatest(new_price + 100, round(new_price * 1.15, -2))
      where new_price is not null and not is_sold and get_byte(uuid_send(id), 15) % 7 = 0
      returning id, created_at, previous_price
    ),
    moved as (
      update listing_prices set at = dropped.created_at + interval '2 days'
      from dropped where listing_prices.listing_id = dropped.id
    )
    insert into listing_prices (listing_id, price, at) select id, previous_price, created_at from dropped`)
}

/** PGlite has no autovacuum: without this, counts fall back to sequential scans (ADR 0006, demo data). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`)
}
