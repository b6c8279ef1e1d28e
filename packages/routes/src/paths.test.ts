import { describe, expect, it } from 'vitest'
import {
  languageHref,
  listHref,
  matchRoute,
  paths,
  publicPageHrefs,
  RETURN_PARAM,
  returnPath,
  routesWith,
} from './paths.ts'

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
      '/terms',
      '/privacy',
      '/refund-policy',
      '/sold-prices',
      '/how-we-estimate',
      '/transfer-costs',
    ])
  })

  it('keeps the customer pages and the sign-in forms apart from the public ones', () => {
    expect(routesWith('signedIn').map((name) => paths[name].path)).toEqual(['/favorites', '/my-profile', '/matches'])
    expect(routesWith('signedOut').map((name) => paths[name].path)).toEqual(['/signin', '/signup', '/change-password'])
  })

  it('builds the transfer costs URL with its choice, or bare without one', () => {
    expect(paths.transferCosts.href()).toBe('/transfer-costs')
    expect(paths.transferCosts.href(new URLSearchParams())).toBe('/transfer-costs')
    expect(paths.transferCosts.href(new URLSearchParams({ kind: 'mobile', operator: 'eand' }))).toBe(
      '/transfer-costs?kind=mobile&operator=eand',
    )
  })

  it('builds list and detail URLs', () => {
    expect(listHref('order', 'mobile')).toBe('/order/mobile')
    expect(listHref('favorites')).toBe('/favorites')
    expect(paths.details.href('car', 'a/b')).toBe('/details/car/a%2Fb')
  })
})

describe('matching a pathname to its page', () => {
  it('opens every public page, list and guarded route, with or without a trailing slash', () => {
    for (const href of [
      ...publicPageHrefs(),
      '/favorites',
      '/favorites/mobile',
      '/my-profile',
      '/signin',
      '/signup',
      '/change-password',
    ]) {
      expect(matchRoute(href), href).not.toBeNull()
      if (href !== '/') expect(matchRoute(`${href}/`), `${href}/`).not.toBeNull()
    }
    expect(matchRoute('/shop/motorcycle')).toEqual({ name: 'shop', params: {} })
    expect(matchRoute('/SHOP/Mobile')).toEqual({ name: 'shop', params: {} })
  })

  it('reads and decodes the parameters of detail and seller pages', () => {
    expect(matchRoute('/details/mobile/a%2Fb')).toEqual({ name: 'details', params: { category: 'mobile', id: 'a/b' } })
    expect(matchRoute(paths.profile.href('seller 1'))).toEqual({ name: 'profile', params: { id: 'seller 1' } })
    expect(matchRoute('/details/car/%E0%A4%A')).toEqual({
      name: 'details',
      params: { category: 'car', id: '%E0%A4%A' },
    })
  })

  it('finds no page for anything else', () => {
    for (const path of [
      '/no/such/page',
      '/shop/car',
      '/shop/boats',
      '/shop/mobile/1',
      '/details/boat/1',
      '/details/car',
      '/details/car/1/more',
      '/profile',
      '/about/us',
      '//shop',
    ]) {
      expect(matchRoute(path), path).toBeNull()
    }
  })
})

describe('languageHref', () => {
  it('leaves an English link as it is and opens an Arabic one with ?lang=ar', () => {
    expect(languageHref(paths.matches.href(), 'en')).toBe('/matches')
    expect(languageHref(paths.details.href('car', 'a b'), 'ar')).toBe('/details/car/a%20b?lang=ar')
  })

  it('keeps the rest of a query and the fragment, and replaces a language the link named', () => {
    expect(languageHref('/shop?pattern=mirror#top', 'ar')).toBe('/shop?pattern=mirror&lang=ar#top')
    expect(languageHref('/shop?lang=ar&pattern=mirror#top', 'en')).toBe('/shop?pattern=mirror#top')
    expect(languageHref('/shop?lang=en', 'ar')).toBe('/shop?lang=ar')
    expect(languageHref('https://raqam.ae/details/car/42?lang=ar', 'ar')).toBe(
      'https://raqam.ae/details/car/42?lang=ar',
    )
    expect(languageHref('https://raqam.ae/?lang=ar', 'en')).toBe('https://raqam.ae/')
  })
})

describe('returning after sign-in', () => {
  it('links to sign in with the page to come back to', () => {
    expect(paths.signin.href()).toBe('/signin')
    expect(paths.signin.href('/details/car/1?lang=ar')).toBe('/signin?next=%2Fdetails%2Fcar%2F1%3Flang%3Dar')
    expect(new URLSearchParams(paths.signin.href('/shop?page=2&city=dubai').split('?')[1]).get(RETURN_PARAM)).toBe(
      '/shop?page=2&city=dubai',
    )
  })

  it('returns to a path of this site only, else home', () => {
    expect(returnPath('/favorites/mobile?page=2')).toBe('/favorites/mobile?page=2')
    expect(returnPath(null)).toBe('/')
    expect(returnPath('')).toBe('/')
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'shop',
      '/shop\n',
      '/shop\r\nSet-Cookie: x=1',
    ]) {
      expect(returnPath(elsewhere), elsewhere).toBe('/')
    }
  })
})
