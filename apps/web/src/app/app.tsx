import { createQueryClient } from '@raqam/api/query-client'
import type { i18n as I18n } from 'i18next'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { appApi } from '#lib/api.tsx'
import { SessionGate } from '#lib/session/session-gate.tsx'
import { AppProvider } from './provider.tsx'
import { createAppRouter } from './router.tsx'

/** The storefront: providers, then the routes once the current-user lookup has finished. */
export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(() => createQueryClient())
  const [router] = useState(() => createAppRouter(i18n))
  return (
    <AppProvider i18n={i18n} queryClient={queryClient} api={appApi}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProvider>
  )
}
