import { describe, expect, it } from 'vitest'
import { listHref, paths, publicPageHrefs, routesWith } from './paths.ts'

describe('the route table', () => {
  it('lists the public pages without parameters, every list in each category', () => {
    expect(publicPageHrefs()).toEqual([
      '/',
      '/shop',
      '/shop/motorcycle',
      '/shop/mobile',
      '/order',
      '/order/motorcycle',
      '/order/mobile',
      '/about',
      '/contact',
    ])
  })

  it('keeps the customer pages and the sign-in forms apart from the public ones', () => {
    expect(routesWith('signedIn').map((name) => paths[name].path)).toEqual(['/favorites', '/my-profile'])
    expect(routesWith('signedOut').map((name) => paths[name].path)).toEqual(['/signin', '/signup', '/change-password'])
  })

  it('builds list and detail URLs', () => {
    expect(listHref('order', 'mobile')).toBe('/order/mobile')
    expect(listHref('favorites')).toBe('/favorites')
    expect(paths.details.href('car', 'a/b')).toBe('/details/car/a%2Fb')
  })
})
