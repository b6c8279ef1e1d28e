import { clearSessionToken, readSessionToken } from '@raqam/api/client'
import { customerQueries } from '@raqam/api/customer.queries'
import { errorMessage, httpStatus } from '@raqam/api/errors'
import type { Translate } from '@raqam/api/texts'
import { useTranslation } from 'react-i18next'
import type { Customer } from '@raqam/api/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, use, useCallback, useEffect, useSyncExternalStore } from 'react'
import { useApi } from '#lib/api.tsx'
import { forgetSession, isSignedIn } from './current-customer.ts'

/**
 * The session, read from the query cache rather than kept beside it: `userData` is the
 * cached profile (empty until set), `isLoading` is true while the start-up lookup runs, `error` is
 * that lookup's message. Sign-in and verification put the customer into the same cache entry and
 * sign-out removes it (@raqam/api's auth mutations), so there is one source of truth.
 */
export type Session = {
  userData: Customer | null
  isLoading: boolean
  error: string
  /** User data with an _id plus a stored customer token. */
  signedIn: boolean
}

/** The current session. With a stored token and no user yet, the user data is fetched. */
export function useSession(): Session {
  const api = useApi()
  const token = useSessionToken()
  // Every field is read on every render: TanStack Query re-renders only for the fields a render read.
  const { data, isPending, fetchStatus, error } = useQuery({
    ...customerQueries.profile(api),
    enabled: Boolean(token),
    staleTime: Infinity,
  })
  const userData = token ? (data?.data ?? null) : null
  const { t, i18n } = useTranslation()
  // The contract's catalogue is there once a toast has loaded it; until then the common fallback.
  const words = i18n.hasLoadedNamespace('api') ? (i18n.getFixedT(i18n.language, 'api') as unknown as Translate) : null
  return {
    userData,
    isLoading: Boolean(token) && isPending && fetchStatus !== 'idle',
    error: error ? (words ? errorMessage(error, words) : t('messages.somethingWentWrong')) : '',
    signedIn: isSignedIn(userData, token),
  }
}

/**
 * The token a server render used (the request's cookie, or none once the server found it refused).
 * In the browser the first render (hydration) reads the cookie itself, which the server's answer left
 * holding that same token.
 */
const RenderedToken = createContext<string | undefined>(undefined)
export const RenderedSessionToken = RenderedToken.Provider

/**
 * The customerToken cookie (as @raqam/api last read it: it reads the cookie again only once it may
 * have changed), looked at again whenever the query cache changes: sign-in, verification and sign-out
 * (in @raqam/api) write or clear the cookie together with the cached profile, so a cache event is
 * when the token may have changed.
 */
function useSessionToken(): string {
  const queryClient = useQueryClient()
  const rendered = use(RenderedToken)
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  const read = () => readSessionToken() ?? ''
  return useSyncExternalStore(subscribe, read, () => rendered ?? read())
}

/**
 * Forgets a token the server no longer accepts (expired or revoked), so the visitor is simply signed
 * out instead of stuck between states.
 */
export function useDropRejectedToken(): void {
  const api = useApi()
  const queryClient = useQueryClient()
  const { error } = useQuery({ ...customerQueries.profile(api), enabled: false })
  useEffect(() => {
    if (httpStatus(error) === 401) forgetSession({ queryClient, dropSessionToken: clearSessionToken })
  }, [error, queryClient])
}
