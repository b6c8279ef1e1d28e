import { eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifyNumber } from '@raqam/patterns/pattern-classifier'
import { patternKindOf } from '@raqam/patterns/pattern-table'
import { backends, type TestDatabase } from '#test/database.ts'
import { backfillPatterns } from './backfill.ts'
import { listings } from './schema.ts'

describe.each(backends)('the pattern backfill on $name', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await backend.open()
  })
  afterAll(() => database?.dispose())

  it('classifies the rows written before the column existed, and only those', async () => {
    const rows = await database.db
      .select({ id: listings.id, category: listings.category, number: listings.number })
      .from(listings)
      .limit(300)
    const ids = rows.map((row) => row.id)
    await database.db.update(listings).set({ patterns: null }).where(inArray(listings.id, ids))
    // A number no writer would accept gets no tags instead of stopping the start-up.
    await database.db.update(listings).set({ number: '0000' }).where(eq(listings.id, ids[0]!))

    expect(await backfillPatterns(database.db)).toBe(300)
    expect(await database.db.select({ id: listings.id }).from(listings).where(isNull(listings.patterns))).toEqual([])
    const after = await database.db
      .select({ id: listings.id, patterns: listings.patterns })
      .from(listings)
      .where(inArray(listings.id, ids))
    const byId = new Map(after.map((row) => [row.id, row.patterns]))
    expect(byId.get(ids[0]!)).toEqual([])
    for (const row of rows.slice(1))
      expect(byId.get(row.id), row.number).toEqual(classifyNumber(patternKindOf(row.category), row.number))
    expect(await backfillPatterns(database.db)).toBe(0)
  })
})
