import { paths, routesWith, type Access } from '@raqam/routes/paths'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RequireSignedIn, RequireSignedOut } from '#lib/session/guards.tsx'
import { staticI18n } from '#testing/with-app-providers.tsx'
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
  const routes = createRoutes(staticI18n('en'))

  it('sends visitors to sign in from exactly the signed-in routes', () => {
    expect(wrappedBy(RequireSignedIn, routes)).toEqual(tablePaths('signedIn'))
  })

  it('sends a signed-in customer home from exactly the sign-in forms', () => {
    expect(wrappedBy(RequireSignedOut, routes)).toEqual(tablePaths('signedOut'))
  })
})
