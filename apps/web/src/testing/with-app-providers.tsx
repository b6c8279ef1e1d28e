import { clearSessionToken, storeSessionToken, type ApiClient } from '@raqam/api/client'
import { userKeys } from '@raqam/api/customer.keys'
import { createQueryClient } from '@raqam/api/query-client'
import type { Customer } from '@raqam/api/schema'
import type { Decorator } from '@storybook/react-vite'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { createStaticI18n } from '#i18n/i18n.ts'
import { isLanguage, type Language } from '#i18n/languages.ts'
import { ApiProvider } from '#lib/api.tsx'
import { createFakeApi, type FakeRoutes } from './fake-api.ts'
import { allResources } from '#i18n/all-resources.ts'
// The app's own base styles (box sizing, resets), as boot.ts loads them.
import '#styles/global.css'

const instances = new Map<Language, I18n>()

/** One i18next instance per language with every text in memory, so the first render is final. */
export function staticI18n(language: Language): I18n {
  let instance = instances.get(language)
  if (!instance) {
    instance = createStaticI18n(language, allResources)
    instances.set(language, instance)
  }
  return instance
}

export type AppProvidersOptions = {
  language?: Language
  /** The route the MemoryRouter starts at. */
  route?: string
  /** Signed in as this customer (token cookie set, profile cached), or signed out. */
  user?: Customer | null
  /** Canned API answers; anything else is a 404. */
  routes?: FakeRoutes
  api?: ApiClient
  queryClient?: QueryClient
  /** Leave out the MemoryRouter, for tests that bring their own data router. */
  withoutRouter?: boolean
  /** Leave the token cookie as it is (tests of the start-up lookup set it themselves). */
  keepCookie?: boolean
}

/** The app's providers for a component in isolation: i18n, fake API, query cache, session, router. */
export function AppProviders({
  language = 'en',
  route = '/',
  user = null,
  routes,
  api,
  queryClient,
  withoutRouter,
  keepCookie,
  children,
}: AppProvidersOptions & { children: ReactNode }) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient({ defaultOptions: { queries: { retry: false } } })
    if (user) created.setQueryData(userKeys.profile(), { data: user })
    return created
  })
  const [fake] = useState(() => api ?? createFakeApi(routes).api)
  // The session reads the cookie; set it before the first render, as a real sign-in would.
  if (user) storeSessionToken('story-token-0123456789abcdefghijklmnopqrstuv')
  else if (!keepCookie) clearSessionToken()
  return (
    <I18nextProvider i18n={staticI18n(language)}>
      <ApiProvider api={fake}>
        <QueryClientProvider client={client}>
          {withoutRouter ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
        </QueryClientProvider>
      </ApiProvider>
    </I18nextProvider>
  )
}

/**
 * Storybook decorator: the story's `globals.locale` picks the language (the preview already sets
 * `<html lang dir>` and Radix's direction). Options come from `parameters.app`.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const language = isLanguage(context.globals.locale) ? context.globals.locale : 'en'
  const options = (context.parameters.app ?? {}) as AppProvidersOptions
  return (
    <AppProviders key={language} {...options} language={language}>
      <Story />
    </AppProviders>
  )
}
