import { cityNames, plateCodes, type City } from '@raqam/listing-rules/cities'
import {
  formatMobileNumber,
  mobilePrefixes,
  operatorNames,
  type MobilePrefix,
  type Operator,
} from '@raqam/listing-rules/numbers'
import type { Category } from '#contract.ts'
import { derivedColumns } from '#domain/listings.ts'
import type { PatternId } from '@raqam/patterns/pattern-table'
import { Prng } from './prng.ts'

/** A listing row as the seed inserts it (the columns of schema.listings that it sets). */
export interface SeedListing {
  id: string
  customerId: string | null
  category: Category
  city: City | null
  code: string | null
  operator: Operator | null
  number: string
  digits: number | null
  prefix: string | null
  /** The number's pattern tags (@raqam/patterns), as createProduct stores them. */
  patterns: PatternId[]
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  oldPrice: number | null
  newPrice: number | null
  /** A wanted request's budget (null for sale, and for requests that name none). */
  budget: number | null
  status: boolean
  isSold: boolean
  isOrder: boolean
  isAd: boolean
  createdAt: Date
  /** When a sold listing sold: after it was published, and long before today; null unsold. */
  soldAt: Date | null
  /** What it sold for, a little under its asking price; null when unsold. */
  soldPrice: number | null
  soldPricePublished: boolean
}

/** The newest seeded listing is this old: fixed, so the data is the same whatever the date. */
const NEWEST = Date.UTC(2025, 11, 1, 12, 0, 0)
const HOUR = 3_600_000
const DAY = 24 * HOUR

const cityWeights: [City, number][] = [
  ['dubai', 30],
  ['abu-dhabi', 24],
  ['sharjah', 14],
  ['ajman', 9],
  ['ras-al-khaimah', 9],
  ['fujairah', 7],
  ['umm-al-quwain', 7],
]

/** What a number's digits look like; the rarer the shape, the higher the price. */
type Shape = 'repeated' | 'sequence' | 'mirror' | 'round' | 'plain'

const shapeNames: Record<Shape, { en: string; ar: string }> = {
  repeated: { en: 'Repeated digits', ar: 'أرقام مكررة' },
  sequence: { en: 'Sequential digits', ar: 'أرقام متسلسلة' },
  mirror: { en: 'Mirror number', ar: 'رقم متناظر' },
  round: { en: 'Round number', ar: 'رقم مدوّر' },
  plain: { en: 'Distinctive number', ar: 'رقم مميز' },
}

const operatorOf: Record<MobilePrefix, Operator> = {
  '050': 'eand',
  '054': 'eand',
  '056': 'eand',
  '052': 'du',
  '055': 'du',
  '058': 'du',
}

/** Builds the plate number of a given length in a chosen shape. */
function plateNumber(prng: Prng, length: number): { number: string; shape: Shape } {
  const shape: Shape = prng.weighted<Shape>([
    ['repeated', length === 1 ? 0 : 2],
    ['sequence', length < 3 ? 0 : 1.5],
    ['mirror', length < 3 ? 0 : 1.5],
    ['round', length < 2 ? 0 : 1.5],
    ['plain', 5],
  ])
  const digit = () => String(prng.int(0, 9))
  const lead = String(prng.int(1, 9))
  switch (shape) {
    case 'repeated':
      return { number: lead.repeat(length), shape }
    case 'sequence': {
      const start = prng.int(1, 10 - length)
      return { number: Array.from({ length }, (_, i) => String(start + i)).join(''), shape }
    }
    case 'mirror': {
      const half = lead + Array.from({ length: Math.floor(length / 2) - 1 }, digit).join('')
      const middle = length % 2 === 1 ? digit() : ''
      return { number: half + middle + [...half].reverse().join(''), shape }
    }
    case 'round':
      return { number: lead + '0'.repeat(length - 1), shape }
    default:
      return { number: lead + Array.from({ length: length - 1 }, digit).join(''), shape }
  }
}

function mobileNumber(prng: Prng, prefix: MobilePrefix): { number: string; shape: Shape } {
  const shape: Shape = prng.weighted<Shape>([
    ['repeated', 2],
    ['sequence', 1],
    ['mirror', 1],
    ['round', 1],
    ['plain', 4],
  ])
  const d = () => String(prng.int(0, 9))
  const a = d()
  let b = d()
  if (b === a) b = String((Number(a) + 3) % 10)
  let tail: string
  switch (shape) {
    case 'repeated':
      tail = d() + d() + a.repeat(5)
      break
    case 'sequence':
      tail = d() + '1234567'.slice(0, 6)
      break
    case 'mirror':
      tail = d() + (a + b).repeat(3)
      break
    case 'round':
      tail = d() + a + '000000'.slice(1)
      break
    default:
      tail = Array.from({ length: 7 }, d).join('')
  }
  return { number: prefix + tail, shape }
}

/** Rounds to two significant figures, then to a tidy step (prices people actually ask). */
function tidy(price: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(price)) - 1)
  return Math.max(500, Math.round(price / magnitude) * magnitude)
}

const shapeFactor: Record<Shape, number> = { repeated: 4, sequence: 2, mirror: 1.7, round: 1.6, plain: 1 }
const plateBase = [0, 2_500_000, 450_000, 70_000, 16_000, 4_500] // by digit count
const cityFactor: Record<City, number> = {
  dubai: 1.4,
  'abu-dhabi': 1.25,
  sharjah: 0.8,
  ajman: 0.55,
  'ras-al-khaimah': 0.6,
  fujairah: 0.5,
  'umm-al-quwain': 0.45,
}

function platePrice(prng: Prng, number: string, shape: Shape, city: City, code: string, motorcycle: boolean): number {
  const premiumCode = code.length === 2 || code === 'A' || code === '1' ? 1.3 : 1
  const spread = 0.7 + prng.next() * 0.7
  const price = plateBase[number.length]! * shapeFactor[shape] * cityFactor[city] * premiumCode * spread
  return tidy(motorcycle ? price * 0.25 : price)
}

function mobilePrice(prng: Prng, number: string): number {
  const distinct = new Set(number.slice(3)).size
  const base = [0, 1_500_000, 180_000, 45_000, 14_000, 5_000, 2_500, 1_800, 1_500][distinct] ?? 1_500
  return tidy(base * (0.7 + prng.next() * 0.7))
}

/**
 * "N digits" in Arabic, in the form the count takes (CLDR's plural categories): رقم واحد، رقمين،
 * 3 أرقام، 11 رقمًا، 100 رقم. (After من, so the dual is in its genitive form.)
 */
export function arabicDigitCount(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'رقم واحد'
    case 'two':
      return 'رقمين'
    case 'few':
      return `${count} أرقام`
    case 'many':
      return `${count} رقمًا`
    default:
      return `${count} رقم`
  }
}

function plateText(category: Category, city: City, code: string, number: string, shape: Shape, isOrder: boolean) {
  const name = cityNames[city]
  const kindEn = category === 'car' ? 'plate' : 'motorcycle plate'
  const kindAr = category === 'car' ? 'لوحة' : 'لوحة دراجة نارية'
  if (isOrder) {
    return {
      titleEn: `Wanted: ${name.en} ${kindEn} ${code} ${number}`,
      titleAr: `مطلوب: ${kindAr} ${name.ar} ${code} ${number}`,
      descriptionEn: `Looking for the ${name.en} ${kindEn} ${code} ${number} or a similar ${number.length}-digit number. Serious sellers, please get in touch.`,
      descriptionAr: `أبحث عن ${kindAr} ${name.ar} ${code} ${number} أو رقم مشابه من ${arabicDigitCount(number.length)}. للبائعين الجادين فقط.`,
    }
  }
  return {
    titleEn: `${name.en} ${code} ${number}`,
    titleAr: `${name.ar} ${code} ${number}`,
    descriptionEn: `${shapeNames[shape].en}: a ${number.length}-digit ${name.en} ${kindEn} on code ${code}. Ownership transfer at the traffic department once payment is complete.`,
    descriptionAr: `${shapeNames[shape].ar}: ${kindAr} ${name.ar} من ${arabicDigitCount(number.length)} برمز ${code}. يتم نقل الملكية لدى إدارة المرور بعد إتمام الدفع.`,
  }
}

function mobileText(operator: Operator, number: string, shape: Shape, isOrder: boolean) {
  const grouped = formatMobileNumber(number)
  const op = operatorNames[operator]
  if (isOrder) {
    return {
      titleEn: `Wanted: ${op.en} number like ${grouped}`,
      titleAr: `مطلوب: رقم ${op.ar} مثل ${grouped}`,
      descriptionEn: `Looking for an easy ${op.en} number close to ${grouped}.`,
      descriptionAr: `أبحث عن رقم ${op.ar} سهل قريب من ${grouped}.`,
    }
  }
  return {
    titleEn: `${shapeNames[shape].en} ${op.en} ${grouped}`,
    titleAr: `${shapeNames[shape].ar} ${op.ar} ${grouped}`,
    descriptionEn: `${shapeNames[shape].en} on ${op.en}, prefix ${number.slice(0, 3)}. Transferred to your name at an ${op.en} shop.`,
    descriptionAr: `${shapeNames[shape].ar} على شبكة ${op.ar}، بادئة ${number.slice(0, 3)}. يتم النقل باسمك في أحد متاجر ${op.ar}.`,
  }
}

/**
 * Generates `count` listings for the given owners (null = the company), deterministic for a PRNG
 * seed, never repeating an unsold (owner, kind, number, city, code): the unique index would refuse it.
 */
export function* generateListings(
  prng: Prng,
  count: number,
  owners: readonly (string | null)[],
): Generator<SeedListing> {
  const taken = new Set<string>()
  // The sales draw from a stream of their own: the rest of the demo data stays as it was before sales.
  const sales = new Prng(SALES_SEED)
  for (let i = 0; i < count; i++) {
    const category = prng.weighted<Category>([
      ['car', 45],
      ['motorcycle', 20],
      ['mobile', 35],
    ])
    const customerId = prng.chance(0.04) ? null : prng.pick(owners)
    const isOrder = prng.chance(0.1)
    const isSold = !isOrder && prng.chance(0.08)
    const status = !prng.chance(0.05)
    const isAd = status && !isOrder && !isSold && prng.chance(0.06)
    const createdAt = new Date(NEWEST - Math.floor(prng.next() * 240 * DAY) - i)

    let listing: Omit<
      SeedListing,
      'id' | 'customerId' | 'status' | 'isSold' | 'isOrder' | 'isAd' | 'createdAt' | keyof ReturnType<typeof sale>
    >
    if (category === 'mobile') {
      const prefix = prng.pick(mobilePrefixes)
      const operator = prng.chance(0.93) ? operatorOf[prefix] : operatorOf[prefix] === 'du' ? 'eand' : 'du'
      const { number, shape } = mobileNumber(prng, prefix)
      const price = mobilePrice(prng, number)
      listing = {
        category,
        city: null,
        code: null,
        operator,
        number,
        ...derivedColumns(category, number),
        ...mobileText(operator, number, shape, isOrder),
        ...prices(prng, price, isOrder, number),
      }
    } else {
      const city = prng.weighted(cityWeights)
      const code = prng.pick(plateCodes[city])
      const length = prng.weighted<number>([
        [1, 4],
        [2, 14],
        [3, 30],
        [4, 27],
        [5, 25],
      ])
      const { number, shape } = plateNumber(prng, length)
      const price = platePrice(prng, number, shape, city, code, category === 'motorcycle')
      listing = {
        category,
        city,
        code,
        operator: null,
        number,
        ...derivedColumns(category, number),
        ...plateText(category, city, code, number, shape, isOrder),
        ...prices(prng, price, isOrder, number),
      }
    }
    const key = [customerId, listing.category, isOrder, listing.number, listing.city, listing.code].join('|')
    if (!isSold) {
      if (taken.has(key)) {
        i--
        continue
      }
      taken.add(key)
    }
    const sold = sale(sales, isSold, createdAt, listing.newPrice)
    yield { id: prng.uuid(), customerId, status, isSold, isOrder, isAd, createdAt, ...listing, ...sold }
  }
}

const SALES_SEED = 0x5a1e

/**
 * A sold listing's sale: sold some time between its publishing and NEWEST, for 75–98% of its asking
 * price, the price published by about three sellers in four (the sold-prices record and the guide).
 */
function sale(prng: Prng, isSold: boolean, createdAt: Date, askingPrice: number | null) {
  if (!isSold || askingPrice === null) return { soldAt: null, soldPrice: null, soldPricePublished: false }
  const since = createdAt.getTime() + HOUR
  const soldAt = new Date(since + Math.floor(prng.next() * Math.max(0, NEWEST - since)))
  const soldPrice = tidy(askingPrice * (0.75 + prng.next() * 0.23))
  return { soldAt, soldPrice, soldPricePublished: prng.chance(0.75) }
}

function prices(prng: Prng, price: number, isOrder: boolean, number: string) {
  // A wanted request names a budget a little above the going price when its number ends in an even
  // digit: chosen without the generator, so the rest of the demo data stays as it was.
  if (isOrder)
    return { oldPrice: null, newPrice: null, budget: Number(number.at(-1)) % 2 === 0 ? tidy(price * 1.2) : null }
  const discounted = prng.chance(0.45)
  return { newPrice: price, oldPrice: discounted ? tidy(price * (1.1 + prng.next() * 0.35)) : null, budget: null }
}

export interface SeedCustomer {
  id: string
  username: string
  email: string
  phone: string
  gender: 'male' | 'female' | null
}

const sellerNames: [string, 'male' | 'female'][] = [
  ['Ahmed Al Mansoori', 'male'],
  ['Fatima Al Hashemi', 'female'],
  ['Omar Al Suwaidi', 'male'],
  ['Mariam Al Ketbi', 'female'],
  ['Khalid Al Nuaimi', 'male'],
  ['Aisha Al Marzouqi', 'female'],
  ['Saeed Al Falasi', 'male'],
  ['Noura Al Shamsi', 'female'],
  ['Rashid Al Dhaheri', 'male'],
  ['Layla Haddad', 'female'],
  ['Yousef Al Ali', 'male'],
  ['Hessa Al Mazrouei', 'female'],
  ['Sultan Al Qasimi', 'male'],
  ['Priya Menon', 'female'],
]

/** The sellers of the demo data (14), with unique e-mails and 971 phone numbers. */
export function generateSellers(prng: Prng): SeedCustomer[] {
  return sellerNames.map(([username, gender], i) => ({
    id: prng.uuid(),
    username,
    email: `${username.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    phone: `9715${['0', '2', '4', '5', '6', '8'][i % 6]}${String(1_000_000 + i * 7_654_321).slice(-7)}`,
    gender,
  }))
}
