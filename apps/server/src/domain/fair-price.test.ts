import { describe, expect, it } from 'vitest'
import { PRICE_GUIDE_MINIMUM } from '@raqam/listing-rules/limits'
import {
  GUIDE_EXAMPLES,
  guideQueryErrors,
  guideSubject,
  HALF_LIFE_DAYS,
  likeness,
  priceGuide,
  SALE_WEIGHT,
  weightedPercentile,
  weightOf,
  withoutOutliers,
  type Candidate,
} from './fair-price.ts'

const NOW = new Date('2026-11-27T12:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

let serial = 0
/** A Dubai car plate for sale, asked today, unless told otherwise. */
function plate(number: string, price: number, overrides: Partial<Candidate> = {}): Candidate {
  serial += 1
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    category: 'car',
    city: 'dubai',
    code: 'A',
    operator: null,
    number,
    patterns: guideSubject({ category: 'car', number }).patterns!,
    price,
    kind: 'asking',
    at: NOW,
    ...overrides,
  }
}

function mobile(number: string, price: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    ...plate('1', price),
    category: 'mobile',
    city: null,
    code: null,
    operator: 'du',
    number,
    patterns: guideSubject({ category: 'mobile', number }).patterns!,
    ...overrides,
  }
}

describe('the subject of a guide', () => {
  it('is classified the way listings are when written, a partial plate by its digits so far', () => {
    expect(guideSubject({ category: 'car', number: '777', code: 'A' })).toEqual({
      category: 'car',
      patterns: ['all-same'],
      digits: 3,
      code: 'A',
      prefix: null,
    })
    expect(guideSubject({ category: 'motorcycle', number: '12' })).toMatchObject({ patterns: [], digits: 2 })
  })

  it('has no known tags while a mobile number is partial, only its prefix', () => {
    expect(guideSubject({ category: 'mobile', number: '05512' })).toEqual({
      category: 'mobile',
      patterns: null,
      digits: null,
      code: null,
      prefix: '055',
    })
    expect(guideSubject({ category: 'mobile', number: '0551111111' }).patterns).toEqual(['mobile-all-same'])
  })

  it('wants a plate with its emirate and a code of that emirate, a mobile number with its operator', () => {
    expect(guideQueryErrors({ category: 'car', number: '777', city: 'dubai', code: 'A' })).toEqual([])
    expect(guideQueryErrors({ category: 'car', number: '777' })).toEqual([
      { code: 'plateNeedsCity', path: 'query.city', params: { field: 'city' } },
    ])
    expect(guideQueryErrors({ category: 'car', number: '777', city: 'sharjah', code: 'A' })).toEqual([
      { code: 'codeNotInCity', path: 'query.code', params: { field: 'code', code: 'A' } },
    ])
    expect(guideQueryErrors({ category: 'car', number: '0501', city: 'dubai' }).map((p) => p.code)).toEqual([
      'plateNumberShape',
    ])
    expect(guideQueryErrors({ category: 'mobile', number: '050' }).map((p) => p.code)).toEqual(['mobileNeedsOperator'])
    expect(guideQueryErrors({ category: 'mobile', number: '777', operator: 'du' }).map((p) => p.code)).toEqual([
      'mobileNumberShape',
    ])
    expect(guideQueryErrors({ category: 'mobile', number: '0530000', operator: 'du' }).map((p) => p.code)).toEqual([
      'mobileNumberShape',
    ])
    expect(guideQueryErrors({ category: 'mobile', number: '0551234', operator: 'du' })).toEqual([])
  })
})

describe('how alike a comparable is', () => {
  const subject = guideSubject({ category: 'car', number: '777', code: 'A' })

  it('grows with the pattern tags it shares and the same code, or code class', () => {
    const same = likeness(subject, plate('555', 1, { code: 'A' }))
    const sameClass = likeness(subject, plate('555', 1, { code: 'B' }))
    const otherClass = likeness(subject, plate('555', 1, { code: 'AA' }))
    const noTag = likeness(subject, plate('123', 1, { code: 'AA' }))
    expect([same, sameClass, otherClass, noTag]).toEqual([4, 3.5, 3, 1])
  })

  it('counts two numbers without tags as alike in that', () => {
    const plain = guideSubject({ category: 'car', number: '183' })
    expect(likeness(plain, plate('294', 1))).toBe(3)
    expect(likeness(plain, plate('444', 1))).toBe(1)
  })

  it('for a mobile number, counts the same prefix and, once the number is whole, its tags', () => {
    const partial = guideSubject({ category: 'mobile', number: '0551' })
    expect(likeness(partial, mobile('0551234567', 1))).toBe(2)
    expect(likeness(partial, mobile('0521234567', 1))).toBe(1)
    const whole = guideSubject({ category: 'mobile', number: '0557777777' })
    expect(likeness(whole, mobile('0553333333', 1))).toBe(4)
  })
})

describe('the weight of a comparable', () => {
  const subject = guideSubject({ category: 'car', number: '183', code: 'A' })
  const asking = plate('294', 1)

  it('is three times as much for a published sale as for an asking price', () => {
    expect(weightOf(subject, { ...asking, kind: 'sale' }, NOW)).toBe(SALE_WEIGHT * weightOf(subject, asking, NOW))
  })

  it('halves every 180 days of age, and a date to come counts as today', () => {
    const today = weightOf(subject, asking, NOW)
    expect(weightOf(subject, { ...asking, at: daysAgo(HALF_LIFE_DAYS) }, NOW)).toBeCloseTo(today / 2)
    expect(weightOf(subject, { ...asking, at: daysAgo(2 * HALF_LIFE_DAYS) }, NOW)).toBeCloseTo(today / 4)
    expect(weightOf(subject, { ...asking, at: daysAgo(-30) }, NOW)).toBe(today)
  })

  it('follows how alike it is', () => {
    expect(weightOf(subject, plate('444', 1), NOW)).toBe(weightOf(subject, asking, NOW) / 2)
  })
})

describe('the range', () => {
  it('is the weighted 25th, 50th and 75th percentiles', () => {
    const prices = [100, 200, 300, 400].map((price) => ({ price, weight: 1 }))
    expect([0.25, 0.5, 0.75].map((q) => weightedPercentile(prices, q))).toEqual([100, 200, 300])
    // A heavy comparable pulls the median to itself.
    const heavy = [...prices.slice(0, 3), { price: 400, weight: 10 }]
    expect(weightedPercentile(heavy, 0.5)).toBe(400)
  })

  it('rests on the candidates, a sale moving it more than an asking price', () => {
    const subject = guideSubject({ category: 'car', number: '183', code: 'A' })
    const asking = [10_000, 12_000, 14_000, 16_000, 18_000].map((price) => plate('294', price))
    expect(priceGuide(subject, asking, NOW)).toMatchObject({
      enough: true,
      minimum: PRICE_GUIDE_MINIMUM,
      comparables: 5,
      sales: 0,
      low: 12_000,
      typical: 14_000,
      high: 16_000,
    })
    const withSale = [...asking, plate('294', 18_000, { kind: 'sale' })]
    expect(priceGuide(subject, withSale, NOW)).toMatchObject({ sales: 1, typical: 16_000, high: 18_000 })
  })

  it('leaves out prices far from the rest', () => {
    const usual = [20_000, 22_000, 25_000, 27_000, 30_000, 31_000].map((price) => plate('294', price))
    const outliers = [plate('295', 5_000_000), plate('296', 50)]
    expect(withoutOutliers([...usual, ...outliers])).toEqual(usual)
    const guide = priceGuide(guideSubject({ category: 'car', number: '183' }), [...usual, ...outliers], NOW)
    expect(guide).toMatchObject({ comparables: 6, low: 22_000, high: 30_000 })
    expect(guide.examples.map((example) => example.price)).not.toContain(5_000_000)
  })

  it('says there is not enough data below the minimum, rather than guessing', () => {
    const subject = guideSubject({ category: 'car', number: '183' })
    const few = Array.from({ length: PRICE_GUIDE_MINIMUM - 1 }, (_, i) => plate('294', 10_000 + i))
    const guide = priceGuide(subject, few, NOW)
    expect(guide).toMatchObject({
      enough: false,
      comparables: PRICE_GUIDE_MINIMUM - 1,
      low: null,
      typical: null,
      high: null,
    })
    // What it found is still shown.
    expect(guide.examples).toHaveLength(PRICE_GUIDE_MINIMUM - 1)
    expect(priceGuide(subject, [], NOW)).toEqual({
      enough: false,
      minimum: PRICE_GUIDE_MINIMUM,
      comparables: 0,
      sales: 0,
      low: null,
      typical: null,
      high: null,
      examples: [],
    })
  })

  it('shows the most alike comparables first, the newest among equals, at most six', () => {
    const subject = guideSubject({ category: 'car', number: '777', code: 'A' })
    const older = plate('555', 9_000, { at: daysAgo(10) })
    const newer = plate('555', 9_500, { at: daysAgo(1) })
    const other = Array.from({ length: 8 }, (_, i) => plate('123', 6_000 + i * 1_000, { code: 'AA' }))
    const guide = priceGuide(subject, [...other, older, newer], NOW)
    expect(guide.examples).toHaveLength(GUIDE_EXAMPLES)
    expect(guide.examples.slice(0, 2).map((example) => example._id)).toEqual([newer.id, older.id])
    expect(guide.examples[0]).toEqual({
      _id: newer.id,
      category: 'car',
      city: 'dubai',
      code: 'A',
      operator: null,
      number: '555',
      price: 9_500,
      kind: 'asking',
      at: newer.at.toISOString(),
    })
  })
})
