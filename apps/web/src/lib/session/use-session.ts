import { clearSessionToken, readSessionToken } from '@raqam/api/client'
import { userKeys } from '@raqam/api/customer.keys'
import { customerQueries } from '@raqam/api/customer.queries'
import { errorMessage, httpStatus } from '@raqam/api/errors'
import type { Customer } from '@raqam/api/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useApi } from '#lib/api.tsx'

/**
 * SPEC §3 "Session slice", read from the query cache rather than kept beside it: `userData` is the
 * cached profile (empty until set), `isLoading` is true while the start-up lookup runs, `error` is
 * that lookup's message. Sign-in and verification put the customer into the same cache entry and
 * sign-out removes it (@raqam/api's auth mutations), so there is one source of truth.
 */
export type Session = {
  userData: Customer | null
  isLoading: boolean
  error: string
  /** SPEC §6: user data with an _id plus a stored customer token. */
  signedIn: boolean
}

/** The current session. With a stored token and no user yet, the user data is fetched (SPEC §4). */
export function useSession(): Session {
  const api = useApi()
  const token = readSessionToken()
  const profile = useQuery({ ...customerQueries.profile(api), enabled: Boolean(token), staleTime: Infinity })
  const userData = token ? (profile.data?.data ?? null) : null
  return {
    userData,
    isLoading: Boolean(token) && profile.isPending && profile.fetchStatus !== 'idle',
    error: profile.error ? errorMessage(profile.error) : '',
    signedIn: Boolean(userData?._id) && Boolean(token),
  }
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
    if (httpStatus(error) === 401) {
      clearSessionToken()
      queryClient.removeQueries({ queryKey: userKeys.all })
    }
  }, [error, queryClient])
}
