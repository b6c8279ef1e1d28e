import { describe, expect, it } from 'vitest'
import {
  parseSoldPriceFilters,
  soldPriceSearchToCanonicalize,
  toSoldPriceQuery,
  withCategory,
} from './sold-price-filters.ts'

const query = (search: string) => toSoldPriceQuery(parseSoldPriceFilters(new URLSearchParams(search)))

describe('the sold-prices filters', () => {
  it('read the URL as the shop does, ignoring empty and malformed values (a form sent without script)', () => {
    expect(query('category=&city=dubai&digit=3&operator=&pattern=mirror&pattern=nonsense&page=2')).toEqual({
      city: 'dubai',
      digit: 3,
      pattern: ['mirror'],
      page: 2,
    })
    expect(query('category=boat&digit=9&page=-1')).toEqual({ page: 1 })
  })

  it('send only the filters and patterns of the chosen kind', () => {
    expect(query('category=mobile&city=dubai&digit=3&operator=du&pattern=mirror&pattern=mobile-mirror')).toEqual({
      category: 'mobile',
      operator: 'du',
      pattern: ['mobile-mirror'],
      page: 1,
    })
    expect(query('category=motorcycle&city=sharjah&operator=du&pattern=mobile-mirror')).toEqual({
      category: 'motorcycle',
      city: 'sharjah',
      page: 1,
    })
  })

  it('drop what another kind does not offer, and the page, when the kind changes', () => {
    const params = new URLSearchParams('city=dubai&digit=3&operator=du&pattern=mirror&page=3')
    expect(withCategory(params, 'mobile').toString()).toBe('operator=du&category=mobile')
    expect(withCategory(params, 'car').toString()).toBe('city=dubai&digit=3&category=car&pattern=mirror')
    expect(withCategory(new URLSearchParams('category=mobile&operator=du'), null).toString()).toBe('operator=du')
  })

  it('redirect a form sent as it is to the clean URL the page writes, and leave a clean one be', () => {
    const canonical = (search: string) => soldPriceSearchToCanonicalize(new URLSearchParams(search))?.toString()
    expect(canonical('lang=ar&category=&city=dubai&digit=&operator=')).toBe('lang=ar&city=dubai')
    expect(canonical('category=mobile&city=dubai&operator=du&page=1')).toBe('category=mobile&operator=du')
    expect(canonical('city=dubai&category=car&digit=3')).toBeUndefined()
    expect(canonical('')).toBeUndefined()
  })
})
