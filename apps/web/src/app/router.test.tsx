import { createQueryClient } from '@raqam/api/query-client'
import { matchRoute, paths, routesWith, type Access } from '@raqam/routes/paths'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RequireSignedIn, RequireSignedOut } from '#lib/session/guards.tsx'
import { createFakeApi } from '#testing/fake-api.ts'
import { browserRouteContext } from '#testing/route-context.ts'
import { createRoutes } from './router.tsx'

/** The first path segment of every route a guard element wraps, as the route table writes it ('/my-profile'). */
function wrappedBy(guard: unknown, routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const element = route.element as { type?: unknown } | undefined
    if (element?.type === guard) return (route.children ?? []).map((child) => `/${child.path ?? ''}`)
    return wrappedBy(guard, route.children ?? [])
  })
}

const tablePaths = (access: Access) => routesWith(access).map((name) => paths[name].path)

/*
 * The route table (@raqam/routes) says who may see each route, and the server keeps crawlers out of the
 * customer pages and sign-in forms by it (robots.txt); the router must guard exactly those routes.
 */
describe('the router guards what the route table says', () => {
  const routes = createRoutes(browserRouteContext(createQueryClient(), createFakeApi().api))

  it('sends visitors to sign in from exactly the signed-in routes', () => {
    expect(wrappedBy(RequireSignedIn, routes)).toEqual(tablePaths('signedIn'))
  })

  it('sends a signed-in customer home from exactly the sign-in forms', () => {
    expect(wrappedBy(RequireSignedOut, routes)).toEqual(tablePaths('signedOut'))
  })
})

/*
 * The route table (matchRoute) and the router must know the same pages: the server lists the table's pages
 * in sitemap.xml and renders through the router, whose not-found route answers 404.
 */
describe('the router opens exactly the pages the route table knows', () => {
  const routes = createRoutes(browserRouteContext(createQueryClient(), createFakeApi().api))
  const opensAPage = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*'

  it.each([
    '/',
    '/shop',
    '/shop/',
    '/shop/motorcycle',
    '/SHOP/Mobile',
    '/order/mobile',
    '/favorites/motorcycle',
    '/my-profile',
    '/matches',
    '/unsubscribe/abc',
    '/details/car/0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    '/details/mobile/a%2Fb',
    '/profile/abc',
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/refund-policy',
    '/sold-prices',
    '/sold-prices/car',
    '/how-we-estimate',
    '/transfer-costs',
    '/terms/1',
    '/signin',
    '/signup',
    '/change-password',
    '/no/such/page',
    '/shop/car',
    '/shop/boats',
    '/shop/mobile/1',
    '/details/boat/1',
    '/details/car',
    '/details/car/1/more',
    '/profile',
    '/about/us',
  ])('%s', (path) => {
    expect(matchRoute(path) !== null).toBe(opensAPage(path))
  })
})
