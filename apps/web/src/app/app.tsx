import type { ApiClient } from '@raqam/api/client'
import { PlateOutlines } from '@raqam/plates/react/outlines'
import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { SessionGate } from '#app/session-gate.tsx'
import { PageOrigin } from '#lib/page-origin.tsx'
import { RenderedSessionToken } from '#lib/session/use-session.ts'
import { HydratedMark } from './hydrated-mark.tsx'
import { AppProvider } from './provider.tsx'

type AppProps = {
  i18n: I18n
  queryClient: QueryClient
  api: ApiClient
  /** The origin the page was rendered for (the server's request; the browser takes it from the page). */
  origin: string
  /** On the server: the session token the page is rendered for ('' for a visitor). */
  renderedToken?: string
  /** The router: the browser's, or the server's static one. */
  children: ReactNode
}

/** The storefront: providers, then the routes once the current-user lookup has finished. */
export function App({ i18n, queryClient, api, origin, renderedToken, children }: AppProps) {
  return (
    <AppProvider i18n={i18n} queryClient={queryClient} api={api}>
      <PageOrigin origin={origin}>
        <RenderedSessionToken value={renderedToken}>
          {/* Every plate on a page draws its characters and words from one set of outlines. */}
          <PlateOutlines>
            <SessionGate>{children}</SessionGate>
          </PlateOutlines>
          <HydratedMark />
        </RenderedSessionToken>
      </PageOrigin>
    </AppProvider>
  )
}
