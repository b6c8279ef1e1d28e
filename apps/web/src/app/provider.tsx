import type { ApiClient } from '@raqam/api/client'
import { DirectionProvider } from '@radix-ui/react-direction'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { directionOf, isLanguage } from '#i18n/languages.ts'
import { ApiProvider } from '#lib/api.tsx'
import { AppToaster } from '#lib/toaster.tsx'

export type AppProviderProps = {
  i18n: I18n
  queryClient: QueryClient
  api: ApiClient
  children: ReactNode
}

/** Everything the screens rely on: translations, direction, the API client, the query cache, toasts. */
export function AppProvider({ i18n, queryClient, api, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageDirection>
        <ApiProvider api={api}>
          <QueryClientProvider client={queryClient}>
            {children}
            <AppToaster />
          </QueryClientProvider>
        </ApiProvider>
      </PageDirection>
    </I18nextProvider>
  )
}

/** Radix components (tabs, dialogs) follow the same direction as `<html dir>`. */
function PageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  return (
    <DirectionProvider dir={directionOf(isLanguage(i18n.language) ? i18n.language : 'en')}>
      {children}
    </DirectionProvider>
  )
}
