import type { ComponentType } from 'react'
import { isUnknownSeller, sellerQueries } from '@raqam/api/customer.queries'
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { LoadingScreen } from '#components/loading-screen/loading-screen.tsx'
import { recentlyViewedPageQueries } from '#components/recently-viewed/recently-viewed.queries.ts'
import { RootLayout } from '#components/layout/root-layout.tsx'
import {
  detailsMatchesQueries,
  detailsPageQueries,
  detailsQueries,
  listingOutcome,
} from '#features/details/details.queries.ts'
import { homePageQueries } from '#features/home/home.queries.ts'
import { listingGuideQueries } from '#components/price-guide/guide-query.ts'
import { isUnknownLink, matchesPageQueries, unsubscribePageQueries } from '#features/matches/matches.queries.ts'
import { listPageQueries } from '#features/listings/list.queries.ts'
import { soldPriceSearchToCanonicalize } from '#features/listings/sold-prices/sold-price-filters.ts'
import { soldPricesPageQueries } from '#features/listings/sold-prices/sold-prices.queries.ts'
import { searchToCanonicalize } from '#features/listings/filters/list-filters.ts'
import {
  myListingsQuery,
  myProfilePageQueries,
  ownListingsBuyersQueries,
  ownListingsStatisticsQueries,
  sellerPageQueries,
} from '#features/profile/profile.queries.ts'
import type { Namespace } from '#i18n/namespaces.ts'
import type { HeadFunction } from '#lib/page-head.ts'
import { isSignedIn, loadCurrentCustomer } from '#lib/session/current-customer.ts'
import { RequireSignedIn, RequireSignedOut } from '#lib/session/guards.tsx'
import { categories, type Category, type ListKind } from '#lib/paths.ts'
import { awayFromSignIn, toSignIn } from './signin-redirect.ts'
import { consoleRoutes } from './console-routes.tsx'
import { loadQueries, loadWhenAnswered, type RouteContext } from './route-context.ts'
import { RouteError } from './routes/route-error.tsx'

/** What a list route shows; read by the list screen through `useMatches()`. */
export type ListHandle = ScreenHandle & { kind: ListKind; category: Category }
/** Which detail page a route is. */
export type DetailsHandle = ScreenHandle & { category: Category }
/** The screen module a route renders (its file under `routes/`): the server links its script and styles into the page. */
export type ScreenHandle = { screen: ScreenFile }

type RouteModule = { default: ComponentType; head?: HeadFunction }

/** Every screen is its own chunk (code-split), found by its file name. */
const screenModules = import.meta.glob<RouteModule>('./routes/*.route.tsx')
type ScreenFile = `./routes/${string}.route.tsx`

/**
 * A route's screen: its code and its translations for the current language load in parallel, so the
 * screen never renders untranslated. The route's data does not wait for either (the loaders below
 * sit in this table, outside the chunk).
 */
function screen(context: RouteContext, file: ScreenFile, namespaces: Namespace[] = [], facts: object = {}) {
  const load = screenModules[file]
  if (!load) throw new Error(`No screen ${file}`)
  // The handle comes with the module (React Router ignores a lazy handle beside a static one).
  const handle: ScreenHandle = { ...facts, screen: file }
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), context.i18n.loadNamespaces(namespaces)])
      return { Component: module.default, handle: { ...handle, head: module.head } }
    },
  }
}

const segment = (category: Category) => (category === 'car' ? undefined : category)

/**
 * The route table (@raqam/routes/paths). Loaders fetch each page's data through @raqam/api's query layer (the
 * server renders with it, the browser starts it with the route); the access rules are loaders too,
 * so the server answers a guarded page with a real redirect.
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  const listRoutes = (kind: ListKind): RouteObject[] =>
    categories.map((category) => {
      const route = {
        ...screen(context, './routes/list.route.tsx', ['shop'], { kind, category } satisfies Omit<
          ListHandle,
          keyof ScreenHandle
        >),
        loader: ({ request }: LoaderFunctionArgs) => {
          const url = new URL(request.url)
          // A form sent without script names every field, empty ones too: the list answers at its clean URL.
          const canonical = searchToCanonicalize(url.searchParams)
          if (canonical) throw redirect(`${url.pathname}${canonical.toString() ? `?${canonical}` : ''}`)
          return loadQueries(context, listPageQueries(context.api, kind, category, url.searchParams)).then(nothing)
        },
      }
      const path = segment(category)
      return path ? { ...route, path } : { ...route, index: true }
    })

  const detailsRoute = (category: Category): RouteObject => {
    return {
      path: `details/${category}/:id`,
      ...screen(context, './routes/details.route.tsx', ['details', 'trust', 'sales', 'guide'], {
        category,
      } satisfies Omit<DetailsHandle, keyof ScreenHandle>),
      loader: async ({ params }) => {
        const id = params.id ?? ''
        const { api, queryClient } = context
        // Its matches once the listing and the viewer are known (a wanted request's answers, an owner's
        // buyers), and the fair-price guide of its number.
        const listingAndViewer = Promise.all([
          queryClient.ensureQueryData(detailsQueries.listing(api, id)),
          loadCurrentCustomer(context),
        ])
        await Promise.all([
          loadQueries(context, [...detailsPageQueries(api, category, id), ...recentlyViewedPageQueries(api, id)]),
          loadWhenAnswered(context, listingAndViewer, ([listing, viewer]) => [
            ...detailsMatchesQueries(api, listing.data, viewer?._id),
            ...listingGuideQueries(api, listing.data),
          ]),
        ])
        const outcome = listingOutcome(
          context.queryClient.getQueryState(detailsQueries.listing(context.api, id).queryKey),
          category,
        )
        // The screen says "not found", "removed" or "try again"; the status says it to crawlers and link previews.
        if (outcome === 'missing') return data(null, { status: 404 })
        if (outcome === 'hidden') return data(null, { status: 410 })
        if (outcome === 'failed') return data(null, { status: 503 })
        return null
      },
    }
  }

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      // The start-up lookup of the signed-in customer, before any page renders.
      loader: () => loadCurrentCustomer(context).then(nothing),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              ...screen(context, './routes/home.route.tsx', ['home']),
              loader: () =>
                loadQueries(context, [...homePageQueries(context.api), ...recentlyViewedPageQueries(context.api)]).then(
                  nothing,
                ),
            },
            { path: 'shop', children: listRoutes('shop') },
            { path: 'order', children: listRoutes('order') },
            ...categories.map(detailsRoute),
            {
              path: 'profile/:id',
              ...screen(context, './routes/seller-profile.route.tsx', ['account', 'trust']),
              loader: async ({ params, request }) => {
                const id = params.id ?? ''
                await loadQueries(context, sellerPageQueries(context.api, id, new URL(request.url).searchParams))
                // No such seller (never was, deleted or suspended): the page says so, and so does its status.
                const seller = context.queryClient.getQueryState(sellerQueries.seller(context.api, id).queryKey)
                return seller?.error && isUnknownSeller(seller.error) ? data(null, { status: 404 }) : null
              },
            },
            { path: 'about', ...screen(context, './routes/about.route.tsx', ['info']) },
            { path: 'contact', ...screen(context, './routes/contact.route.tsx', ['info']) },
            { path: 'terms', ...screen(context, './routes/terms.route.tsx', ['info']) },
            { path: 'privacy', ...screen(context, './routes/privacy.route.tsx', ['info']) },
            { path: 'refund-policy', ...screen(context, './routes/refund-policy.route.tsx', ['info']) },
            { path: 'how-we-estimate', ...screen(context, './routes/how-we-estimate.route.tsx', ['guide']) },
            { path: 'transfer-costs', ...screen(context, './routes/transfer-costs.route.tsx', ['costs']) },
            {
              path: 'sold-prices',
              ...screen(context, './routes/sold-prices.route.tsx', ['sales', 'shop']),
              loader: ({ request }) => {
                const url = new URL(request.url)
                // A form sent without script names every field, empty ones too: the page answers at its clean URL.
                const canonical = soldPriceSearchToCanonicalize(url.searchParams)
                if (canonical) throw redirect(`${url.pathname}${canonical.toString() ? `?${canonical}` : ''}`)
                return loadQueries(context, soldPricesPageQueries(context.api, url.searchParams)).then(nothing)
              },
            },
            {
              path: 'unsubscribe/:token',
              ...screen(context, './routes/unsubscribe.route.tsx', ['account']),
              loader: async ({ params }) => {
                const queries = unsubscribePageQueries(context.api, params.token ?? '')
                await loadQueries(context, queries)
                // The screen says the link does not work; the status says it to whatever fetched the page.
                const state = context.queryClient.getQueryState(queries[0]!.queryKey)
                return state?.error && isUnknownLink(state.error) ? data(null, { status: 404 }) : null
              },
            },
            {
              element: <RequireSignedIn />,
              loader: async ({ request }) => {
                if (!isSignedIn(await loadCurrentCustomer(context), context.sessionToken())) throw toSignIn(request)
                return null
              },
              children: [
                { path: 'favorites', children: listRoutes('favorites') },
                {
                  path: 'my-profile',
                  ...screen(context, './routes/my-profile.route.tsx', ['account', 'trust', 'statistics', 'sales']),
                  loader: async ({ request }) => {
                    const customer = await loadCurrentCustomer(context)
                    if (!customer) return null
                    const search = new URL(request.url).searchParams
                    const { api, queryClient } = context
                    // The buyers and the statistics of each listing on the page, once the page of listings is in.
                    const ownListings = queryClient.ensureQueryData(myListingsQuery(api, customer._id, search))
                    await Promise.all([
                      loadQueries(context, myProfilePageQueries(api, customer._id, search)),
                      loadWhenAnswered(context, ownListings, (list) => [
                        ...ownListingsBuyersQueries(api, list),
                        ...ownListingsStatisticsQueries(api, list),
                      ]),
                    ])
                    return null
                  },
                },
                {
                  path: 'matches',
                  ...screen(context, './routes/matches.route.tsx', ['account']),
                  loader: ({ request }) =>
                    loadQueries(context, matchesPageQueries(context.api, new URL(request.url).searchParams)).then(
                      nothing,
                    ),
                },
              ],
            },
            {
              element: <RequireSignedOut />,
              loader: async ({ request }) => {
                if (isSignedIn(await loadCurrentCustomer(context), context.sessionToken()))
                  throw awayFromSignIn(request)
                return null
              },
              children: [
                { path: 'signin', ...screen(context, './routes/signin.route.tsx', ['auth']) },
                { path: 'signup', ...screen(context, './routes/signup.route.tsx', ['auth']) },
                { path: 'change-password', ...screen(context, './routes/change-password.route.tsx', ['auth']) },
              ],
            },
            ...consoleRoutes(context, (file, namespaces) => screen(context, file, namespaces)),
            // Outside the table: the styled page, under a 404.
            {
              path: '*',
              ...screen(context, './routes/not-found.route.tsx'),
              loader: () => data(null, { status: 404 }),
            },
          ],
        },
      ],
    },
  ]
}

function nothing(): null {
  return null
}
