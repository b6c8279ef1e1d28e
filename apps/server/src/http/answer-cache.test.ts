import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp, updateProfile } from '#test/harness.ts'

describe.each(backends)('visitors’ listing answers, kept, on $name', (backend) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startApp(backend, { app: { answerCacheMs: 60_000, countCacheMs: 60_000 } })
    token = await signIn(t)
  })
  afterAll(() => t?.close())

  const list = (query: Record<string, string>, withToken?: string) =>
    t.call({ url: '/product/for-customers', query, ...(withToken && { token: withToken }) })
  const ids = (response: { json(): { data: { _id: string }[] } }) => response.json().data.map((listing) => listing._id)

  it('are kept until a write, while a signed-in caller always gets a fresh one', async () => {
    const before = await list({ keyword: '97531' })
    expect(ids(before)).toEqual([])
    // Written behind the app's back, without the notice a write through it sends.
    await t.database.db.insert(listings).values({
      category: 'car',
      city: 'dubai',
      code: 'C',
      number: '97531',
      digits: 5,
      titleEn: 'Dubai C 97531',
      titleAr: 'دبي C 97531',
      newPrice: 9000,
    })
    expect(ids(await list({ keyword: '97531' }))).toEqual([])
    expect(ids(await list({ keyword: '97531' }, token))).toHaveLength(1)

    // A publish through any instance is announced: every kept answer is forgotten.
    const created = await t.call({
      url: '/product',
      token,
      json: {
        category: 'car',
        titleEn: 'Sharjah 2 97531',
        titleAr: 'الشارقة 2 97531',
        number: '97531',
        city: 'sharjah',
        code: '2',
        newPrice: 500,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    await expect.poll(async () => ids(await list({ keyword: '97531' })).length, { timeout: 5000 }).toBe(2)
    expect((await list({ keyword: '97531' })).json().paginationResult.total).toBe(2)
  })

  it('carry an ETag: the same answer again is a 304 without a body, and no shared cache may keep it', async () => {
    const first = await list({ category: 'mobile' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.vary).toMatch(/Authorization, Cookie/)
    const again = await t.call({
      url: '/product/for-customers',
      query: { category: 'mobile' },
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const detail = await t.call({ url: `/product/${ids(first)[0]}` })
    const detailAgain = await t.call({
      url: `/product/${ids(first)[0]}`,
      headers: { 'if-none-match': detail.headers.etag as string },
    })
    expect(detailAgain.statusCode).toBe(304)
    // A signed-in caller's list carries their favourites: never kept, never revalidated.
    const personal = await list({ category: 'mobile' }, token)
    expect(personal.headers.etag).toBeUndefined()
    expect(personal.headers['cache-control']).toBe('no-store')
  })

  it("forget a listing's answers when it is sold, and its seller's when the profile changes", async () => {
    const [mine] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(customers, eq(customers.id, listings.customerId))
      .where(eq(customers.email, 'demo@raqam.ae'))
      .limit(1)
    const detail = async () => (await t.call({ url: `/product/${mine!.id}` })).json().data
    expect((await detail()).isSold).toBe(false)
    expect((await t.call({ method: 'PUT', url: `/product/change-sold/${mine!.id}`, token })).statusCode).toBe(200)
    await expect.poll(async () => (await detail()).isSold, { timeout: 5000 }).toBe(true)

    const updated = await updateProfile(t, token, { username: 'Demo Renamed' })
    expect(updated.statusCode).toBe(200)
    await expect.poll(async () => (await detail()).customer.username, { timeout: 5000 }).toBe('Demo Renamed')
  })
})
