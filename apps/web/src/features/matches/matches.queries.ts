import type { ApiClient } from '@raqam/api/client'
import { httpStatus } from '@raqam/api/errors'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { pageParam } from '#lib/page-param.ts'

/** The matches page's data: the page of matches the URL names. */
export function matchesPageQueries(api: ApiClient, search: URLSearchParams) {
  return [savedSearchQueries.matches(api, pageParam(search))]
}

/** The unsubscribe page's data: the saved search of the link and whether its messages are on. */
export function unsubscribePageQueries(api: ApiClient, token: string) {
  return [savedSearchQueries.unsubscribeState(api, token)]
}

/**
 * The link names no saved search: the server knows no such token (404) or refused its shape (400,
 * a link cut short in the copying). Either way the page says the link does not work; a failure to
 * ask (the network, the server) is something else, which trying again may cure.
 */
export function isUnknownLink(error: unknown): boolean {
  const status = httpStatus(error)
  return status === 400 || status === 404
}
