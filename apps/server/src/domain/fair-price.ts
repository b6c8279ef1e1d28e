import type { components } from '@raqam/api/schema'
import { isPlateCode } from '@raqam/listing-rules/cities'
import { PRICE_GUIDE_MINIMUM } from '@raqam/listing-rules/limits'
import { isMobileNumberStart, MOBILE_NUMBER_DIGITS, plateNumberProblem } from '@raqam/listing-rules/numbers'
import { classifyNumber } from '@raqam/patterns/pattern-classifier'
import { patternKindOf, type PatternId } from '@raqam/patterns/pattern-table'
import type { Category, City, Operator } from '#contract.ts'
import type { Problem } from './problems.ts'

/**
 * The fair-price guide's method (docs/adr/0039-the-fair-price-guide.md): what numbers like this one ask
 * and sold for, as a weighted range. Pure: the repository finds the candidates, this weighs them.
 */

type PriceGuide = components['schemas']['PriceGuide']
type GuideQuery = { category: Category; number: string; city?: City; code?: string; operator?: Operator }

/** The most candidates the database hands over, the most alike first: the guide's cost stays flat. */
export const GUIDE_CANDIDATES = 200
/**
 * The asking prices ranked for a guide: the newest this many of its kind with each trait it is ranked
 * by (each pattern tag, the code or prefix, and the kind as a whole), not the whole kind (ADR 0051).
 */
export const GUIDE_WINDOW = GUIDE_CANDIDATES
/** The comparables the answer shows, the most alike first. */
export const GUIDE_EXAMPLES = 6
/** A sale (a price someone paid) counts this many times an asking price (a hope). */
export const SALE_WEIGHT = 3
/** A comparable's weight halves every this many days of age. */
export const HALF_LIFE_DAYS = 180
/** Prices whose logarithm lies beyond this many interquartile ranges from the middle half are left out. */
const OUTLIER_FENCE = 1.5

const DAY_MS = 86_400_000

/** The number a guide is asked for: its kind's facts, as far as it has been typed. */
export interface GuideSubject {
  category: Category
  /** Its pattern tags; null while a mobile number is partial (its tags are not known yet). */
  patterns: PatternId[] | null
  /** A plate's digits so far; null for mobile numbers. */
  digits: number | null
  code: string | null
  /** A mobile number's prefix (its first three digits); null for plates. */
  prefix: string | null
}

/** A listing for sale or a published sale the guide may rest on. */
export interface Candidate {
  id: string
  category: Category
  city: City | null
  code: string | null
  operator: Operator | null
  number: string
  patterns: PatternId[]
  price: number
  kind: 'sale' | 'asking'
  /** When it sold, or when its asking price was set. */
  at: Date
}

/**
 * The problems of a guide query the schema cannot express: a plate needs its emirate and a code of
 * that emirate; a mobile number its operator; the number the shape of its kind so far.
 */
export function guideQueryErrors(query: GuideQuery): Problem[] {
  const errors: Problem[] = []
  const add = (field: keyof GuideQuery, code: Problem['code'], params?: { code: string }) =>
    errors.push({ code, path: `query.${field}`, params: { field, ...params } })
  if (query.category !== 'mobile') {
    if (!query.city) add('city', 'plateNeedsCity')
    else if (query.code && !isPlateCode(query.city, query.code)) add('code', 'codeNotInCity', { code: query.code })
    if (plateNumberProblem(query.number)) add('number', 'plateNumberShape')
  } else {
    if (!query.operator) add('operator', 'mobileNeedsOperator')
    if (!isMobileNumberStart(query.number)) add('number', 'mobileNumberShape')
  }
  return errors
}

/**
 * The subject of a valid query (guideQueryErrors first). Its tags are classified the way a listing's
 * are when written; a partial plate by its digits so far, a partial mobile number by none.
 */
export function guideSubject(query: Pick<GuideQuery, 'category' | 'number' | 'code'>): GuideSubject {
  const { category, number } = query
  if (category !== 'mobile') {
    return {
      category,
      patterns: classifyNumber(patternKindOf(category), number),
      digits: number.length,
      code: query.code ?? null,
      prefix: null,
    }
  }
  const whole = number.length === MOBILE_NUMBER_DIGITS
  return {
    category,
    patterns: whole ? classifyNumber(patternKindOf(category), number) : null,
    digits: null,
    code: null,
    prefix: number.slice(0, 3),
  }
}

/** Letters or digits, and how many: Dubai's AA to EE are a class apart from its A to Z. */
function codeClass(code: string): string {
  return `${/^\d+$/.test(code) ? 'digits' : 'letters'}-${code.length}`
}

/**
 * How alike a candidate is to the subject, from 1 (only the kind, emirate and digit count, or the
 * operator, which the candidates share already) to 4: shared pattern tags add up to 2 (the share of
 * the tags either has; two numbers with no tags are alike in that), the same plate code 1 (the same
 * code class ½), the same mobile prefix 1.
 */
export function likeness(subject: GuideSubject, candidate: Candidate): number {
  let score = 1
  if (subject.patterns) {
    const union = new Set([...subject.patterns, ...candidate.patterns])
    const shared = subject.patterns.filter((tag) => candidate.patterns.includes(tag)).length
    score += 2 * (union.size === 0 ? 1 : shared / union.size)
  }
  if (subject.code && candidate.code) {
    if (candidate.code === subject.code) score += 1
    else if (codeClass(candidate.code) === codeClass(subject.code)) score += 0.5
  }
  if (subject.prefix && candidate.number.startsWith(subject.prefix)) score += 1
  return score
}

/** A candidate's weight: how alike, times 3 for a sale, halved every 180 days of age. */
export function weightOf(subject: GuideSubject, candidate: Candidate, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - candidate.at.getTime()) / DAY_MS)
  const kind = candidate.kind === 'sale' ? SALE_WEIGHT : 1
  return likeness(subject, candidate) * kind * 0.5 ** (ageDays / HALF_LIFE_DAYS)
}

/**
 * The candidates without the outliers: those whose log-price lies outside the 1.5 × IQR fences of all
 * the candidates' log-prices (a plate priced 100 times its neighbours says little about them).
 */
export function withoutOutliers<T extends { price: number }>(candidates: readonly T[]): T[] {
  if (candidates.length === 0) return []
  const logs = candidates.map((candidate) => Math.log(candidate.price)).toSorted((a, b) => a - b)
  const q1 = quantile(logs, 0.25)
  const q3 = quantile(logs, 0.75)
  const reach = OUTLIER_FENCE * (q3 - q1)
  return candidates.filter((candidate) => {
    const log = Math.log(candidate.price)
    return log >= q1 - reach && log <= q3 + reach
  })
}

/** The q-quantile of sorted values, interpolated between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q
  const below = Math.floor(at)
  const above = Math.min(below + 1, sorted.length - 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below)
}

/** The price at which the weights of the cheaper comparables first reach `q` of all the weight. */
export function weightedPercentile(weighted: readonly { price: number; weight: number }[], q: number): number {
  const sorted = weighted.toSorted((a, b) => a.price - b.price)
  const total = sorted.reduce((sum, item) => sum + item.weight, 0)
  let sum = 0
  for (const item of sorted) {
    sum += item.weight
    // A hair under: sums of fractional weights round, and an exact half must land on its own price.
    if (sum >= q * total * (1 - 1e-12)) return item.price
  }
  return sorted.at(-1)!.price
}

/** The guide from the candidates the database found (already the subject's kind, emirate and digits or operator). */
export function priceGuide(subject: GuideSubject, candidates: readonly Candidate[], now: Date): PriceGuide {
  const kept = withoutOutliers(candidates).map((candidate) => ({
    candidate,
    likeness: likeness(subject, candidate),
    price: candidate.price,
    weight: weightOf(subject, candidate, now),
  }))
  const enough = kept.length >= PRICE_GUIDE_MINIMUM
  const examples = kept
    .toSorted((a, b) => b.likeness - a.likeness || b.candidate.at.getTime() - a.candidate.at.getTime())
    .slice(0, GUIDE_EXAMPLES)
    .map(({ candidate }) => ({
      _id: candidate.id,
      category: candidate.category,
      city: candidate.city,
      code: candidate.code,
      operator: candidate.operator,
      number: candidate.number,
      price: candidate.price,
      kind: candidate.kind,
      at: candidate.at.toISOString(),
    }))
  return {
    enough,
    minimum: PRICE_GUIDE_MINIMUM,
    comparables: kept.length,
    sales: kept.filter(({ candidate }) => candidate.kind === 'sale').length,
    low: enough ? weightedPercentile(kept, 0.25) : null,
    typical: enough ? weightedPercentile(kept, 0.5) : null,
    high: enough ? weightedPercentile(kept, 0.75) : null,
    examples,
  }
}
