import { inflateSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { cardRenderer } from './card-renderer.ts'

/** Decodes a PNG far enough to know it is whole: signature, IHDR, and IDAT inflating to every row. */
function decodePng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  let offset = 8
  let header: { width: number; height: number; colorType: number; bitDepth: number } | undefined
  const data: Buffer[] = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR')
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colorType: body[9]! }
    if (type === 'IDAT') data.push(body)
    if (type === 'IEND') break
    offset += 12 + length
  }
  expect(header).toBeDefined()
  const channels = { 2: 3, 6: 4 }[header!.colorType as 2 | 6]
  expect(header!.bitDepth).toBe(8)
  const pixels = inflateSync(Buffer.concat(data))
  // One filter byte and width × channels bytes per row.
  expect(pixels.length).toBe(header!.height * (1 + header!.width * channels!))
  return { width: header!.width, height: header!.height, pixels }
}

// The card is drawn from one row read by id; the embedded database is enough.
describe('share cards', () => {
  let t: TestApp
  let plateId: string
  let otherPlateId: string
  let mobileId: string

  beforeAll(async () => {
    t = await startApp(backends[0]!)
    const shared = (category: 'car' | 'mobile') =>
      t.database.db
        .select({ id: listings.id, number: listings.number })
        .from(listings)
        .where(
          and(
            eq(listings.category, category),
            eq(listings.status, true),
            eq(listings.isSold, false),
            eq(listings.isOrder, false),
          ),
        )
        .limit(2)
    const [plates, mobiles] = await Promise.all([shared('car'), shared('mobile')])
    ;[plateId, otherPlateId, mobileId] = [plates[0]!.id, plates[1]!.id, mobiles[0]!.id]
  })
  afterAll(() => t?.close())

  const card = (id: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.call({ url: `/product/${id}/card.png`, query, headers })

  it('draws a whole 1200×630 PNG of a plate and of a mobile number', async () => {
    for (const id of [plateId, mobileId]) {
      const response = await card(id)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      const image = decodePng(response.rawPayload)
      expect([image.width, image.height]).toEqual([1200, 630])
      // Not a blank canvas: the rows differ from one another.
      expect(
        new Set(
          Array.from({ length: 20 }, (_, i) =>
            image.pixels.subarray(i * 30 * 4801, i * 30 * 4801 + 4801).toString('hex'),
          ),
        ).size,
      ).toBeGreaterThan(5)
    }
  }, 60_000)

  it('differs per listing and per language, and serves the same bytes again from the cache', async () => {
    const first = (await card(plateId)).rawPayload
    const again = (await card(plateId)).rawPayload
    expect(again.equals(first)).toBe(true)
    expect((await card(otherPlateId)).rawPayload.equals(first)).toBe(false)
    expect((await card(plateId, { lang: 'ar' })).rawPayload.equals(first)).toBe(false)
  }, 60_000)

  it('answers 304 to its ETag, and a new ETag and picture once the listing is sold', async () => {
    const before = await card(plateId)
    const etag = String(before.headers.etag)
    expect(etag).toMatch(/^"[\w-]{16}-en"$/)
    expect(before.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    expect((await card(plateId, {}, { 'if-none-match': etag })).statusCode).toBe(304)
    const version = etag.slice(1, 17)
    expect((await card(plateId, { v: version })).headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const [owned] = await t.database.db
      .select({ id: listings.id, customerId: listings.customerId })
      .from(listings)
      .where(eq(listings.id, plateId))
    await t.database.db.update(listings).set({ isSold: true }).where(eq(listings.id, owned!.id))
    const after = await card(plateId)
    expect(after.headers.etag).not.toBe(etag)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false)
    expect((await card(plateId, {}, { 'if-none-match': etag })).statusCode).toBe(200)
  }, 60_000)

  it('has no card for an unknown or a hidden listing, even for its owner', async () => {
    expect((await card('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const [hidden] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, false))
      .limit(1)
    const token = await signIn(t)
    const response = await t.call({ url: `/product/${hidden!.id}/card.png`, token })
    expect(response.statusCode).toBe(404)
    expect((await card(plateId, { lang: 'fr' })).statusCode).toBe(400)
  })
})

describe('the card renderer', () => {
  it('renders a key once, even when asked twice at the same time, and evicts the oldest past its budget', async () => {
    const renderer = cardRenderer({ cacheBytes: 1 })
    let drawn = 0
    const draw = () => {
      drawn++
      return '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0d1f3a"/></svg>'
    }
    const [a, b] = await Promise.all([renderer.png('k', draw), renderer.png('k', draw)])
    expect(drawn).toBe(1)
    expect(a.equals(b)).toBe(true)
    // A budget of one byte keeps nothing, so the next call draws again.
    await renderer.png('k', draw)
    expect(drawn).toBe(2)
    expect(renderer.size.entries).toBe(0)
  })

  it('never draws with a system font: a family it was not given comes out blank or in its own Inter', async () => {
    const renderer = cardRenderer()
    const svg = (family: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40" font-family="${family}" font-size="30">Raqam</text></svg>`
    const blank = decodePng(
      await renderer.png('blank', () => '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"/>'),
    ).pixels
    const inter = decodePng(await renderer.png('inter', () => svg('Inter'))).pixels
    expect(inter.equals(blank)).toBe(false)
    // DejaVu Sans is installed on the machine (fontconfig's default face), so a system font would show.
    const system = decodePng(await renderer.png('system', () => svg('DejaVu Sans'))).pixels
    expect(system.equals(blank) || system.equals(inter)).toBe(true)
  })
})
