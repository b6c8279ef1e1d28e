import { and, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, listingCounts, listings } from '#db/schema.ts'
import { seed, truncateAll } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'
import { listConditions, type ListingQuery } from '#features/shared/list-sql-conditions.ts'
import { listStatements } from './listings.repository.ts'

/** Visitors' lists whose totals are sums over listing_counts (ADR 0024). */
const counted: Omit<ListingQuery, 'viewerId' | 'page'>[] = [
  {},
  { category: 'car', isOrder: false },
  { category: 'mobile', operator: 'du', prefix: '055' },
  { ad: true },
  { city: 'dubai' },
  { patterns: ['all-same'] },
  { patterns: ['mirror', 'round'] },
  { category: 'mobile', patterns: ['mobile-few-digits'] },
  { isOrder: true, patterns: ['mobile-few-digits', 'mirror'] },
  { category: 'car', city: 'dubai', digit: 2, patterns: ['all-same', 'round'] },
]

describe.each(backends)('list totals kept by group on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  /** Every total from its groups equals a count of the listings, and every group holds its listings. */
  async function expectExact() {
    for (const filters of counted) {
      const query = { ...filters, viewerId: null, page: 1 }
      const statement = listStatements(t.database.db, query).count()
      expect(statement.toSQL().sql).toContain('"listing_counts"')
      const [kept] = await statement
      const [actual] = await t.database.db
        .select({ n: count() })
        .from(listings)
        .where(and(...listConditions(query)))
      expect(Number(kept!.n), JSON.stringify(filters)).toBe(actual!.n)
    }
    const key = {
      status: listings.status,
      category: listings.category,
      isOrder: listings.isOrder,
      isAd: listings.isAd,
      city: listings.city,
      digits: listings.digits,
      operator: listings.operator,
      prefix: listings.prefix,
      patterns: listings.patterns,
    }
    const actual = await t.database.db
      .select({ ...key, n: count() })
      .from(listings)
      .groupBy(...Object.values(key))
    const kept = await t.database.db
      .select(getTableColumns(listingCounts))
      .from(listingCounts)
      .where(ne(listingCounts.n, 0))
    const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).toSorted()
    expect(sorted(kept)).toEqual(sorted(actual))
  }

  it('follows inserts, updates that move listings between groups, deletes and a truncate', async () => {
    await expectExact()
    const [seller] = await t.database.db.select({ id: customers.id }).from(customers).limit(1)
    // Several rows in one statement, two of them in one group.
    const plate = { category: 'car' as const, city: 'dubai' as const, code: 'A', digits: 2, newPrice: 9000 }
    const added = await t.database.db
      .insert(listings)
      .values([
        { ...plate, number: '11', patterns: ['all-same'], titleEn: 'A 11', titleAr: 'A 11' },
        { ...plate, number: '22', patterns: ['all-same'], titleEn: 'A 22', titleAr: 'A 22' },
        { ...plate, number: '10', patterns: ['round'], titleEn: 'A 10', titleAr: 'A 10', isAd: true },
      ])
      .returning({ id: listings.id })
    await expectExact()
    // One statement moving listings both ways between groups, then one that moves none (a price).
    const ids = added.map((row) => row.id)
    await t.database.db
      .update(listings)
      .set({ isAd: sql`not ${listings.isAd}`, status: sql`${listings.number} <> '11'` })
      .where(inArray(listings.id, ids))
    await t.database.db.update(listings).set({ newPrice: 9500 }).where(inArray(listings.id, ids))
    await expectExact()
    await t.database.db.delete(listings).where(eq(listings.id, ids[0]!))
    // A seller's listings go with them (a cascade is a delete too).
    await t.database.db.delete(customers).where(eq(customers.id, seller!.id))
    await expectExact()
    await t.database.db.execute(sql`truncate table listings cascade`)
    await expectExact()
    expect(await t.database.db.select().from(listingCounts)).toEqual([])
  })

  it('is exact and compact after a bulk load of many statements in one transaction', async () => {
    await truncateAll(t.database.db)
    // A statement per listing, each rewriting its group (migration 0014).
    await seed(t.database.db, { listings: 480, batchSize: 1 })
    await expectExact()
    const pages = async (table: string) => {
      // Both drivers answer execute() with { rows }.
      const result = (await t.database.db.execute(
        sql`select pg_relation_size(${table}) / current_setting('block_size')::int as pages`,
      )) as unknown as { rows: { pages: number | string }[] }
      return Number(result.rows[0]!.pages)
    }
    await t.database.db.execute(sql`create temporary table fresh_counts with (fillfactor = 50) as table listing_counts`)
    expect(await pages('listing_counts')).toBeLessThanOrEqual(await pages('fresh_counts'))
    await t.database.db.execute(sql`drop table fresh_counts`)
  })
})
