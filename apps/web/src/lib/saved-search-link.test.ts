import { describe, expect, it } from 'vitest'
import { savedSearchHref } from './saved-search-link.ts'

describe('savedSearchHref', () => {
  it('opens the list of the kind and category with the filters in the URL', () => {
    expect(
      savedSearchHref({ category: 'car', city: 'dubai', digit: 3, pattern: ['mirror', 'all-same'], maxPrice: 80000 }),
    ).toBe('/shop?city=dubai&digit=3&maxPrice=80000&pattern=mirror&pattern=all-same')
    expect(savedSearchHref({ category: 'mobile', isOrder: true, prefix: '050' })).toBe('/order/mobile?prefix=050')
    expect(savedSearchHref({})).toBe('/shop')
  })
})
