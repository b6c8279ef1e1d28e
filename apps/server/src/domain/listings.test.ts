import { expect, it } from 'vitest'
import { patterns } from '@raqam/patterns/pattern-table'
import { contract } from '#contract.ts'
import { derivedColumns, listingRuleErrors } from './listings.ts'

it('derives the digit count of plates, the prefix of mobile numbers and the pattern tags of both', () => {
  expect(derivedColumns('car', '777')).toEqual({ digits: 3, prefix: null, patterns: ['all-same'] })
  expect(derivedColumns('motorcycle', '1212')).toEqual({
    digits: 4,
    prefix: null,
    patterns: ['repeating-pair', 'two-digits'],
  })
  expect(derivedColumns('mobile', '0581234567')).toEqual({
    digits: null,
    prefix: '058',
    patterns: ['mobile-ascending'],
  })
  expect(derivedColumns('car', '90210')).toEqual({ digits: 5, prefix: null, patterns: [] })
})

it("names in the contract's PatternId exactly the ids of the pattern table, in its order", () => {
  expect(contract.components.schemas.PatternId?.enum).toEqual(patterns.map((pattern) => pattern.id))
})

it('enforces the codes each emirate issues', () => {
  const plate = { category: 'car', titleEn: 'x', titleAr: 'y', number: '5', newPrice: 1 } as const
  expect(listingRuleErrors({ ...plate, city: 'abu-dhabi', code: '50' })).toEqual([])
  expect(listingRuleErrors({ ...plate, city: 'abu-dhabi', code: '22' })).toEqual([
    { code: 'codeNotInCity', path: 'body.code', params: { field: 'code', code: '22' } },
  ])
  expect(listingRuleErrors({ ...plate, city: 'dubai', code: 'EE' })).toEqual([])
  expect(listingRuleErrors({ ...plate, city: 'ajman', code: 'AA' })).toEqual([
    { code: 'codeNotInCity', path: 'body.code', params: { field: 'code', code: 'AA' } },
  ])
  expect(listingRuleErrors({ ...plate, city: 'sharjah', code: '4' })).toEqual([])
})

it('asks nothing of the prices of a wanted request', () => {
  expect(
    listingRuleErrors({
      category: 'mobile',
      titleEn: 'x',
      titleAr: 'y',
      number: '0551234567',
      operator: 'du',
      isOrder: true,
      newPrice: 1.234,
    }),
  ).toEqual([])
})
