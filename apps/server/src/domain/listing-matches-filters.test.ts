import { and } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { mobilePrefixes, operators } from '@raqam/listing-rules/numbers'
import { mobilePatternIds, platePatternIds } from '@raqam/patterns/pattern-table'
import { customers, listings } from '#db/schema.ts'
import { listConditions } from '#features/shared/list-sql-conditions.ts'
import { matchCandidatesRepository } from '#features/matches/match-candidates.repository.ts'
import { savedSearchesRepository } from '#features/saved-searches/saved-searches.repository.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'
import { listingMatchesFilters } from './listing-matches-filters.ts'

type SavedSearchFilters = components['schemas']['SavedSearchFilters']

/** Filter sets of every kind: one filter, several, both kinds without a category, odd price ranges. */
const filterSets: fc.Arbitrary<SavedSearchFilters> = fc.record(
  {
    category: fc.constantFrom('car', 'motorcycle', 'mobile' as const),
    isOrder: fc.boolean(),
    city: fc.constantFrom(...cities),
    code: fc.constantFrom(...new Set(Object.values(plateCodes).flat())),
    digit: fc.integer({ min: 1, max: 5 }),
    pattern: fc.uniqueArray(fc.constantFrom(...platePatternIds, ...mobilePatternIds), { minLength: 1, maxLength: 3 }),
    operator: fc.constantFrom(...operators),
    prefix: fc.constantFrom(...mobilePrefixes),
    minPrice: fc.integer({ min: 0, max: 200_000 }),
    maxPrice: fc.integer({ min: 50_000, max: 5_000_000 }),
    keyword: fc.constantFrom('7', '77', 'dubai', 'Mirror', 'دبي', '050', 'رقم'),
  },
  { requiredKeys: [] },
)

describe.each(backends)('a saved search matches what its list shows, on $name', (backend) => {
  let t: TestApp
  let rows: (typeof listings.$inferSelect)[]

  beforeAll(async () => {
    t = await startApp(backend)
    rows = await t.database.db.select().from(listings)
  })
  afterAll(() => t?.close())

  it('for 300 filter sets, the one-listing check and the list query keep the same listings', async () => {
    await fc.assert(
      fc.asyncProperty(filterSets, async (filters) => {
        const listed = await t.database.db
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              // A saved search watches listings for sale unless it says isOrder: true.
              ...listConditions({
                ...filters,
                isOrder: filters.isOrder ?? false,
                patterns: filters.pattern,
                viewerId: null,
                page: 1,
              }),
            ),
          )
        const matched = rows.filter((row) => row.status && listingMatchesFilters(filters, row))
        expect(matched.map((row) => row.id).toSorted()).toEqual(listed.map((row) => row.id).toSorted())
      }),
      { numRuns: 300 },
    )
  })

  it("never leaves a matching search out of a listing's candidates (the columns kept beside the filters)", async () => {
    const repository = savedSearchesRepository(t.database.db)
    const matching = matchCandidatesRepository(t.database.db)
    const [owner] = await t.database.db.select({ id: customers.id }).from(customers).limit(1)
    // Plain objects: fast-check may build records without a prototype, which the driver cannot serialise.
    // Broad ones too (two filters each at most), so many listings match some search.
    const filters = fc.sample(filterSets, { numRuns: 80, seed: 18 }).map((filter, index) => {
      const entries = Object.entries(filter)
      const kept = entries.filter((_, at) => at === index % 5 || at === (index * 3) % 7)
      return Object.fromEntries(kept) as SavedSearchFilters
    })
    for (const [index, filter] of filters.entries()) {
      await repository.create(
        owner!.id,
        { name: `Search ${index}`, filters: filter },
        { origin: 'http://127.0.0.1', unsubscribeToken: `token-${index}`, max: 1000 },
      )
    }
    let checked = 0
    for (const row of rows.filter((listing) => listing.status && !listing.isSold && listing.customerId !== owner!.id)) {
      const listing = (await matching.publishedListing(row.id))!
      const candidates = new Set((await matching.candidates(listing)).map((search) => search.filters))
      const saved = await repository.list(owner!.id)
      for (const search of saved.filter((search) => listingMatchesFilters(search.filters, listing))) {
        expect([...candidates].some((candidate) => JSON.stringify(candidate) === JSON.stringify(search.filters))).toBe(
          true,
        )
        checked++
      }
    }
    expect(checked).toBeGreaterThan(50)
  })

  it('is not fooled by filters that keep nothing or everything', () => {
    const shared = rows.filter((row) => row.status && !row.isOrder)
    expect(shared.filter((row) => listingMatchesFilters({}, row))).toHaveLength(shared.length)
    expect(rows.some((row) => listingMatchesFilters({ city: 'dubai', digit: 3 }, row))).toBe(true)
    expect(rows.filter((row) => listingMatchesFilters({ minPrice: 10, maxPrice: 5 }, row))).toEqual([])
  })
})
