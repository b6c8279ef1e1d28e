import { clearSessionToken, readSessionToken, type ApiClient } from '@raqam/api/client'
import type { QueryClient } from '@tanstack/react-query'
import type { RouteContext } from '#app/route-context.ts'
import type { Language } from '#i18n/languages.ts'
import { staticI18n } from './with-app-providers.tsx'

/** The routes' context as the browser builds it, over a test's own cache and (fake) API. */
export function browserRouteContext(queryClient: QueryClient, api: ApiClient, language: Language = 'en'): RouteContext {
  return {
    i18n: staticI18n(language),
    queryClient,
    api,
    waitForData: false,
    sessionToken: readSessionToken,
    dropSessionToken: clearSessionToken,
  }
}
