import type { ApiClient } from '@raqam/api/client'
import { userKeys } from '@raqam/api/customer.keys'
import { customerQueries } from '@raqam/api/customer.queries'
import { httpStatus } from '@raqam/api/errors'
import type { Customer } from '@raqam/api/schema'
import type { QueryClient } from '@tanstack/react-query'

/** Where a render finds the session: the query cache, the API, and the token as this render sees it. */
export type SessionSource = {
  queryClient: QueryClient
  api: ApiClient
  /** The `customerToken` cookie (the browser's own, or the request's on the server). */
  sessionToken: () => string | undefined
  /** Forgets a token the server refused: the cookie goes (on the server, in the answer's headers). */
  dropSessionToken: () => void
}

/** Signed in means user data with an `_id` plus a stored customer token. */
export function isSignedIn(user: Customer | null | undefined, token: string | undefined): boolean {
  return Boolean(user?._id) && Boolean(token)
}

/**
 * The signed-in customer, from the cache or the API (the start-up lookup), or null. A token the
 * server no longer accepts (expired or revoked) is dropped, so the visitor is simply signed out.
 */
export async function loadCurrentCustomer(source: SessionSource): Promise<Customer | null> {
  if (!source.sessionToken()) return null
  try {
    const { data } = await source.queryClient.ensureQueryData(customerQueries.profile(source.api))
    return data
  } catch (error) {
    if (httpStatus(error) === 401) forgetSession(source)
    return null
  }
}

/** Drops the token and the cached customer together. */
export function forgetSession(source: Pick<SessionSource, 'queryClient' | 'dropSessionToken'>): void {
  source.dropSessionToken()
  source.queryClient.removeQueries({ queryKey: userKeys.all })
}
