import { and, between, count, desc, eq, gte, not, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '@raqam/api/schema'
import { classifyNumber } from '@raqam/patterns/pattern-classifier'
import { patternKindOf, patternsById, type PatternId } from '@raqam/patterns/pattern-table'
import { customers, listings } from '#db/schema.ts'
import { DEMO_CUSTOMER } from '#db/seed.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, signIn, startApp, type TestApp } from '#test/harness.ts'

type Listing = components['schemas']['Product']
type ListingPage = components['schemas']['ProductList']

describe.each(backends)('listings on $name', (backend) => {
  let t: TestApp
  let demoToken: string
  let demoId: string

  beforeAll(async () => {
    t = await startApp(backend)
    demoToken = await signIn(t)
    const [demo] = await t.database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
    demoId = demo!.id
  })
  afterAll(() => t?.close())

  async function list(
    query: Record<string, string | number | boolean | string[]>,
    token?: string,
  ): Promise<ListingPage> {
    const response = await t.call({ url: '/product/for-customers', query, ...(token && { token }) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  async function countWhere(...conditions: (SQL | undefined)[]): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.status, true), ...conditions))
    return Number(row!.n)
  }

  describe('the listing query', () => {
    it('pages shared listings by 12, newest first, and counts the pages', async () => {
      const page = await list({})
      const shared = await countWhere()
      expect(page.data).toHaveLength(12)
      expect(page.paginationResult).toEqual({
        total: shared,
        currentPage: 1,
        numberOfPage: Math.ceil(shared / 12),
        limit: 12,
      })
      const times = page.data.map((listing) => listing.createdAt)
      expect(times).toEqual([...times].sort().reverse())
      expect(page.data.every((listing) => listing.status)).toBe(true)
    })

    it('continues on the next page without repeating, and answers an empty page past the end', async () => {
      const [first, second] = [await list({ category: 'motorcycle' }), await list({ category: 'motorcycle', page: 2 })]
      const ids = new Set(first.data.map((listing) => listing._id))
      expect(second.data.some((listing) => ids.has(listing._id))).toBe(false)
      const beyond = await list({ category: 'motorcycle', page: first.paginationResult.numberOfPage + 1 })
      expect(beyond.data).toEqual([])
      expect(beyond.paginationResult.numberOfPage).toBe(first.paginationResult.numberOfPage)
    })

    it('reads a deep page (found by id first) exactly as the pages before it, in every order', async () => {
      const shared = await countWhere()
      const deep = 21 // past 20 pages the page's ids are found first (listings.repository.ts)
      expect(shared).toBeGreaterThan(deep * 12)
      for (const sort of [undefined, 'newPrice', '-newPrice'] as const) {
        const pages = await Promise.all([deep - 1, deep].map((page) => list(sort ? { sort, page } : { page })))
        const order =
          sort === undefined
            ? [desc(listings.createdAt), desc(listings.id)]
            : [
                sql`${listings.newPrice} ${sql.raw(sort === 'newPrice' ? 'asc' : 'desc')} nulls last`,
                desc(listings.createdAt),
                desc(listings.id),
              ]
        const expected = await t.database.db
          .select({ id: listings.id })
          .from(listings)
          .where(eq(listings.status, true))
          .orderBy(...order)
          .limit(24)
          .offset((deep - 2) * 12)
        expect(
          pages.flatMap((page) => page.data.map((listing) => listing._id)),
          sort,
        ).toEqual(expected.map((row) => row.id))
      }
    })

    const filters: [
      string,
      Record<string, string | number | boolean>,
      (listing: Listing) => boolean,
      () => (SQL | undefined)[],
    ][] = [
      ['category', { category: 'mobile' }, (p) => p.category === 'mobile', () => [eq(listings.category, 'mobile')]],
      ['isOrder', { isOrder: true }, (p) => p.isOrder && p.newPrice === null, () => [eq(listings.isOrder, true)]],
      [
        'digit',
        { category: 'car', digit: 2 },
        (p) => p.number.length === 2,
        () => [eq(listings.category, 'car'), eq(listings.digits, 2)],
      ],
      [
        'city',
        { category: 'car', city: 'sharjah' },
        (p) => p.city === 'sharjah',
        () => [eq(listings.category, 'car'), eq(listings.city, 'sharjah')],
      ],
      [
        'code',
        { category: 'car', city: 'dubai', code: 'A' },
        (p) => p.code === 'A' && p.city === 'dubai',
        () => [eq(listings.category, 'car'), eq(listings.city, 'dubai'), eq(listings.code, 'A')],
      ],
      [
        'operator',
        { category: 'mobile', operator: 'du' },
        (p) => p.operator === 'du',
        () => [eq(listings.category, 'mobile'), eq(listings.operator, 'du')],
      ],
      [
        'prefix',
        { category: 'mobile', prefix: '058' },
        (p) => p.number.startsWith('058'),
        () => [eq(listings.category, 'mobile'), eq(listings.prefix, '058')],
      ],
      ['ad', { ad: true }, (p) => p.ad, () => [eq(listings.isAd, true)]],
    ]
    it.each(filters)('filters by %s', async (_name, query, holds, conditions) => {
      const page = await list(query)
      const expected = await countWhere(...conditions())
      expect(expected).toBeGreaterThan(0)
      expect(page.data.length).toBe(Math.min(12, expected))
      expect(page.data.every(holds)).toBe(true)
      expect(page.paginationResult.numberOfPage).toBe(Math.ceil(expected / 12))
    })

    it("filters by seller, and the seller's card comes with the listing", async () => {
      const page = await list({ customer: demoId })
      expect(page.data.length).toBeGreaterThan(0)
      for (const listing of page.data) expect(listing.customer?._id).toBe(demoId)
      expect(page.data[0]!.customer).toMatchObject({ username: DEMO_CUSTOMER.username, phone: DEMO_CUSTOMER.phone })
      expect(page.data[0]!.customer!.image).toMatch(new RegExp(`^/api/v1.0/customer/${demoId}/avatar\\?v=`))
    })

    it('finds a keyword in numbers and in Arabic and English text, case-insensitively', async () => {
      const byNumber = await list({ keyword: '777' })
      expect(byNumber.data.length).toBeGreaterThan(0)
      for (const listing of byNumber.data) {
        expect(
          `${listing.number} ${listing.titleEn} ${listing.titleAr} ${listing.descriptionEn} ${listing.descriptionAr}`,
        ).toContain('777')
      }
      const english = await list({ keyword: 'REPEATED DIGITS' })
      expect(english.data.length).toBeGreaterThan(0)
      expect(english.data.every((p) => /repeated digits/i.test(`${p.titleEn} ${p.descriptionEn}`))).toBe(true)
      const arabic = await list({ keyword: 'الشارقة' })
      expect(arabic.data.length).toBeGreaterThan(0)
      expect(arabic.data.every((p) => `${p.titleAr} ${p.descriptionAr}`.includes('الشارقة'))).toBe(true)
      // LIKE wildcards are plain characters: nothing in the data contains a literal "%".
      expect((await list({ keyword: '%' })).data).toEqual([])
    })

    it('keeps the listings priced within a range (bounds included), leaving out those without a price', async () => {
      const range = { category: 'car', minPrice: 50_000, maxPrice: 250_000, sort: 'newPrice' }
      const page = await list(range)
      const expected = await countWhere(eq(listings.category, 'car'), between(listings.newPrice, 50_000, 250_000))
      expect(expected).toBeGreaterThan(12)
      expect(page.paginationResult.total).toBe(expected)
      expect(page.paginationResult.numberOfPage).toBe(Math.ceil(expected / 12))
      expect(page.data.every((listing) => listing.newPrice! >= 50_000 && listing.newPrice! <= 250_000)).toBe(true)
      // A bound alone; and a range of one price keeps exactly the listings at that price.
      const atLeast = await list({ category: 'car', minPrice: 250_000 })
      expect(atLeast.paginationResult.total).toBe(
        await countWhere(eq(listings.category, 'car'), gte(listings.newPrice, 250_000)),
      )
      const price = page.data[0]!.newPrice!
      const exact = await list({ category: 'car', minPrice: price, maxPrice: price })
      expect(exact.data.map((listing) => listing.newPrice)).toEqual(exact.data.map(() => price))
      // Wanted requests have no price: any range leaves them out.
      expect((await list({ isOrder: true, minPrice: 0 })).paginationResult.total).toBe(0)
    })

    it('keeps only the listings asked for by id, leaving out unknown and hidden ones', async () => {
      const [hidden] = await t.database.db
        .update(listings)
        .set({ status: false })
        .where(eq(listings.id, (await list({ customer: demoId })).data.at(-1)!._id))
        .returning({ id: listings.id })
      const viewed = (await list({ category: 'mobile' })).data.slice(0, 3).map((listing) => listing._id)
      const unknown = '00000000-0000-4000-8000-000000000000'
      const page = await list({ id: [...viewed, unknown, hidden!.id] })
      expect(page.data.map((listing) => listing._id).toSorted()).toEqual(viewed.toSorted())
      expect(page.paginationResult.total).toBe(3)
      // The owner sees their hidden listing only when asking for their own (status=all).
      const own = await list({ id: [hidden!.id], status: 'all' }, demoToken)
      expect(own.data.map((listing) => listing._id)).toEqual([hidden!.id])
      await t.database.db.update(listings).set({ status: true }).where(eq(listings.id, hidden!.id))
    })

    it('refuses more ids than one page holds, and a malformed id, with a 400', async () => {
      const thirteen = Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
      for (const id of [thirteen, ['not-an-id']]) {
        const response = await t.call({ url: '/product/for-customers', query: { id } })
        expect(response.statusCode, JSON.stringify(id)).toBe(400)
        expect(response.json().errors[0]).toMatchObject({ path: expect.stringContaining('query.id') })
      }
    })

    it('refuses a range whose lowest price is above its highest, saying both', async () => {
      const response = await t.call({ url: '/product/for-customers', query: { minPrice: 900, maxPrice: 100 } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'priceRangeReversed',
        errors: [{ code: 'priceRangeReversed', path: 'query.minPrice', params: { min: 900, max: 100 } }],
      })
    })

    it('keeps only plates for a plate filter without a category, only mobile numbers for a mobile one', async () => {
      const dubai = await list({ city: 'dubai' })
      expect(dubai.paginationResult.numberOfPage).toBe(Math.ceil((await countWhere(eq(listings.city, 'dubai'))) / 12))
      expect(dubai.data.every((listing) => listing.category !== 'mobile' && listing.city === 'dubai')).toBe(true)
      const threeDigits = await list({ digit: 3 })
      expect(threeDigits.data.every((listing) => listing.category !== 'mobile' && listing.number.length === 3)).toBe(
        true,
      )
      const prefix = await list({ prefix: '050' })
      expect(prefix.paginationResult.numberOfPage).toBe(Math.ceil((await countWhere(eq(listings.prefix, '050'))) / 12))
      expect(prefix.data.every((listing) => listing.category === 'mobile')).toBe(true)
    })

    it('matches each kind by its own filters when both are given without a category, and ignores the other kind with one', async () => {
      const page = await list({ city: 'fujairah', operator: 'eand' })
      const expected =
        (await countWhere(eq(listings.category, 'mobile'), eq(listings.operator, 'eand'))) +
        (await countWhere(not(eq(listings.category, 'mobile')), eq(listings.city, 'fujairah')))
      expect(page.paginationResult.numberOfPage).toBe(Math.ceil(expected / 12))
      for (const listing of page.data) {
        expect(listing.category === 'mobile' ? listing.operator === 'eand' : listing.city === 'fujairah').toBe(true)
      }
      // With a category, the other kind's filters change nothing.
      const mobiles = await list({ category: 'mobile', city: 'dubai' })
      expect(mobiles.paginationResult).toEqual((await list({ category: 'mobile' })).paginationResult)
    })

    it('sorts by price both ways, listings without a price last', async () => {
      for (const [sort, ordered] of [
        ['newPrice', (a: number, b: number) => a <= b],
        ['-newPrice', (a: number, b: number) => a >= b],
      ] as const) {
        const prices = (await list({ category: 'car', isOrder: false, sort })).data.map((p) => p.newPrice!)
        expect(prices.every((price, i) => i === 0 || ordered(prices[i - 1]!, price))).toBe(true)
        const pages = (await list({ category: 'car', sort })).paginationResult.numberOfPage
        const last = await list({ category: 'car', sort, page: pages })
        expect(last.data.at(-1)!.newPrice).toBeNull()
      }
    })

    it("shows a customer's own not-shared listings with status=all, to them only", async () => {
      const [hidden] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.customerId, demoId), eq(listings.status, false)))
        .limit(1)
      let hiddenId = hidden?.id
      if (!hiddenId) {
        const [row] = await t.database.db
          .update(listings)
          .set({ status: false })
          .where(eq(listings.customerId, demoId))
          .returning()
        hiddenId = row!.id
      }
      const mine = await list({ customer: demoId, status: 'all' }, demoToken)
      const total = await t.database.db.select({ n: count() }).from(listings).where(eq(listings.customerId, demoId))
      expect(mine.paginationResult.numberOfPage).toBe(Math.ceil(Number(total[0]!.n) / 12))
      const everyPage = await Promise.all(
        Array.from({ length: mine.paginationResult.numberOfPage }, (_, i) =>
          list({ customer: demoId, status: 'all', page: i + 1 }, demoToken),
        ),
      )
      expect(everyPage.flatMap((page) => page.data).some((listing) => listing._id === hiddenId)).toBe(true)

      const other = await registerCustomer(t)
      for (const token of [other.token, undefined]) {
        const seen = await list({ customer: demoId, status: 'all' }, token)
        expect(seen.paginationResult.numberOfPage).toBe(
          Math.ceil((await countWhere(eq(listings.customerId, demoId))) / 12),
        )
      }
      expect((await t.call({ url: `/product/${hiddenId}`, token: other.token })).statusCode).toBe(404)
      expect((await t.call({ url: `/product/${hiddenId}` })).statusCode).toBe(404)
      expect((await t.call({ url: `/product/${hiddenId}`, token: demoToken })).statusCode).toBe(200)
    })

    it("marks the signed-in viewer's favourites, and nobody else's", async () => {
      const favourites = (await t.call({ url: '/customer/get-favorites', token: demoToken })).json() as ListingPage
      const favourite = favourites.data[0]!
      expect(favourite.isFavorite).toBe(true)
      const asDemo = (await t.call({ url: `/product/${favourite._id}`, token: demoToken })).json()
      const asVisitor = (await t.call({ url: `/product/${favourite._id}` })).json()
      expect(asDemo.data.isFavorite).toBe(true)
      expect(asVisitor.data.isFavorite).toBe(false)
      // A broken token on an optional-auth operation is a visitor, not a 401.
      const broken = await t.call({ url: `/product/${favourite._id}`, token: 'x'.repeat(43) })
      expect(broken.statusCode).toBe(200)
      expect(broken.json().data.isFavorite).toBe(false)
    })

    describe('the pattern filter', () => {
      /** Every shared listing with its tags worked out here, by the classifier, not read from the database. */
      let shared: { id: string; category: 'car' | 'motorcycle' | 'mobile'; tags: PatternId[] }[]
      beforeAll(async () => {
        const rows = await t.database.db
          .select({ id: listings.id, category: listings.category, number: listings.number })
          .from(listings)
          .where(eq(listings.status, true))
        shared = rows.map((row) => ({ ...row, tags: classifyNumber(patternKindOf(row.category), row.number) }))
      })

      /** Every page of a list, all the way through. */
      async function everything(query: Record<string, string | string[]>): Promise<Listing[]> {
        const first = await list(query)
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, first.paginationResult.numberOfPage - 1) }, (_, i) =>
            list({ ...query, page: i + 2 }),
          ),
        )
        return [first, ...rest].flatMap((page) => page.data)
      }

      const cases: [string, Record<string, string | string[]>, (row: (typeof shared)[number]) => boolean][] = [
        ['one plate pattern, any kind', { pattern: 'all-same' }, (row) => row.tags.includes('all-same')],
        [
          'two at once: either one',
          { pattern: ['mirror', 'round'], category: 'car' },
          (row) => row.category === 'car' && (row.tags.includes('mirror') || row.tags.includes('round')),
        ],
        ['a mobile pattern', { pattern: 'mobile-five-in-a-row' }, (row) => row.tags.includes('mobile-five-in-a-row')],
        [
          'a plate and a mobile pattern: each kind by its own',
          { pattern: ['ascending', 'mobile-ascending'] },
          (row) => row.tags.includes('ascending') || row.tags.includes('mobile-ascending'),
        ],
        [
          'a plate pattern under category=mobile: ignored',
          { pattern: 'mirror', category: 'mobile' },
          (row) => row.category === 'mobile',
        ],
      ]
      it.each(cases)('%s', async (_name, query, wanted) => {
        const expected = shared
          .filter(wanted)
          .map((row) => row.id)
          .sort()
        expect(expected.length).toBeGreaterThan(0)
        const found = await everything(query)
        expect(found.map((listing) => listing._id).sort()).toEqual(expected)
      })

      it('combines with the other filters and the price order', async () => {
        const found = await everything({
          category: 'car',
          pattern: ['all-same', 'round'],
          digit: '2',
          sort: '-newPrice',
        })
        expect(found.length).toBeGreaterThan(0)
        for (const listing of found) {
          expect(listing.number).toHaveLength(2)
          expect(listing.patterns.some((id) => id === 'all-same' || id === 'round')).toBe(true)
        }
        const prices = found.map((listing) => listing.newPrice ?? -1)
        expect(prices).toEqual([...prices].sort((a, b) => b - a))
      })

      it("carries each listing's tags, as the classifier gives them, on every listing", async () => {
        const page = await list({ category: 'mobile', pattern: 'mobile-few-digits' })
        for (const listing of [...page.data, ...(await list({})).data]) {
          expect(listing.patterns).toEqual(classifyNumber(patternKindOf(listing.category), listing.number))
        }
      })

      it('filters favourites too', async () => {
        const all = (await t.call({ url: '/customer/get-favorites', token: demoToken })).json() as ListingPage
        const tagged = all.data.find((listing) => listing.patterns.length > 0)
        const id = tagged?.patterns[0] ?? 'all-same'
        const response = await t.call({ url: '/customer/get-favorites', query: { pattern: id }, token: demoToken })
        expect(response.statusCode, response.body).toBe(200)
        const filtered = response.json() as ListingPage
        expect(filtered.data.map((listing) => listing._id)).toEqual(
          all.data.filter((listing) => listing.patterns.includes(id)).map((p) => p._id),
        )
      })

      it('refuses an unknown pattern id with a 400 that lists the known ones', async () => {
        const response = await t.call({ url: '/product/for-customers', query: { pattern: ['mirror', 'palindrome'] } })
        expect(response.statusCode).toBe(400)
        const [error] = response.json().errors as { msg: string; path: string }[]
        expect(error!.path).toBe('query.pattern[1]')
        expect(error!.msg).toBe(`The pattern must be one of: ${Object.keys(patternsById).join(', ')}`)
        const favourites = await t.call({
          url: '/customer/get-favorites',
          query: { pattern: 'nope' },
          token: demoToken,
        })
        expect(favourites.statusCode).toBe(400)
      })
    })

    it.each([
      [{ category: 'boat' }, 'query.category'],
      [{ page: 0 }, 'query.page'],
      [{ page: 'Infinity' }, 'query.page'],
      [{ digit: 6 }, 'query.digit'],
      [{ sort: 'price' }, 'query.sort'],
      [{ customer: 'not-a-uuid' }, 'query.customer'],
      [{ keyword: 'x'.repeat(101) }, 'query.keyword'],
      [{ code: 'ZZZ' }, 'query.code'],
    ])('refuses %j with a 400 naming %s', async (query, path) => {
      const response = await t.call({ url: '/product/for-customers', query: query as Record<string, string> })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path)
    })
  })

  describe('one listing', () => {
    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.call({ url: '/product/00000000-0000-4000-8000-000000000000' })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe('Listing not found')
      const malformed = await t.call({ url: '/product/12345' })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors[0]).toEqual({
        code: 'invalidId',
        msg: 'The id must be a valid id',
        path: 'params.id',
        params: { field: 'id' },
      })
    })
  })

  describe('publishing', () => {
    const car = {
      category: 'car',
      titleEn: 'Dubai Z 90210',
      titleAr: 'دبي Z 90210',
      number: '90210',
      city: 'dubai',
      code: 'Z',
      newPrice: 12500.5,
      oldPrice: 15000,
    }

    it('creates a listing for sale that belongs to the caller and is shared at once', async () => {
      const response = await t.call({ url: '/product', json: car, token: demoToken })
      expect(response.statusCode, response.body).toBe(201)
      const { data } = response.json() as { data: Listing }
      expect(data).toMatchObject({
        ...car,
        operator: null,
        status: true,
        isSold: false,
        isOrder: false,
        ad: false,
        descriptionEn: '',
      })
      expect(data.customer?._id).toBe(demoId)
      expect(data.patterns).toEqual([])
      const found = await list({ keyword: '90210' })
      expect(found.data.map((listing) => listing._id)).toContain(data._id)
    })

    it('tags the number when it is written, and finds it by those tags at once', async () => {
      const mirror = await t.call({
        url: '/product',
        json: { ...car, number: '12321', titleEn: 'Dubai Z 12321' },
        token: demoToken,
      })
      expect(mirror.statusCode, mirror.body).toBe(201)
      expect(mirror.json().data.patterns).toEqual(['mirror'])
      const [stored] = await t.database.db
        .select({ patterns: listings.patterns })
        .from(listings)
        .where(eq(listings.id, mirror.json().data._id))
      expect(stored!.patterns).toEqual(['mirror'])
      const echo = await t.call({
        url: '/product',
        json: {
          category: 'mobile',
          titleEn: 'Echo',
          titleAr: 'صدى',
          number: '0505050505',
          operator: 'eand',
          newPrice: 5000,
        },
        token: demoToken,
      })
      expect(echo.statusCode, echo.body).toBe(201)
      expect(echo.json().data.patterns).toEqual([
        'mobile-repeating-blocks',
        'mobile-mirror',
        'mobile-few-digits',
        'mobile-prefix-echo',
      ])
      const found = await list({ pattern: 'mobile-prefix-echo', category: 'mobile', customer: demoId })
      expect(found.data.map((listing) => listing._id)).toContain(echo.json().data._id)
    })

    it('refuses a second unsold listing of the same kind for the same number with 409', async () => {
      const again = await t.call({ url: '/product', json: car, token: demoToken })
      expect(again.statusCode).toBe(409)
      expect(again.json().errors[0].path).toBe('body.number')
      // Another emirate is another plate.
      const sharjah = await t.call({ url: '/product', json: { ...car, city: 'sharjah', code: '3' }, token: demoToken })
      expect(sharjah.statusCode).toBe(201)
    })

    it('stores a wanted request without prices, and a mobile number with its operator', async () => {
      const wanted = await t.call({
        url: '/product',
        json: {
          category: 'mobile',
          titleEn: 'Wanted',
          titleAr: 'مطلوب',
          number: '0501112223',
          operator: 'eand',
          isOrder: true,
          newPrice: 99,
          oldPrice: 120,
        },
        token: demoToken,
      })
      expect(wanted.statusCode, wanted.body).toBe(201)
      expect(wanted.json().data).toMatchObject({
        isOrder: true,
        newPrice: null,
        oldPrice: null,
        operator: 'eand',
        city: null,
        code: null,
      })
      const motorcycle = await t.call({
        url: '/product',
        json: {
          category: 'motorcycle',
          titleEn: 'Bike',
          titleAr: 'دراجة',
          number: '7',
          city: 'abu-dhabi',
          code: '50',
          newPrice: 0.29,
        },
        token: demoToken,
      })
      expect(motorcycle.statusCode, motorcycle.body).toBe(201)
      expect(motorcycle.json().data.newPrice).toBe(0.29)
    })

    it.each([
      [{ ...car, code: '7' }, 'body.code', 'codeNotInCity', "This emirate's plates have no code 7"],
      [{ ...car, code: 'FF' }, 'body.code', 'plateCode', 'The plate code must be a plate code such as 7, 50, A or AA'],
      [{ ...car, city: 'sharjah', code: '5' }, 'body.code', 'codeNotInCity', "This emirate's plates have no code 5"],
      [{ ...car, city: undefined }, 'body.city', 'plateNeedsCity', 'A plate needs its emirate (city)'],
      [{ ...car, operator: 'du' }, 'body.operator', 'operatorOnlyForMobile', 'Only mobile numbers have an operator'],
      [
        { ...car, number: '0501234567' },
        'body.number',
        'plateNumberShape',
        'A plate number has 1 to 5 digits and does not start with 0',
      ],
      [{ ...car, number: '012' }, 'body.number', 'listingNumber', undefined],
      [{ ...car, newPrice: 10.125 }, 'body.newPrice', 'tooManyDecimals', 'The price can have at most 2 decimals'],
      [{ ...car, newPrice: undefined }, 'body.newPrice', 'priceRequired', 'A listing for sale needs a price'],
      [{ ...car, newPrice: -1 }, 'body.newPrice', 'tooSmall', 'The price must be at least 0'],
      [{ ...car, newPrice: '100' }, 'body.newPrice', 'wrongType', 'The price must be a number'],
      [{ ...car, titleEn: '   ' }, 'body.titleEn', 'blankText', 'The English title must not be blank'],
      [{ ...car, seller: 'me' }, 'body.seller', 'unknownField', 'seller is not an accepted field'],
      [
        { category: 'mobile', titleEn: 'x', titleAr: 'y', number: '777', newPrice: 5 },
        'body.operator',
        'mobileNeedsOperator',
        'A mobile number needs its operator (du or e&)',
      ],
      [
        {
          category: 'mobile',
          titleEn: 'x',
          titleAr: 'y',
          number: '0501234567',
          operator: 'du',
          city: 'dubai',
          newPrice: 5,
        },
        'body.city',
        'mobileHasNoCity',
        'Mobile numbers have no emirate (city)',
      ],
    ])('refuses %j (%s: %s) and stores nothing', async (body, path, code, msg) => {
      const before = await t.database.db.select({ n: count() }).from(listings)
      const response = await t.call({ url: '/product', json: body, token: demoToken })
      expect(response.statusCode).toBe(400)
      const error = (response.json().errors as { code: string; msg: string; path: string }[]).find(
        (item) => item.path === path,
      )
      expect(error, response.body).toBeDefined()
      expect(error!.code).toBe(code)
      if (msg) expect(error!.msg).toBe(msg)
      const after = await t.database.db.select({ n: count() }).from(listings)
      expect(after[0]!.n).toBe(before[0]!.n)
    })

    it('needs a signed-in customer', async () => {
      const response = await t.call({ url: '/product', json: car })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        requestId: expect.any(String),
        code: 'notSignedIn',
        message: 'You are not signed in',
      })
    })
  })

  describe('marking sold', () => {
    it('lets the owner mark a listing sold, twice without harm', async () => {
      const created = await t.call({
        url: '/product',
        json: {
          category: 'car',
          titleEn: 'Ajman B 4',
          titleAr: 'عجمان B 4',
          number: '4',
          city: 'ajman',
          code: 'B',
          newPrice: 900,
        },
        token: demoToken,
      })
      const id = created.json().data._id as string
      for (let i = 0; i < 2; i++) {
        const sold = await t.call({ method: 'PUT', url: `/product/change-sold/${id}`, token: demoToken })
        expect(sold.statusCode, sold.body).toBe(200)
        expect(sold.json().data).toMatchObject({ _id: id, isSold: true })
      }
      // Sold, the number is free for a new listing.
      const relisted = await t.call({
        url: '/product',
        json: {
          category: 'car',
          titleEn: 'Ajman B 4',
          titleAr: 'عجمان B 4',
          number: '4',
          city: 'ajman',
          code: 'B',
          newPrice: 950,
        },
        token: demoToken,
      })
      expect(relisted.statusCode).toBe(201)
    })

    let plates = 0
    /** A new listing of the demo customer's (a Fujairah plate for sale by default); its id. */
    async function ownListing(overrides: Record<string, unknown> = {}): Promise<string> {
      const number = String(70_100 + ++plates)
      const created = await t.call({
        url: '/product',
        json: {
          category: 'car',
          titleEn: `Fujairah C ${number}`,
          titleAr: `الفجيرة C ${number}`,
          number,
          city: 'fujairah',
          code: 'C',
          newPrice: 5000,
          ...overrides,
        },
        token: demoToken,
      })
      expect(created.statusCode, created.body).toBe(201)
      return created.json().data._id
    }

    const markSold = (id: string, json?: Record<string, unknown>, token = demoToken) =>
      t.call({ method: 'PUT', url: `/product/change-sold/${id}`, token, ...(json && { json }) })

    it('records the price it sold for, shown to a visitor only once published and to its seller always', async () => {
      const id = await ownListing()
      const sold = await markSold(id, { price: 4200.5 })
      expect(sold.statusCode, sold.body).toBe(200)
      const sale = sold.json().data.sale as Listing['sale']
      // Dated by the app's clock.
      expect(sale).toEqual({ at: t.clock.now.toISOString(), price: 4200.5, published: false })
      t.clock.advance(86_400_000)
      const visitor = async () => (await t.call({ url: `/product/${id}` })).json().data.sale
      expect(await visitor()).toEqual({ ...sale, price: null })

      const published = await markSold(id, { price: 4300, publish: true })
      // Sold again: the date stays the first sale's, the price and the choice are replaced.
      expect(published.json().data.sale).toEqual({ at: sale!.at, price: 4300, published: true })
      expect(await visitor()).toEqual({ at: sale!.at, price: 4300, published: true })
      const other = await registerCustomer(t)
      const seen = await t.call({ url: `/product/${id}`, token: other.token })
      expect(seen.json().data.sale.price).toBe(4300)

      // Without a body the sale stays as it is; an empty body takes the price back.
      expect((await markSold(id)).json().data.sale).toEqual({ at: sale!.at, price: 4300, published: true })
      expect((await markSold(id, {})).json().data.sale).toEqual({ at: sale!.at, price: null, published: false })
      expect(await visitor()).toEqual({ at: sale!.at, price: null, published: false })
    })

    it('refuses a wanted request with a price, publishing without a price, and a third decimal', async () => {
      const wanted = await ownListing({ isOrder: true, newPrice: undefined })
      const forSale = await ownListing()
      const cases = [
        [wanted, { price: 1000 }, 'wantedHasNoPrice', 'body.price'],
        [forSale, { publish: true }, 'publishNeedsPrice', 'body.publish'],
        [forSale, { price: null, publish: true }, 'publishNeedsPrice', 'body.publish'],
        [forSale, { price: 1000.555 }, 'tooManyDecimals', 'body.price'],
      ] as const
      for (const [id, body, code, path] of cases) {
        const response = await markSold(id, body)
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(response.json().errors).toEqual([expect.objectContaining({ code, path })])
      }
      const ar = await t.call({
        method: 'PUT',
        url: `/product/change-sold/${forSale}`,
        token: demoToken,
        json: { publish: true },
        headers: { 'accept-language': 'ar' },
      })
      expect(ar.json().errors[0].msg).toBe('أدخل السعر الذي بيع به لنشره')
      // Nothing was sold by a refused request; a wanted request is still sold without a price.
      const [after] = await t.database.db.select().from(listings).where(eq(listings.id, forSale))
      expect(after).toMatchObject({ isSold: false, soldAt: null, soldPrice: null, soldPricePublished: false })
      const soldWanted = await markSold(wanted, { publish: false })
      expect(soldWanted.statusCode, soldWanted.body).toBe(200)
      expect(soldWanted.json().data.sale).toEqual({ at: expect.any(String), price: null, published: false })
    })

    it("answers 403 on another customer's listing and changes nothing", async () => {
      const other = await registerCustomer(t)
      const [theirs] = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.customerId, demoId), eq(listings.isSold, false), eq(listings.status, true)))
        .limit(1)
      const response = await t.call({ method: 'PUT', url: `/product/change-sold/${theirs!.id}`, token: other.token })
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('This listing belongs to another customer')
      const [after] = await t.database.db
        .select({ isSold: listings.isSold })
        .from(listings)
        .where(eq(listings.id, theirs!.id))
      expect(after!.isSold).toBe(false)
    })

    it('answers 401 without a session and 404 for an unknown listing', async () => {
      const id = '00000000-0000-4000-8000-000000000000'
      expect((await t.call({ method: 'PUT', url: `/product/change-sold/${id}` })).statusCode).toBe(401)
      expect((await t.call({ method: 'PUT', url: `/product/change-sold/${id}`, token: demoToken })).statusCode).toBe(
        404,
      )
    })
  })
})

describe.each(backends)('list counts on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend, { app: { countCacheMs: 60_000 } })
  })
  afterAll(() => t?.close())

  it('reuses a count for a while, and forgets every count when the app writes a listing', async () => {
    const pages = async () =>
      (await t.call({ url: '/product/for-customers', query: { keyword: '98765' } })).json().paginationResult
        .numberOfPage
    expect(await pages()).toBe(0)
    // Written behind the app's back (another process would do this): the count lags, the page does not.
    await t.database.db.insert(listings).values({
      category: 'car',
      city: 'dubai',
      code: 'A',
      number: '98765',
      digits: 5,
      titleEn: 'Dubai A 98765',
      titleAr: 'دبي A 98765',
      newPrice: 1000,
    })
    expect(await pages()).toBe(0)
    const token = await signIn(t)
    const created = await t.call({
      url: '/product',
      json: {
        category: 'car',
        titleEn: 'Sharjah 2 98765',
        titleAr: 'الشارقة 2 98765',
        number: '98765',
        city: 'sharjah',
        code: '2',
        newPrice: 500,
      },
      token,
    })
    expect(created.statusCode).toBe(201)
    const after = (await t.call({ url: '/product/for-customers', query: { keyword: '98765' } })).json()
    expect(after.data).toHaveLength(2)
    expect(after.paginationResult.numberOfPage).toBe(1)
  })
})
