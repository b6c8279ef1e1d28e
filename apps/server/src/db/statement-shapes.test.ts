import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, favorites, listings } from '#db/schema.ts'
import type { ListingQuery } from '#features/shared/list-sql-conditions.ts'
import { favoritesRepository } from '#features/favorites/favorites.repository.ts'
import { listStatements, listingsRepository } from '#features/listings/listings.repository.ts'
import { backends, type TestDatabase } from '#test/database.ts'
import { statementShapes } from './statement-shapes.ts'

describe.each(backends)('statements built once per shape, on $name', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await backend.open()
  })
  afterAll(() => database?.dispose())

  it('runs one prepared statement with each call’s values, and a new one for each shape', async () => {
    const shapes = statementShapes()
    const byCity = (city: 'dubai' | 'sharjah') =>
      shapes.run(
        (bind) =>
          database.db
            .select({ id: listings.id, city: listings.city })
            .from(listings)
            .where(eq(listings.city, bind('city', city)))
            .orderBy(listings.id),
        (bound) => `by city ${[...bound].join()}`,
      )
    const dubai = await byCity('dubai')
    const sharjah = await byCity('sharjah')
    expect(shapes.size).toBe(1)
    expect(dubai.length).toBeGreaterThan(0)
    expect(sharjah.length).toBeGreaterThan(0)
    expect(dubai.every((row) => row.city === 'dubai')).toBe(true)
    expect(sharjah.every((row) => row.city === 'sharjah')).toBe(true)

    await shapes.run(
      (bind) =>
        database.db
          .select({ n: sql<number>`count(*)` })
          .from(listings)
          .where(eq(listings.digits, bind('d', 3))),
      () => 'by digits',
    )
    expect(shapes.size).toBe(2)
  })

  it('keeps the most recently used shapes only', async () => {
    const shapes = statementShapes(2)
    const run = (shape: string) =>
      shapes.run(
        () => database.db.select({ id: listings.id }).from(listings).limit(1),
        () => shape,
      )
    await run('a')
    await run('b')
    await run('a')
    await run('c')
    expect(shapes.size).toBe(2)
  })

  it('refuses one name bound to two values', async () => {
    const shapes = statementShapes()
    await expect(
      shapes.run(
        (bind) =>
          database.db
            .select({ id: listings.id })
            .from(listings)
            .where(sql`${listings.city} = ${bind('city', 'dubai')} or ${listings.city} = ${bind('city', 'ajman')}`),
        () => 'twice',
      ),
    ).rejects.toThrow('"city" is bound to two values')
  })

  it('answers every list as the statement built for it alone does, whatever ran before in the same shape', async () => {
    const repository = listingsRepository(database.db)
    const [viewer] = await database.db.select({ id: customers.id }).from(customers).limit(2).offset(1)
    // Pairs of one shape with other values, and each of them again after the other.
    const queries: Omit<ListingQuery, 'page'>[] = [
      { viewerId: null, category: 'car', city: 'dubai', digit: 3 },
      { viewerId: null, category: 'car', city: 'sharjah', digit: 2 },
      { viewerId: null, category: 'mobile', operator: 'du', prefix: '055' },
      { viewerId: null, category: 'mobile', operator: 'eand', prefix: '050' },
      { viewerId: null, minPrice: 10_000, maxPrice: 50_000, sort: 'newPrice' },
      { viewerId: null, minPrice: 100_000, maxPrice: 5_000_000, sort: 'newPrice' },
      { viewerId: null, keyword: '777' },
      { viewerId: null, keyword: '100' },
      { viewerId: null, customerId: viewer!.id, includeOwnHidden: true },
      { viewerId: viewer!.id, customerId: viewer!.id, includeOwnHidden: true },
      { viewerId: viewer!.id, category: 'car' },
      { viewerId: null, category: 'car' },
    ]
    for (const query of [...queries, ...queries.toReversed()]) {
      for (const page of [1, 2]) {
        const list = await repository.list({ ...query, page })
        const expected = await listStatements(database.db, { ...query, page }).page(false)
        expect(
          list.data.map((listing) => listing._id),
          JSON.stringify({ ...query, page }),
        ).toEqual(expected.map((row) => row.id))
        const [counted] = await listStatements(database.db, { ...query, page }).count()
        expect(list.total, JSON.stringify(query)).toBe(Number(counted!.n))
      }
    }
  })

  it('lists each customer’s own favourites, one after the other in the same shape', async () => {
    const repository = favoritesRepository(database.db)
    const people = await database.db.select({ id: customers.id }).from(customers).orderBy(customers.id).limit(2)
    const shared = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, true))
      .orderBy(listings.id)
      .limit(5)
    const chosen = { [people[0]!.id]: shared.slice(0, 2), [people[1]!.id]: shared.slice(2, 5) }
    await database.db.delete(favorites).where(
      inArray(
        favorites.customerId,
        people.map((person) => person.id),
      ),
    )
    for (const [customerId, picks] of Object.entries(chosen))
      for (const pick of picks) await repository.add(customerId, pick.id)
    for (const person of [...people, ...people]) {
      const list = await repository.list(person.id, {}, 1)
      expect(list.data.map((listing) => listing._id).toSorted()).toEqual(
        chosen[person.id]!.map((pick) => pick.id).toSorted(),
      )
      expect(list.total).toBe(chosen[person.id]!.length)
      expect(list.data.every((listing) => listing.isFavorite)).toBe(true)
    }
  })
})
