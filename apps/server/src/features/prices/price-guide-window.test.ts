import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#db/handle.ts'
import { Prng } from '#db/prng.ts'
import { listings, priceGuideEntries } from '#db/schema.ts'
import { generateListings } from '#db/seed-data.ts'
import { guideSubject, priceGuide, type Candidate } from '#domain/fair-price.ts'
import { backends, type TestDatabase } from '#test/database.ts'
import { guideStatements, priceGuideRepository, type GuideSearch } from './price-guide.repository.ts'

/** Extra listings beside the demo data's: the commonest kinds then hold more than GUIDE_WINDOW. */
const EXTRA_LISTINGS = 4000
/** The bounded guide's prices lie within this share of the whole kind's ranking (ADR 0051). */
const TOLERANCE = 0.1

/**
 * The bounded guide (the newest of each trait, from price_guide_entries) against the reference (the
 * whole kind ranked) on seeded data: prices within TOLERANCE (null alike when there is not enough), the
 * comparables' count too, where some kinds are larger than the window; and the triggers keep price_guide_entries exactly what the
 * listings say through inserts, edits, sales, withdrawals and deletions.
 */
describe.each(backends)('the bounded fair-price guide on $name', (backend) => {
  let database: TestDatabase
  let db: Db
  const now = new Date()

  beforeAll(async () => {
    database = await backend.open()
    db = database.db
    const extra = [...generateListings(new Prng(58), EXTRA_LISTINGS, [null])]
    for (let start = 0; start < extra.length; start += 500)
      await db.insert(listings).values(extra.slice(start, start + 500))
  })
  afterAll(() => database?.dispose())

  /** Guides of numbers that are listed (their own listing left out, as on its page) and of partial mobile numbers. */
  async function searches(): Promise<GuideSearch[]> {
    const rows = await db
      .select({
        id: listings.id,
        category: listings.category,
        city: listings.city,
        code: listings.code,
        operator: listings.operator,
        number: listings.number,
      })
      .from(listings)
      .where(and(eq(listings.status, true), eq(listings.isOrder, false), isNotNull(listings.newPrice)))
      .orderBy(listings.id)
    const picked = rows.filter((_, index) => index % Math.floor(rows.length / 60) === 0)
    const whole = picked.map((row): GuideSearch => ({
      subject: guideSubject({ category: row.category, number: row.number, code: row.code ?? undefined }),
      city: row.city,
      operator: row.operator,
      exclude: row.id,
    }))
    const partial = (['du', 'eand', 'du'] as const).map((operator, index): GuideSearch => ({
      subject: guideSubject({ category: 'mobile', number: ['0551', '050', '058'][index]! }),
      city: null,
      operator,
      exclude: null,
    }))
    return [...whole, ...partial]
  }

  /** Both kinds of candidates of the whole kind ranked, as the guide read them before the window. */
  async function reference(search: GuideSearch): Promise<Candidate[]> {
    const statements = guideStatements(db, search, null)
    const asking = (await statements.asking).map((row) => ({ ...row, price: row.price!, kind: 'asking' as const }))
    const sales = (await statements.sale).map((row) => ({ ...row, price: row.price!, kind: 'sale' as const }))
    return [...asking, ...sales]
  }

  it('answers as the whole kind ranked does, within the tolerance, though a kind outgrows the window', async () => {
    const bounded = priceGuideRepository(db)
    let cut = 0
    for (const search of await searches()) {
      const fastCandidates = await bounded.candidates(search)
      const referenceCandidates = await reference(search)
      const fast = priceGuide(search.subject, fastCandidates, now)
      const slow = priceGuide(search.subject, referenceCandidates, now)
      const label = JSON.stringify(search)
      expect(fast.enough, label).toBe(slow.enough)
      expect(fast.comparables, label).toBeGreaterThanOrEqual(slow.comparables * (1 - TOLERANCE))
      for (const key of ['low', 'typical', 'high'] as const)
        expect(Math.abs(fast[key]! - slow[key]!), `${key} of ${label}`).toBeLessThanOrEqual(slow[key]! * TOLERANCE)
      const kept = new Set(fastCandidates.map((candidate) => candidate.id))
      if (referenceCandidates.some((candidate) => !kept.has(candidate.id))) cut++
    }
    // Not a vacuous comparison: some kinds of this data are larger than the window, and it left some out.
    expect(cut).toBeGreaterThan(0)
  })

  it('keeps price_guide_entries as the listings are written', async () => {
    const [sample] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, true), eq(listings.isOrder, false), isNotNull(listings.newPrice)))
      .limit(1)
    const others = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, true), eq(listings.isOrder, false)))
      .orderBy(sql`${listings.id} desc`)
      .limit(4)
    await db.update(listings).set({ status: false, withdrawnAt: now }).where(eq(listings.id, sample!.id))
    await db.update(listings).set({ isSold: true, soldAt: now }).where(eq(listings.id, others[0]!.id))
    await db
      .update(listings)
      .set({ newPrice: 123_456, patterns: ['round'] })
      .where(eq(listings.id, others[1]!.id))
    await db.delete(listings).where(eq(listings.id, others[2]!.id))
    // A sale whose price its seller published: a comparable of its own kind.
    await db
      .update(listings)
      .set({ isSold: true, soldAt: now, soldPrice: 50_000, soldPricePublished: true })
      .where(eq(listings.id, others[3]!.id))

    const kept = await db
      .select({ id: priceGuideEntries.listingId, trait: priceGuideEntries.trait })
      .from(priceGuideEntries)
      .orderBy(priceGuideEntries.listingId, priceGuideEntries.trait)
    // What the migration's function says each listing's rows are, recomputed from the listings now.
    const expected = (await db.execute(
      sql`select e.listing_id as id, e.trait from listings l cross join lateral price_guide_entries_of(l) e order by 1, 2`,
    )) as unknown as { rows: { id: string; trait: string }[] }
    expect(kept).toEqual(expected.rows)
    const ids = [sample!.id, others[0]!.id, others[2]!.id]
    expect(await db.select().from(priceGuideEntries).where(inArray(priceGuideEntries.listingId, ids))).toEqual([])
    const sold = await db
      .selectDistinct({ kind: priceGuideEntries.kind })
      .from(priceGuideEntries)
      .where(eq(priceGuideEntries.listingId, others[3]!.id))
    expect(sold).toEqual([{ kind: 'sale' }])
  })
})
