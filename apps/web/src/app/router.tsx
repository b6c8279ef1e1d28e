import type { i18n as I18n } from 'i18next'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { LoadingScreen } from '#components/loading-screen/loading-screen.tsx'
import { RootLayout } from '#components/layout/root-layout.tsx'
import type { Namespace } from '#i18n/namespaces.ts'
import { RequireSignedIn, RequireSignedOut } from '#lib/session/guards.tsx'
import { categories, type Category, type ListKind } from './paths.ts'
import { RouteError } from './routes/route-error.tsx'

/** What a list route shows; read by the list screen through `useMatches()`. */
export type ListHandle = { kind: ListKind; category: Category }
/** Which detail page a route is. */
export type DetailsHandle = { category: Category }

type RouteModule = { default: ComponentType }

/**
 * Every route is its own chunk (code-split); its translations for the current language load in
 * parallel with the code, so the screen never renders untranslated.
 */
function lazyScreen(i18n: I18n, load: () => Promise<RouteModule>, namespaces: Namespace[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)])
    return { Component: module.default }
  }
}

const segment = (category: Category) => (category === 'car' ? undefined : category)

/** The route table of SPEC §2, with the access rules as layout routes. */
export function createRoutes(i18n: I18n): RouteObject[] {
  const list = lazyScreen(i18n, () => import('./routes/list.route.tsx'), ['shop'])
  const listRoutes = (kind: ListKind): RouteObject[] =>
    categories.map((category) => {
      const path = segment(category)
      const handle: ListHandle = { kind, category }
      return path ? { path, handle, lazy: list } : { index: true, handle, lazy: list }
    })
  const details = lazyScreen(i18n, () => import('./routes/details.route.tsx'), ['details'])

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: lazyScreen(i18n, () => import('./routes/home.route.tsx'), ['home']) },
            { path: 'shop', children: listRoutes('shop') },
            { path: 'order', children: listRoutes('order') },
            ...categories.map(
              (category): RouteObject => ({ path: `details/${category}/:id`, handle: { category } satisfies DetailsHandle, lazy: details }),
            ),
            { path: 'profile/:id', lazy: lazyScreen(i18n, () => import('./routes/seller-profile.route.tsx'), ['account']) },
            { path: 'about', lazy: lazyScreen(i18n, () => import('./routes/about.route.tsx'), ['info']) },
            { path: 'contact', lazy: lazyScreen(i18n, () => import('./routes/contact.route.tsx'), ['info']) },
            {
              element: <RequireSignedIn />,
              children: [
                { path: 'favorites', children: listRoutes('favorites') },
                { path: 'my-profile', lazy: lazyScreen(i18n, () => import('./routes/my-profile.route.tsx'), ['account']) },
              ],
            },
            {
              element: <RequireSignedOut />,
              children: [
                { path: 'signin', lazy: lazyScreen(i18n, () => import('./routes/signin.route.tsx'), ['auth']) },
                { path: 'signup', lazy: lazyScreen(i18n, () => import('./routes/signup.route.tsx'), ['auth']) },
                {
                  path: 'change-password',
                  lazy: lazyScreen(i18n, () => import('./routes/change-password.route.tsx'), ['auth']),
                },
              ],
            },
            { path: '*', lazy: lazyScreen(i18n, () => import('./routes/not-found.route.tsx')) },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter(i18n: I18n) {
  return createBrowserRouter(createRoutes(i18n))
}
