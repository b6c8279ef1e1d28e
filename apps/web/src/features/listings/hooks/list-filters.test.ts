import { describe, expect, it } from 'vitest'
import { filtersFor, parseFilters, toProductQuery, withFilter, withPage } from './list-filters.ts'

const params = (search: string) => new URLSearchParams(search)

describe('parseFilters', () => {
  it('reads every filter and the page from the URL', () => {
    expect(parseFilters(params('digit=3&city=dubai&code=aa&keyword=777&operator=du&prefix=050&sort=-newPrice&page=4'))).toEqual({
      digit: 3,
      city: 'dubai',
      code: 'AA',
      keyword: '777',
      operator: 'du',
      prefix: '050',
      sort: '-newPrice',
      page: 4,
    })
  })

  it('ignores malformed values instead of breaking a shared link', () => {
    expect(parseFilters(params('digit=9&city=paris&code=ABC&operator=x&prefix=051&sort=price&page=-2'))).toEqual({
      digit: null,
      city: null,
      code: null,
      keyword: '',
      operator: null,
      prefix: null,
      sort: null,
      page: 1,
    })
  })
})

describe('withFilter and withPage', () => {
  it('resets the page to 1 whenever a filter changes', () => {
    expect(withFilter(params('city=dubai&page=3'), 'sort', 'newPrice').toString()).toBe('city=dubai&sort=newPrice')
  })

  it('drops the code when the city changes, and removes cleared filters', () => {
    expect(withFilter(params('city=dubai&code=AA'), 'city', 'sharjah').toString()).toBe('city=sharjah')
    expect(withFilter(params('city=dubai&keyword=77'), 'keyword', '  ').toString()).toBe('city=dubai')
  })

  it('keeps the filters when paging, and page 1 is the bare URL', () => {
    expect(withPage(params('city=dubai'), 2).toString()).toBe('city=dubai&page=2')
    expect(withPage(params('city=dubai&page=2'), 1).toString()).toBe('city=dubai')
  })
})

describe('toProductQuery', () => {
  const filters = parseFilters(params('digit=2&city=dubai&code=A&operator=du&prefix=055&keyword=%2077%20&sort=newPrice&page=2'))

  it('sends the plate filters for plates only, and wanted requests for the order list', () => {
    expect(toProductQuery('shop', 'car', filters)).toEqual({
      category: 'car',
      isOrder: false,
      page: 2,
      sort: 'newPrice',
      keyword: '77',
      digit: 2,
      city: 'dubai',
      code: 'A',
    })
    expect(toProductQuery('order', 'mobile', filters)).toEqual({
      category: 'mobile',
      isOrder: true,
      page: 2,
      sort: 'newPrice',
      keyword: '77',
      operator: 'du',
      prefix: '055',
    })
  })

  it('offers no filters on favourites, whose endpoint takes none', () => {
    expect(filtersFor('favorites', 'car')).toEqual([])
    expect(filtersFor('shop', 'motorcycle')).toContain('code')
  })
})
