import { describe, expect, it } from 'vitest'
import { withPage } from '#lib/page-param.ts'
import {
  activeFilterCount,
  canonicalSearch,
  filtersFor,
  parseFilters,
  patternsOf,
  priceTyposOf,
  searchToCanonicalize,
  tabSearch,
  toListingQuery,
  withFilter,
  withPatterns,
  withPriceRange,
  withVerified,
} from './list-filters.ts'
import { toSavedSearchFilters } from './saved-search-filters.ts'

const params = (search: string) => new URLSearchParams(search)

describe('parseFilters', () => {
  it('reads every filter and the page from the URL', () => {
    expect(
      parseFilters(params('digit=3&city=dubai&code=aa&keyword=777&operator=du&prefix=050&sort=-newPrice&page=4')),
    ).toEqual({
      digit: 3,
      city: 'dubai',
      code: 'AA',
      keyword: '777',
      operator: 'du',
      prefix: '050',
      sort: '-newPrice',
      minPrice: null,
      maxPrice: null,
      pattern: [],
      verified: false,
      page: 4,
    })
  })

  it('reads digits typed on Arabic and Persian keyboards as Western ones, and keeps the keyword as typed', () => {
    const typed = parseFilters(params('digit=٣&code=١٢&page=۴&keyword=٧٧٧'))
    expect(typed).toMatchObject({ digit: 3, code: '12', page: 4, keyword: '٧٧٧' })
    expect(toListingQuery('shop', 'car', typed).keyword).toBe('777')
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
      minPrice: null,
      maxPrice: null,
      pattern: [],
      verified: false,
      page: 1,
    })
  })

  it('reads repeated pattern keys as a set in the table order, dropping unknown and malformed ids', () => {
    expect(parseFilters(params('pattern=mirror&pattern=all-same&pattern=mirror')).pattern).toEqual([
      'all-same',
      'mirror',
    ])
    expect(
      parseFilters(params('pattern=palindrome&pattern=MIRROR&pattern=&pattern=mirror,round&pattern=mobile-mirror'))
        .pattern,
    ).toEqual(['mobile-mirror'])
    expect(parseFilters(params('pattern=__proto__&pattern=toString')).pattern).toEqual([])
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

  it('writes patterns as repeated keys in the table order, back on page 1, and removes them all when none', () => {
    expect(withPatterns(params('city=dubai&page=3&pattern=round'), ['mirror', 'all-same']).toString()).toBe(
      'city=dubai&pattern=all-same&pattern=mirror',
    )
    expect(withPatterns(params('pattern=mirror&pattern=round&page=2'), []).toString()).toBe('')
    // Read back, a written set is the same set.
    expect(parseFilters(withPatterns(params(''), ['two-digits', 'mirror'])).pattern).toEqual(['mirror', 'two-digits'])
  })

  it('keeps the patterns when another filter changes', () => {
    expect(withFilter(params('pattern=mirror&page=2'), 'digit', 3).toString()).toBe('pattern=mirror&digit=3')
  })

  it('keeps the filters when paging, and page 1 is the bare URL', () => {
    expect(withPage(params('city=dubai'), 2).toString()).toBe('city=dubai&page=2')
    expect(withPage(params('city=dubai&page=2'), 1).toString()).toBe('city=dubai')
  })
})

describe('toProductQuery', () => {
  const filters = parseFilters(
    params('digit=2&city=dubai&code=A&operator=du&prefix=055&keyword=%2077%20&sort=newPrice&page=2'),
  )

  it('sends the plate filters for plates only, and wanted requests for the order list', () => {
    expect(toListingQuery('shop', 'car', filters)).toEqual({
      category: 'car',
      isOrder: false,
      page: 2,
      sort: 'newPrice',
      keyword: '77',
      digit: 2,
      city: 'dubai',
      code: 'A',
    })
    expect(toListingQuery('order', 'mobile', filters)).toEqual({
      category: 'mobile',
      isOrder: true,
      page: 2,
      sort: 'newPrice',
      keyword: '77',
      operator: 'du',
      prefix: '055',
    })
  })

  it('sends only the patterns of the category: plate ids for plates, mobile ids for numbers', () => {
    const mixed = parseFilters(params('pattern=mirror&pattern=mobile-mirror&pattern=round'))
    expect(toListingQuery('shop', 'motorcycle', mixed).pattern).toEqual(['mirror', 'round'])
    expect(toListingQuery('order', 'mobile', mixed).pattern).toEqual(['mobile-mirror'])
    expect(toListingQuery('shop', 'mobile', parseFilters(params('pattern=mirror')))).not.toHaveProperty('pattern')
    expect(toListingQuery('shop', 'car', parseFilters(params('')))).not.toHaveProperty('pattern')
    expect(patternsOf('car', ['mobile-all-same', 'all-same'])).toEqual(['all-same'])
  })

  it('carries to another tab only the patterns its numbers can have', () => {
    const plates = parseFilters(params('city=dubai&pattern=mirror&pattern=round&page=2'))
    expect(tabSearch('motorcycle', plates)).toBe('?pattern=mirror&pattern=round')
    expect(tabSearch('mobile', plates)).toBe('')
    expect(tabSearch('car', parseFilters(params('pattern=mobile-few-digits&pattern=all-same')))).toBe(
      '?pattern=all-same',
    )
  })

  it('offers no filters on favourites, whose endpoint takes none', () => {
    expect(filtersFor('favorites', 'car')).toEqual([])
    expect(filtersFor('shop', 'motorcycle')).toContain('code')
    expect(filtersFor('order', 'mobile')).toContain('pattern')
  })
})

describe('the price range', () => {
  it('is read from the URL, malformed bounds ignored and reversed ones put the right way round', () => {
    expect(parseFilters(params('minPrice=50000&maxPrice=250000'))).toMatchObject({ minPrice: 50000, maxPrice: 250000 })
    expect(parseFilters(params('minPrice=abc&maxPrice=-5'))).toMatchObject({ minPrice: null, maxPrice: null })
    expect(parseFilters(params('maxPrice=2000000000'))).toMatchObject({ maxPrice: null })
    expect(parseFilters(params('minPrice=900&maxPrice=100'))).toMatchObject({ minPrice: 100, maxPrice: 900 })
  })

  it('reads a bound as the price box does: Arabic-Indic digits, Arabic and Western thousands separators', () => {
    expect(parseFilters(params('minPrice=١٠٠٠&maxPrice=٢٥٬٠٠٠'))).toMatchObject({ minPrice: 1000, maxPrice: 25000 })
    expect(parseFilters(params('minPrice=12,500&maxPrice= 90000 '))).toMatchObject({ minPrice: 12500, maxPrice: 90000 })
    expect(parseFilters(params('minPrice=1e3&maxPrice=0x10'))).toMatchObject({ minPrice: null, maxPrice: null })
  })

  it('goes into the URL as two keys, back on page 1, either bound removable', () => {
    expect(withPriceRange(params('city=dubai&page=3'), 50000, null).toString()).toBe('city=dubai&minPrice=50000')
    expect(withPriceRange(params('minPrice=1&maxPrice=9'), null, 9).toString()).toBe('maxPrice=9')
  })

  it('is offered and sent on shop lists only: wanted requests have no price', () => {
    const filters = parseFilters(params('minPrice=50000&maxPrice=250000'))
    expect(filtersFor('shop', 'car')).toContain('minPrice')
    expect(filtersFor('order', 'car')).not.toContain('minPrice')
    expect(toListingQuery('shop', 'mobile', filters)).toMatchObject({ minPrice: 50000, maxPrice: 250000 })
    expect(toListingQuery('order', 'car', filters)).not.toHaveProperty('minPrice')
  })
})

describe('activeFilterCount', () => {
  it('counts the offered filters that narrow the list: a range once, the sort never, a code only with its city', () => {
    const offered = filtersFor('shop', 'car')
    expect(activeFilterCount(parseFilters(params('')), offered)).toBe(0)
    expect(activeFilterCount(parseFilters(params('sort=newPrice')), offered)).toBe(0)
    expect(activeFilterCount(parseFilters(params('city=dubai&code=AA&minPrice=5&maxPrice=9')), offered)).toBe(3)
    expect(activeFilterCount(parseFilters(params('code=AA&pattern=mirror&pattern=round&keyword=7')), offered)).toBe(2)
    // A mobile list does not count the plate filters a shared link may still carry.
    expect(activeFilterCount(parseFilters(params('city=dubai&operator=du')), filtersFor('shop', 'mobile'))).toBe(1)
  })
})

describe('verified owners only', () => {
  it('is read from the URL as the API writes it, anything else meaning all listings', () => {
    expect(parseFilters(params('verified=true')).verified).toBe(true)
    for (const other of ['verified=1', 'verified=TRUE', 'verified=', '']) {
      expect(parseFilters(params(other)).verified, other).toBe(false)
    }
  })

  it('goes into the URL as verified=true, back on page 1, and leaves it when unchecked', () => {
    expect(withVerified(params('city=dubai&page=3'), true).toString()).toBe('city=dubai&verified=true')
    expect(withVerified(params('verified=true&city=dubai'), false).toString()).toBe('city=dubai')
  })

  it('is offered and sent on shop lists only (a wanted request is never verified), and counts as a filter', () => {
    const filters = parseFilters(params('verified=true'))
    expect(filtersFor('shop', 'mobile')).toContain('verified')
    expect(filtersFor('order', 'car')).not.toContain('verified')
    expect(toListingQuery('shop', 'car', filters)).toMatchObject({ verified: true })
    expect(toListingQuery('shop', 'car', parseFilters(params('')))).not.toHaveProperty('verified')
    expect(toListingQuery('order', 'car', filters)).not.toHaveProperty('verified')
    expect(activeFilterCount(filters, filtersFor('shop', 'car'))).toBe(1)
  })

  it('stays out of a saved search, whose filters have no such key', () => {
    expect(toSavedSearchFilters('shop', 'car', parseFilters(params('verified=true&city=dubai')))).toEqual({
      category: 'car',
      isOrder: false,
      city: 'dubai',
    })
  })
})

describe('the canonical search', () => {
  /** What a form sent without script carries: every field, the untouched ones empty. */
  const sentForm = 'keyword=&city=dubai&code=&digit=3&pattern=mirror&minPrice=&maxPrice=&sort=newPrice'

  it('drops the empty values of a form sent as it is, keeping what was chosen', () => {
    expect(canonicalSearch(params(sentForm)).toString()).toBe('digit=3&city=dubai&pattern=mirror&sort=newPrice')
    expect(searchToCanonicalize(params(sentForm))?.toString()).toBe('digit=3&city=dubai&pattern=mirror&sort=newPrice')
    expect(canonicalSearch(params('keyword=&city=&digit=&operator=&prefix=&sort=')).toString()).toBe('')
  })

  it('drops invalid values rather than failing, and leaves a code without its city out', () => {
    expect(canonicalSearch(params('digit=9&city=paris&sort=price&page=0&verified=yes')).toString()).toBe('')
    expect(canonicalSearch(params('code=A')).toString()).toBe('')
    expect(canonicalSearch(params('city=dubai&code=a')).toString()).toBe('city=dubai&code=A')
  })

  it('writes typed prices in plain digits, the right way round, and trims the keyword', () => {
    expect(canonicalSearch(params('minPrice=٥٠٬٠٠٠&maxPrice=1,000')).toString()).toBe('minPrice=1000&maxPrice=50000')
    expect(canonicalSearch(params('minPrice=&maxPrice=%20&keyword=%20777%20')).toString()).toBe('keyword=777')
  })

  it('keeps a price bound that is not an amount as typed, for its box to say so, and the list ignores it', () => {
    const typed = params('minPrice=abc&maxPrice=٢٠٠٠&city=')
    expect(canonicalSearch(typed).toString()).toBe('minPrice=abc&maxPrice=2000')
    expect(priceTyposOf(typed)).toEqual({ min: 'abc', max: null })
    expect(priceTyposOf(params('minPrice=1e3&maxPrice=-5'))).toEqual({ min: '1e3', max: '-5' })
    expect(priceTyposOf(params('minPrice=&maxPrice=١٠٠٠'))).toEqual({ min: null, max: null })
    expect(searchToCanonicalize(params('minPrice=abc'))).toBeNull()
    expect(toListingQuery('shop', 'car', parseFilters(params('minPrice=abc&maxPrice=2000')))).toMatchObject({
      maxPrice: 2000,
    })
    expect(toListingQuery('shop', 'car', parseFilters(params('minPrice=abc')))).not.toHaveProperty('minPrice')
  })

  it('keeps the keys that are no filter, the language first, and the page', () => {
    expect(canonicalSearch(params('city=&lang=ar&page=2')).toString()).toBe('lang=ar&page=2')
    expect(canonicalSearch(params('lang=ar&page=1')).toString()).toBe('lang=ar')
  })

  it('asks for no change when the search is already canonical, whatever the order of its keys', () => {
    expect(searchToCanonicalize(params(''))).toBeNull()
    expect(searchToCanonicalize(params('sort=newPrice&city=dubai&digit=3&page=2'))).toBeNull()
    expect(searchToCanonicalize(params('pattern=mirror&pattern=all-same&verified=true&lang=ar'))).toBeNull()
    expect(searchToCanonicalize(params('pattern=mirror&pattern=mirror'))?.toString()).toBe('pattern=mirror')
    expect(searchToCanonicalize(params('city=dubai&page=1'))?.toString()).toBe('city=dubai')
  })
})
