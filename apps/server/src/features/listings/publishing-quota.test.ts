import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTINGS_PER_HOUR, LISTINGS_PER_HOUR_WINDOW_MS, MAX_UNSOLD_LISTINGS } from '#auth/limits.ts'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { registerCustomer, startApp, type TestApp } from '#test/harness.ts'

/** A valid mobile-number listing; `n` makes the number unique. */
const mobile = (n: number) => ({
  category: 'mobile',
  operator: 'du',
  number: `055${String(1_000_000 + n).slice(-7)}`,
  titleEn: `Mobile ${n}`,
  titleAr: `رقم ${n}`,
  newPrice: 1000,
})

describe.each(backends)('the publishing quota on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend)
  })
  afterAll(() => t?.close())

  const publish = (token: string, n: number) => t.call({ url: '/product', json: mobile(n), token })

  it(`takes ${LISTINGS_PER_HOUR} listings an hour from one account, even in parallel, then 429 until the hour has passed`, async () => {
    const { token } = await registerCustomer(t)
    const burst = await Promise.all(Array.from({ length: LISTINGS_PER_HOUR + 10 }, (_, i) => publish(token, i)))
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(LISTINGS_PER_HOUR)
    const refused = burst.filter((response) => response.statusCode === 429)
    expect(refused).toHaveLength(10)
    expect(refused[0]!.json().message).toBe(
      `You have published ${LISTINGS_PER_HOUR} listings in the last hour, the most an account may. Please try again in 60 minutes.`,
    )
    expect(Number(refused[0]!.headers['retry-after'])).toBe(LISTINGS_PER_HOUR_WINDOW_MS / 1000)
    // Another account is not affected.
    expect((await publish((await registerCustomer(t)).token, 500)).statusCode).toBe(201)
    t.clock.advance(LISTINGS_PER_HOUR_WINDOW_MS + 1000)
    expect((await publish(token, 999)).statusCode).toBe(201)
  })

  it(`keeps at most ${MAX_UNSOLD_LISTINGS} unsold listings per account; marking one sold makes room`, async () => {
    const { token, customer } = await registerCustomer(t)
    const longAgo = new Date(t.clock.now.getTime() - 7 * 86_400_000)
    await t.database.db.insert(listings).values(
      Array.from({ length: MAX_UNSOLD_LISTINGS }, (_, i) => ({
        customerId: customer._id,
        category: 'mobile' as const,
        operator: 'du' as const,
        number: `056${String(1_000_000 + i).slice(-7)}`,
        prefix: '056',
        patterns: [],
        titleEn: `Old ${i}`,
        titleAr: `قديم ${i}`,
        newPrice: 100,
        createdAt: longAgo,
      })),
    )
    const refused = await publish(token, 1)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(
      `You have ${MAX_UNSOLD_LISTINGS} unsold listings, the most an account may have. Mark some as sold to publish more.`,
    )
    const [one] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.customerId, customer._id))
      .limit(1)
    expect((await t.call({ method: 'PUT', url: `/product/change-sold/${one!.id}`, token })).statusCode).toBe(200)
    expect((await publish(token, 2)).statusCode).toBe(201)
  })
})
