import { cities } from '@raqam/listing-rules/cities'
import { mobilePatternIds, platePatternIds } from '@raqam/patterns/pattern-table'
import pg from 'pg'
import type { components } from '@raqam/api/schema'
import { hashPassword } from '#auth/passwords.ts'
import { newToken } from '#auth/tokens.ts'
import type { Db } from '#db/handle.ts'
import { Prng } from '#db/prng.ts'
import { customers, savedSearches } from '#db/schema.ts'

type SavedSearchFilters = components['schemas']['SavedSearchFilters']

const PASSWORD = 'bench-publisher-2025'

/**
 * Publishing under saved searches (ADR 0021): two new sellers (the demo ones are over the
 * unsold quota), `count` searches of many shapes, and timed publishes of Dubai plates, one at a time,
 * beside the same server's /health answered one at a time.
 */
export async function addPublishers(db: Db, count = 2): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD)
  const emails = Array.from({ length: count }, (_, index) => `bench-publisher-${index + 1}@example.com`)
  await db.insert(customers).values(
    emails.map((email, index) => ({
      username: `Bench publisher ${index + 1}`,
      email,
      phone: `97150000900${index}`,
      passwordHash,
    })),
  )
  return emails
}

/** `count` saved searches of the demo customers, from broad (a category) to narrow (emirate, digits, pattern, price). */
export async function addSavedSearches(db: Db, count: number): Promise<void> {
  const prng = new Prng(18)
  const owners = (await db.select({ id: customers.id }).from(customers)).map((row) => row.id)
  const rows = Array.from({ length: count }, (_, index) => {
    const category = prng.weighted<SavedSearchFilters['category'] | undefined>([
      ['car', 45],
      ['motorcycle', 15],
      ['mobile', 30],
      [undefined, 10],
    ])
    const filters: SavedSearchFilters = { isOrder: prng.chance(0.1) }
    if (category) filters.category = category
    if (category !== 'mobile') {
      if (prng.chance(0.7)) filters.city = prng.pick(cities)
      if (prng.chance(0.6)) filters.digit = prng.int(1, 5)
      if (prng.chance(0.3)) filters.pattern = [prng.pick(platePatternIds)]
    } else if (prng.chance(0.4)) filters.pattern = [prng.pick(mobilePatternIds)]
    if (prng.chance(0.5)) filters.maxPrice = prng.int(1, 500) * 1000
    if (prng.chance(0.05)) filters.keyword = prng.pick(['7', '77', '1'])
    return {
      customerId: prng.pick(owners),
      name: `Bench search ${index}`,
      filters,
      category: filters.category ?? null,
      isOrder: filters.isOrder ?? false,
      city: filters.city ?? null,
      digits: filters.digit ?? null,
      unsubscribeToken: newToken(),
      origin: 'http://127.0.0.1',
    }
  })
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(savedSearches).values(rows.slice(start, start + 1000))
}

/** A bench publisher's session token. */
export async function publisherToken(api: string, email: string): Promise<string> {
  const signin = await fetch(`${api}/auth/customer/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await signin.json()) as { token: string }).token
}

/** Milliseconds of each of `count` publishes by `email`, one after the other; Dubai plates, fresh numbers. */
export async function timePublishes(api: string, email: string, count: number, firstNumber: number): Promise<number[]> {
  const token = await publisherToken(api, email)
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const number = String(firstNumber + i)
    const started = performance.now()
    const response = await fetch(`${api}/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        category: 'car',
        city: 'dubai',
        code: 'B',
        number,
        titleEn: `Dubai B ${number}`,
        titleAr: `دبي B ${number}`,
        newPrice: 20_000 + i * 1000,
      }),
    })
    times.push(performance.now() - started)
    if (response.status !== 201) throw new Error(`publish answered ${response.status}: ${await response.text()}`)
  }
  return times
}

/** Milliseconds of each of `count` /health requests, one after the other. */
export async function timeHealth(api: string, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await (await fetch(`${api}/health`)).arrayBuffer()
    times.push(performance.now() - started)
  }
  return times
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Creates the bench's database on its PostgreSQL server unless it exists; says how to start one if none answers. */
export async function ensureDatabase(target: string) {
  const name = new URL(target).pathname.slice(1)
  const admin = new URL(target)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  try {
    await client.connect()
  } catch (error) {
    console.error(
      `Cannot reach PostgreSQL at ${admin.host}: ${(error as Error).message}\nStart it (pg_ctlcluster 15 main start) or set BENCH_DATABASE_URL.`,
    )
    process.exit(1)
  }
  const exists = await client.query('select 1 from pg_database where datname = $1', [name])
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  await client.end()
}
