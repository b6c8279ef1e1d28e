import { createApiClient, type ApiClient } from '@raqam/api/client'
import { createContext, use, type ReactNode } from 'react'
import { env } from '#env.ts'

/** The storefront's one API client (same origin by default). */
export const appApi: ApiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  // The server words its refusals in the page language too (for answers without a code we know).
  getLanguage: () => globalThis.document?.documentElement.lang || undefined,
})

const ApiContext = createContext<ApiClient>(appApi)

/** Lets tests and stories hand the screens a client with a fake `fetch`. */
export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>
}

/** The API client of the current tree. */
export function useApi(): ApiClient {
  return use(ApiContext)
}
