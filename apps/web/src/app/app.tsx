import { createQueryClient } from '@raqam/api/query-client'
import type { i18n as I18n } from 'i18next'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { appApi } from '#lib/api.tsx'
import { SessionGate } from '#lib/session/session-gate.tsx'
import { AppProvider } from './provider.tsx'
import { createAppRouter } from './router.tsx'

type AppProps = {
  i18n: I18n
  /** A router created ahead (main.tsx starts the first route's chunks while the texts load). */
  router?: ReturnType<typeof createAppRouter>
}

/** The storefront: providers, then the routes once the current-user lookup has finished. */
export function App({ i18n, router: early }: AppProps) {
  const [queryClient] = useState(() => createQueryClient())
  const [router] = useState(() => early ?? createAppRouter(i18n))
  return (
    <AppProvider i18n={i18n} queryClient={queryClient} api={appApi}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProvider>
  )
}
