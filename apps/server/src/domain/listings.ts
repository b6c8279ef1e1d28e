import type { components, ErrorCode } from '@raqam/api/schema'
import { classifyNumber } from '@raqam/patterns/pattern-classifier'
import { patternKindOf, type PatternId } from '@raqam/patterns/pattern-table'
import { isPlateCode } from '@raqam/listing-rules/cities'
import { hasPriceDecimals } from '@raqam/listing-rules/limits'
import { mobileNumberProblem, plateNumberProblem } from '@raqam/listing-rules/numbers'
import type { Category, ListingCreate, ListingSale, ListingUpdate } from '#contract.ts'
import type { Problem } from './problems.ts'

type Price = components['schemas']['Price']

const isPlate = (category: Category) => category !== 'mobile'

/**
 * The filter columns stored beside a number: digit count for plates, prefix for mobile numbers, and
 * the number's pattern tags (the `pattern` filter reads them from a GIN index, so they are computed
 * once, when the listing is written). The number must be valid for the category: the classifier
 * throws on anything else, and every writer validates first.
 */
export function derivedColumns(
  category: Category,
  number: string,
): { digits: number | null; prefix: string | null; patterns: PatternId[] } {
  const patterns = classifyNumber(patternKindOf(category), number)
  return isPlate(category)
    ? { digits: number.length, prefix: null, patterns }
    : { digits: null, prefix: number.slice(0, 3), patterns }
}

/**
 * The createProduct rules the schema cannot express (listed on the operation in the contract):
 * category ⇄ city/code/operator, codes per emirate, number shape per category, prices.
 */
export function listingRuleErrors(input: ListingCreate): Problem[] {
  const errors: Problem[] = []
  const add = (field: keyof ListingCreate, code: ErrorCode, params?: { code: string }) =>
    errors.push({ code, path: `body.${field}`, params: { field, ...params } })
  if (isPlate(input.category)) {
    if (!input.city) add('city', 'plateNeedsCity')
    if (!input.code) add('code', 'plateNeedsCode')
    else if (input.city && !isPlateCode(input.city, input.code)) add('code', 'codeNotInCity', { code: input.code })
    if (plateNumberProblem(input.number)) add('number', 'plateNumberShape')
    if (input.operator !== undefined) add('operator', 'operatorOnlyForMobile')
  } else {
    if (!input.operator) add('operator', 'mobileNeedsOperator')
    if (mobileNumberProblem(input.number)) add('number', 'mobileNumberShape')
    if (input.city !== undefined) add('city', 'mobileHasNoCity')
    if (input.code !== undefined) add('code', 'mobileHasNoCode')
  }
  if (!input.isOrder) {
    if (input.newPrice === undefined) add('newPrice', 'priceRequired')
    if (input.budget !== undefined) add('budget', 'budgetOnlyWanted')
    errors.push(...priceDecimalErrors(input))
  } else {
    errors.push(...priceDecimalErrors({ budget: input.budget }))
  }
  return errors
}

/**
 * The updateProduct rules the schema cannot express: a wanted request has no price, and only a wanted
 * request has a budget; 2 decimals.
 */
export function listingUpdateErrors(changes: ListingUpdate, listing: { isOrder: boolean }): Problem[] {
  if (listing.isOrder) {
    const prices = (['oldPrice', 'newPrice'] as const).filter((field) => changes[field] !== undefined)
    const errors: Problem[] = prices.map((field) => ({
      code: 'wantedHasNoPrice',
      path: `body.${field}`,
      params: { field },
    }))
    return errors.length > 0 ? errors : priceDecimalErrors({ budget: changes.budget })
  }
  if (changes.budget !== undefined)
    return [{ code: 'budgetOnlyWanted', path: 'body.budget', params: { field: 'budget' } }]
  return priceDecimalErrors(changes)
}

/**
 * The changeProductSold rules the schema cannot express: a wanted request has no sale price, a price
 * to publish must be given, 2 decimals.
 */
export function listingSaleErrors(sale: ListingSale, listing: { isOrder: boolean }): Problem[] {
  const price = sale.price ?? null
  if (listing.isOrder && price !== null)
    return [{ code: 'wantedHasNoPrice', path: 'body.price', params: { field: 'price' } }]
  if (sale.publish && price === null)
    return [{ code: 'publishNeedsPrice', path: 'body.publish', params: { field: 'publish' } }]
  return price !== null && !hasPriceDecimals(price)
    ? [{ code: 'tooManyDecimals', path: 'body.price', params: { field: 'price' } }]
    : []
}

/** Amounts in AED have at most 2 decimals: prices and budgets alike. */
function priceDecimalErrors(prices: { oldPrice?: Price | null; newPrice?: Price; budget?: Price | null }): Problem[] {
  return (['oldPrice', 'newPrice', 'budget'] as const).flatMap((field) => {
    const price = prices[field]
    return price != null && !hasPriceDecimals(price)
      ? [{ code: 'tooManyDecimals' as const, path: `body.${field}`, params: { field } }]
      : []
  })
}
