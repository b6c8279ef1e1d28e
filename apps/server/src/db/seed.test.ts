import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { plateCodes } from '@raqam/listing-rules/cities'
import { identiconPng } from './identicon.ts'
import { Prng } from './prng.ts'
import { arabicDigitCount, generateListings, generateSellers } from './seed-data.ts'

describe('the demo data', () => {
  const owners = generateSellers(new Prng(1)).map((seller) => seller.id)
  const listings = [...generateListings(new Prng(2025), 480, [...owners])]

  it('is the same on every run', () => {
    const again = [...generateListings(new Prng(2025), 480, [...owners])]
    expect(again).toEqual(listings)
  })

  it('covers every emirate with valid codes, 1- to 5-digit plates and motorcycle plates', () => {
    const plates = listings.filter((listing) => listing.category !== 'mobile')
    expect(new Set(plates.map((plate) => plate.city))).toEqual(new Set(Object.keys(plateCodes)))
    for (const plate of plates) {
      expect(plateCodes[plate.city!]).toContain(plate.code)
      expect(plate.number).toMatch(/^[1-9][0-9]{0,4}$/)
      expect(plate.digits).toBe(plate.number.length)
    }
    expect(new Set(plates.map((plate) => plate.digits))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(plates.some((plate) => plate.category === 'motorcycle')).toBe(true)
  })

  it('covers both operators and all six mobile prefixes', () => {
    const mobiles = listings.filter((listing) => listing.category === 'mobile')
    expect(new Set(mobiles.map((mobile) => mobile.operator))).toEqual(new Set(['du', 'eand']))
    expect(new Set(mobiles.map((mobile) => mobile.prefix))).toEqual(new Set(['050', '052', '054', '055', '056', '058']))
    for (const mobile of mobiles) expect(mobile.number).toMatch(/^05[024568][0-9]{7}$/)
  })

  it('has wanted requests without prices, sold, not-shared and promoted listings', () => {
    expect(
      listings
        .filter((listing) => listing.isOrder)
        .every((listing) => listing.newPrice === null && listing.oldPrice === null),
    ).toBe(true)
    for (const flag of ['isOrder', 'isSold', 'isAd'] as const)
      expect(
        listings.some((listing) => listing[flag]),
        flag,
      ).toBe(true)
    expect(listings.some((listing) => !listing.status)).toBe(true)
    expect(listings.some((listing) => listing.customerId === null)).toBe(true)
  })

  it('dates and prices the sales after their listing was published, and publishes most of the prices', () => {
    const sold = listings.filter((listing) => listing.isSold)
    expect(sold.length).toBeGreaterThan(10)
    for (const listing of sold) {
      expect(listing.soldAt!.getTime()).toBeGreaterThan(listing.createdAt.getTime())
      expect(listing.soldAt!.getTime()).toBeLessThan(Date.now())
      expect(listing.soldPrice).toBeGreaterThanOrEqual(Math.min(500, listing.newPrice!))
      expect(listing.soldPrice).toBeLessThanOrEqual(listing.newPrice!)
      expect(Number.isInteger(listing.soldPrice! * 100)).toBe(true)
    }
    const published = sold.filter((listing) => listing.soldPricePublished).length
    expect(published).toBeGreaterThan(sold.length / 2)
    expect(published).toBeLessThan(sold.length)
    for (const listing of listings.filter((listing) => !listing.isSold))
      expect(listing).toMatchObject({ soldAt: null, soldPrice: null, soldPricePublished: false })
  })

  it('prices rarer numbers higher: one digit above five, repeated digits above plain ones', () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const plates = listings.filter((listing) => listing.category === 'car' && listing.newPrice !== null)
    const byDigits = (n: number) => median(plates.filter((plate) => plate.digits === n).map((plate) => plate.newPrice!))
    expect(byDigits(1)).toBeGreaterThan(byDigits(3))
    expect(byDigits(3)).toBeGreaterThan(byDigits(5))
    const mobiles = listings.filter((listing) => listing.category === 'mobile' && listing.newPrice !== null)
    const repeated = median(
      mobiles.filter((mobile) => new Set(mobile.number.slice(3)).size <= 3).map((mobile) => mobile.newPrice!),
    )
    const plain = median(
      mobiles.filter((mobile) => new Set(mobile.number.slice(3)).size >= 6).map((mobile) => mobile.newPrice!),
    )
    expect(repeated).toBeGreaterThan(plain * 3)
    for (const listing of listings)
      if (listing.newPrice !== null) expect(Number.isInteger(listing.newPrice * 100)).toBe(true)
  })

  it('writes bilingual titles and descriptions', () => {
    for (const listing of listings.slice(0, 50)) {
      expect(listing.titleAr).toMatch(/[\u0600-\u06ff]/)
      expect(listing.descriptionAr).toMatch(/[\u0600-\u06ff]/)
      expect(listing.titleEn).toMatch(/[A-Za-z]/)
    }
  })

  it('gives every seller a unique e-mail and a 971 phone', () => {
    const sellers = generateSellers(new Prng(1))
    expect(sellers.length).toBeGreaterThanOrEqual(12)
    expect(new Set(sellers.map((seller) => seller.email)).size).toBe(sellers.length)
    expect(new Set(sellers.map((seller) => seller.phone)).size).toBe(sellers.length)
    for (const seller of sellers) expect(seller.phone).toMatch(/^9715[0-9]{8}$/)
  })
})

it('draws identicons as valid PNGs of the requested size', () => {
  const png = identiconPng(new Prng(4), 60)
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.readUInt32BE(16)).toBe(60)
  expect(png.readUInt32BE(20)).toBe(60)
  const idatLength = png.readUInt32BE(33)
  expect(png.subarray(37, 41).toString()).toBe('IDAT')
  const pixels = inflateSync(png.subarray(41, 41 + idatLength))
  expect(pixels.length).toBe(60 * (1 + 60 * 3))
  expect(identiconPng(new Prng(4), 60)).toEqual(png)
  expect(identiconPng(new Prng(5), 60)).not.toEqual(png)
})

describe('Arabic digit counts in the demo descriptions', () => {
  it.each([
    [1, 'رقم واحد'],
    [2, 'رقمين'],
    [3, '3 أرقام'],
    [5, '5 أرقام'],
    [11, '11 رقمًا'],
    [100, '100 رقم'],
  ])('%i: %s', (count, words) => {
    expect(arabicDigitCount(count)).toBe(words)
  })

  it('no description says "من 1 أرقام" any more', () => {
    const listings = [...generateListings(new Prng(7), 400, [null])]
    expect(
      listings.filter(
        (listing) =>
          /من \d+ أرقام/.test(listing.descriptionAr) && !/من [3-9] أرقام|من 10 أرقام/.test(listing.descriptionAr),
      ),
    ).toEqual([])
    expect(listings.some((listing) => listing.descriptionAr.includes('من رقم واحد'))).toBe(true)
    expect(listings.some((listing) => listing.descriptionAr.includes('من رقمين'))).toBe(true)
  })
})
