import { inflateSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { setLine } from '@raqam/outlines/line'
import { pngFromSvg } from '@raqam/plates/png'
import type { Language } from '@raqam/text/languages'
import sharp from 'sharp'
import { cardRenderer } from './card-renderer.ts'
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, type CardFacts } from './card-svg.ts'
import { cardFaceKey, isArabicWord } from './card-vocabulary.ts'
import { cardFaces } from './generated/card-outlines.ts'

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

  it("draws no font at all, the system's included: text left in an SVG comes out blank", async () => {
    const renderer = cardRenderer()
    const svg = (family: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40" font-family="${family}" font-size="30">Raqam</text></svg>`
    const blank = decodePng(
      await renderer.png('blank', () => '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"/>'),
    ).pixels
    // DejaVu Sans is installed on the machine (fontconfig's default face), so a system font would show.
    for (const family of ['Inter', 'DejaVu Sans', 'sans-serif'])
      expect(decodePng(await renderer.png(family, () => svg(family))).pixels.equals(blank), family).toBe(true)
  })
})

const plate: CardFacts = {
  category: 'car',
  city: 'dubai',
  code: 'AA',
  number: '12345',
  operator: null,
  newPrice: 80_000,
  isOrder: false,
  isSold: false,
}
const mobile: CardFacts = {
  ...plate,
  category: 'mobile',
  city: null,
  code: null,
  number: '0501234567',
  operator: 'eand',
}
const wanted: CardFacts = { ...plate, isOrder: true, newPrice: null }

/** A card's pixels, RGB, 1200×630. */
async function picture(listing: CardFacts, language: Language) {
  const { data, info } = await sharp(await pngFromSvg(cardSvg(listing, language)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([CARD_WIDTH, CARD_HEIGHT])
  return (x: number, y: number) => {
    const at = (y * info.width + x) * 3
    return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! }
  }
}

type Pixel = Awaited<ReturnType<typeof picture>>
type Colour = ReturnType<Pixel>

/** The pixels of a box that `isInk` calls ink: how many, and the columns from the first to the last. */
function ink(
  pixel: Pixel,
  box: { left: number; right: number; top: number; bottom: number },
  isInk: (colour: Colour) => boolean,
) {
  let count = 0
  let first = Infinity
  let last = -Infinity
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      if (!isInk(pixel(x, y))) continue
      count++
      first = Math.min(first, x)
      last = Math.max(last, x)
    }
  }
  return { count, first, last, middle: (first + last) / 2, width: last - first }
}

// The background is navy (red at most 29); the subtitle is light grey, the price gold, the badge's word white.
const light = ({ r }: Colour) => r > 100
const white = ({ r, g, b }: Colour) => r > 200 && g > 200 && b > 200
const red = ({ r, g, b }: Colour) => r > 180 && g < 80 && b < 90
const dark = ({ r, g, b }: Colour) => r < 80 && g < 80 && b < 120
const subtitleBand = { left: 40, right: 1160, top: 462, bottom: 512 }
const priceBand = { left: 40, right: 1160, top: 528, bottom: 600 }
const badge = { left: 956, right: 1136, top: 48, bottom: 112 }

/** The card's words as drawn: each `<g>` of outlines, its pen's x and baseline, and the ids it uses in order. */
function drawnWords(svg: string) {
  return [...svg.matchAll(/<g transform="matrix\([\d.]+ 0 0 [\d.]+ ([\d.]+) ([\d.]+)\)" fill="[^"]+">(.*?)<\/g>/g)].map(
    ([, x, y, uses]) => ({
      x: Number(x),
      y: Number(y),
      ids: [...uses!.matchAll(/href="#([^"]+)"/g)].map((use) => use[1]!),
    }),
  )
}

/** The ids of a word's outlines, as the card sets it at a weight. */
function outlineIds(word: string, weight: 'medium' | 'heavy'): string[] {
  const face = cardFaces[cardFaceKey(isArabicWord(word) ? 'arabic' : 'latin', weight)]
  return setLine(face, word)
    .outlines.filter((outline) => outline.d)
    .map((outline) => outline.id)
}

describe('the card picture', () => {
  it('is drawn with paths alone: no text, no font, and no id of the card meets one of its plate', () => {
    for (const listing of [plate, mobile, { ...wanted, isSold: true }]) {
      for (const language of ['en', 'ar'] as const) {
        const svg = cardSvg(listing, language)
        expect(svg).not.toMatch(/<text|<tspan|font-|@font-face|\.woff|\.ttf/)
        const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)
        expect(new Set(ids).size).toBe(ids.length)
        // Every reference is to something the picture defines.
        for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids).toContain(id)
        expect(ids.filter((id) => id.startsWith('card-')).length).toBeGreaterThan(10)
        if (listing.city) expect(ids.filter((id) => id.startsWith('plate-')).length).toBeGreaterThan(5)
      }
    }
  })

  it('writes the words of a line in order: left to right in English, right to left in Arabic, numbers whole', () => {
    const at = (words: ReturnType<typeof drawnWords>, baseline: number) =>
      words.filter((word) => word.y === baseline).map((word) => word.ids)
    const english = drawnWords(cardSvg(plate, 'en'))
    expect(at(english, 580)).toEqual([outlineIds('AED', 'heavy'), outlineIds('80,000', 'heavy')])
    expect(at(english, 500)).toEqual(
      'Car plate Dubai AA 12345 for sale'.split(' ').map((word) => outlineIds(word, 'medium')),
    )
    const arabic = drawnWords(cardSvg(plate, 'ar'))
    // "80,000 درهم" read from the right: the amount first, its digits still left to right.
    expect(at(arabic, 580)).toEqual([outlineIds('درهم', 'heavy'), outlineIds('80,000', 'heavy')])
    expect(at(arabic, 500)).toEqual(
      'لوحة سيارة دبي للبيع'
        .split(' ')
        .reverse()
        .map((word) => outlineIds(word, 'medium')),
    )
    // Each Arabic word is one shaped outline; the wordmark is the same in both languages.
    expect(outlineIds('سيارة', 'medium')).toHaveLength(1)
    expect(arabic.filter((word) => word.y < 100)).toEqual(english.filter((word) => word.y < 100))
  })

  it.each(['en', 'ar'] as const)(
    'shows its subtitle and price in ink, centred, and the sold badge only when sold, in %s',
    async (language) => {
      const forSale = await picture(plate, language)
      const subtitle = ink(forSale, subtitleBand, light)
      const price = ink(forSale, priceBand, light)
      for (const line of [subtitle, price]) {
        expect(line.count).toBeGreaterThan(1500)
        expect(Math.abs(line.middle - CARD_WIDTH / 2)).toBeLessThan(8)
      }
      expect(subtitle.width).toBeGreaterThan(language === 'en' ? 450 : 250)
      // A wanted request's subtitle has no "for sale", and its price line is one word.
      const asked = await picture(wanted, language)
      expect(ink(asked, subtitleBand, light).width).toBeLessThan(subtitle.width - 50)
      expect(ink(asked, priceBand, light).count).toBeGreaterThan(1000)
      expect(ink(asked, priceBand, light).width).toBeLessThan(price.width)
      // The sold badge is drawn only for a sold listing: red, with its word in white.
      expect(ink(forSale, badge, red).count).toBe(0)
      const sold = await picture({ ...plate, isSold: true }, language)
      expect(ink(sold, badge, red).count).toBeGreaterThan(5000)
      const word = ink(sold, badge, white)
      expect(word.count).toBeGreaterThan(300)
      expect(Math.abs(word.middle - (badge.left + badge.right) / 2)).toBeLessThan(6)
    },
  )

  it.each(['en', 'ar'] as const)(
    'draws a mobile number card: the operator and the grouped number on white, in %s',
    async (language) => {
      const pixel = await picture(mobile, language)
      // The white card is 170 to 410 high; the operator's baseline is at 242, the number's at 350.
      expect(pixel(200, 200)).toEqual({ r: 0xfc, g: 0xfb, b: 0xf9 })
      const operator = ink(pixel, { left: 200, right: 1000, top: 212, bottom: 250 }, dark)
      const number = ink(pixel, { left: 160, right: 1040, top: 262, bottom: 356 }, dark)
      expect(operator.count).toBeGreaterThan(150)
      expect(number.count).toBeGreaterThan(15_000)
      for (const line of [operator, number]) expect(Math.abs(line.middle - CARD_WIDTH / 2)).toBeLessThan(8)
      // Ten digits at 104 units fill most of the card.
      expect(number.width).toBeGreaterThan(650)
      // Its three groups stand apart: two runs of over 30 blank columns between the digits.
      const blank = Array.from({ length: number.width + 1 }, (_, i) => number.first + i).map(
        (x) => !Array.from({ length: 94 }, (_, j) => 262 + j).some((y) => dark(pixel(x, y))),
      )
      const gaps = blank
        .map((isBlank) => (isBlank ? '_' : 'x'))
        .join('')
        .match(/_{31,}/g)
      expect(gaps).toHaveLength(2)
    },
  )
})
