import { clearSessionToken, readSessionToken } from '@raqam/api/client'
import { hydrateQueries } from '@raqam/api/hydration'
import { createQueryClient } from '@raqam/api/query-client'
import { LANGUAGE_PARAM } from '@raqam/routes/paths'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import { createHydratedI18n } from '#i18n/i18n.ts'
import { withoutLanguageParam } from '#i18n/languages.ts'
import { appApi } from '#lib/api.tsx'
import { yieldToMain } from '#lib/yield-to-main.ts'
import { App } from './app/app.tsx'
import { readPageState } from './app/page-state.ts'
import type { RouteContext } from './app/route-context.ts'
import { createRoutes } from './app/router.tsx'

declare global {
  interface Window {
    /** Where React Router's browser router takes the server's loader data from (and revives its errors). */
    __staticRouterHydrationData?: unknown
  }
}

// Thrown errors are logged to the console only; nothing is sent anywhere.
window.addEventListener('unhandledrejection', (event) => console.error(event.reason))

/** Hydrates the page the server rendered, from the state it carries (ADR 0012). */
async function start() {
  // The app's code has just been evaluated, all in one task: its start is a task of its own.
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  const state = readPageState(document)
  // A shared link may name its language (?lang=ar); the server rendered in it and the cookie keeps it
  // from now on, so the parameter goes and the language button's later choice is not overridden.
  if (new URL(window.location.href).searchParams.has(LANGUAGE_PARAM)) {
    window.history.replaceState(window.history.state, '', withoutLanguageParam(window.location.href))
  }
  const i18n = await createHydratedI18n(state.language, state.namespaces, state.storedLanguage)
  const queryClient = createQueryClient()
  hydrateQueries(queryClient, state.queries)
  const context: RouteContext = {
    i18n,
    queryClient,
    api: appApi,
    waitForData: false,
    sessionToken: readSessionToken,
    dropSessionToken: clearSessionToken,
  }
  const routes = createRoutes(context)
  // Each step in a task of its own: the texts have loaded, the screens' code comes next, then the router.
  await yieldToMain()
  await loadScreens(routes, window.location.pathname)
  await yieldToMain()
  window.__staticRouterHydrationData = state.router
  const router = createBrowserRouter(routes)
  // As a transition, React hydrates in slices and lets the browser in between (a tap, a scroll, a
  // frame), where an urgent hydration would hold the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} api={appApi} origin={state.origin}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    )
  })
}

/**
 * The current page's screens, loaded before hydration: a lazy route that had not loaded would make
 * the router render its fallback instead of what the server sent. (Their files are preloaded by the
 * page's head, so this costs no extra round trip.)
 */
async function loadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

void start()
