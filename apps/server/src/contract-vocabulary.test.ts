import { describe, expect, it } from 'vitest'
import { categories } from '@raqam/listing-rules/categories'
import { allPlateCodes, cities, plateCodes } from '@raqam/listing-rules/cities'
import {
  DESCRIPTION_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_PRICE,
  MAX_PROOF_BYTES,
  MAX_SAVED_SEARCHES,
  MIN_BUDGET,
  PAGE_SIZE,
  PRICE_HISTORY_LENGTH,
  PROOF_TYPES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@raqam/listing-rules/limits'
import {
  mobileNumberProblem,
  mobilePrefixes,
  operators,
  PLATE_NUMBER_MAX_DIGITS,
  plateNumberProblem,
} from '@raqam/listing-rules/numbers'
import { languages } from '@raqam/text/languages'
import { contract } from '#contract.ts'
import { operationList } from '#test/contract.ts'

/**
 * The contract is the wire's truth and @raqam/listing-rules the code's: every enum, pattern and limit
 * the two both state must be equal, so neither can change alone.
 */
type Schema = Record<string, unknown>
const schema = (name: string) => contract.components.schemas[name] as Schema
const property = (name: string, field: string) => (schema(name).properties as Record<string, Schema>)[field]!

describe('the contract and @raqam/listing-rules agree', () => {
  it('on the emirates and the codes each issues', () => {
    expect(schema('City').enum).toEqual([...cities])
    expect(schema('PlateCode')['x-plate-codes']).toEqual(plateCodes)
    const pattern = new RegExp(String(schema('PlateCode').pattern))
    // The pattern admits exactly the codes some emirate issues, among every one- and two-character code.
    const candidates = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((a) => [
      a,
      ...[...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((b) => a + b),
    ])
    expect(candidates.filter((code) => pattern.test(code)).toSorted()).toEqual([...allPlateCodes].toSorted())
  })

  it('on the mobile prefixes and the operators', () => {
    expect(schema('MobilePrefix').enum).toEqual([...mobilePrefixes])
    expect(schema('Operator').enum).toEqual([...operators])
  })

  it('on what a listing number is: the pattern accepts exactly what the rules accept', () => {
    const pattern = new RegExp(String(schema('ListingNumber').pattern))
    const isListingNumber = (number: string) => !plateNumberProblem(number) || !mobileNumberProblem(number)
    const samples = [
      ...Array.from({ length: 2000 }, (_, i) => String(i)),
      ...['00001', '99999', '100000', '012', ' 12', '12a', '١٢', ''],
      ...Array.from({ length: 10 }, (_, d) => `05${d}1234567`),
      ...['0501234567', '050123456', '05012345678', '0551234567', '5501234567'],
    ]
    for (const number of samples) expect(pattern.test(number), JSON.stringify(number)).toBe(isListingNumber(number))
    expect(schema('ListingNumber').maxLength).toBe(10)
    expect('9'.repeat(PLATE_NUMBER_MAX_DIGITS + 1)).not.toMatch(pattern)
  })

  it('on the limits: page size, price, budget, text lengths, ids per list, price history, saved searches', () => {
    expect(property('PaginationResult', 'limit')).toMatchObject({ minimum: PAGE_SIZE, maximum: PAGE_SIZE })
    expect(schema('Price')).toMatchObject({ minimum: 0, maximum: MAX_PRICE })
    expect(schema('Budget')).toMatchObject({ minimum: MIN_BUDGET, maximum: MAX_PRICE })
    for (const field of ['titleEn', 'titleAr'])
      expect(property('ProductCreate', field).maxLength, field).toBe(TITLE_MAX_LENGTH)
    for (const field of ['descriptionEn', 'descriptionAr']) {
      expect(property('ProductCreate', field).maxLength, field).toBe(DESCRIPTION_MAX_LENGTH)
      expect(property('ProductUpdate', field).maxLength, field).toBe(DESCRIPTION_MAX_LENGTH)
    }
    expect(property('ProductResponse', 'priceHistory').maxItems).toBe(PRICE_HISTORY_LENGTH)
    expect(property('SavedSearchList', 'data').maxItems).toBe(MAX_SAVED_SEARCHES)
    expect(schema('SavedSearchName').maxLength).toBe(SAVED_SEARCH_NAME_MAX_LENGTH)
    expect(property('SavedSearchFilters', 'keyword').maxLength).toBe(KEYWORD_MAX_LENGTH)
    const list = operationList.find((operation) => operation.operationId === 'getProductsForCustomers')!
    const parameter = (name: string) =>
      (list.spec.parameters as { name: string; schema: Schema }[]).find((candidate) => candidate.name === name)!
    expect(parameter('keyword').schema.maxLength).toBe(KEYWORD_MAX_LENGTH)
    // The listings viewed on a device are asked for in one page.
    expect(parameter('id').schema.maxItems).toBe(PAGE_SIZE)
  })

  it('on the largest image upload', () => {
    expect(schema('ImageFile').maxLength).toBe(MAX_IMAGE_BYTES)
  })

  it("on a proof of ownership's largest size and its types", () => {
    expect(schema('ProofFile').maxLength).toBe(MAX_PROOF_BYTES)
    expect(property('Verification', 'proofType').enum).toEqual([...PROOF_TYPES])
  })

  it('on the kinds of listing and the languages', () => {
    expect(schema('Category').enum).toEqual(categories)
    expect(schema('Language').enum).toEqual(languages)
  })
})
