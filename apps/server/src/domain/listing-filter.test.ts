import { and } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { mobilePrefixes, operators } from '@raqam/listing-rules/numbers'
import { mobilePatternIds, platePatternIds } from '@raqam/patterns/patterns.table'
import { listings } from '#db/schema.ts'
import { listConditions } from '#resources/products.filters.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'
import { listingMatchesFilters } from './listing-filter.ts'

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

  it('is not fooled by filters that keep nothing or everything', () => {
    const shared = rows.filter((row) => row.status && !row.isOrder)
    expect(shared.filter((row) => listingMatchesFilters({}, row))).toHaveLength(shared.length)
    expect(rows.some((row) => listingMatchesFilters({ city: 'dubai', digit: 3 }, row))).toBe(true)
    expect(rows.filter((row) => listingMatchesFilters({ minPrice: 10, maxPrice: 5 }, row))).toEqual([])
  })
})
