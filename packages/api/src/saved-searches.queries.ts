import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { savedSearchKeys, unsubscribeLinkKeys } from '#saved-searches.keys.ts'

/** Reads of the signed-in customer's saved searches and their matches. */
export const savedSearchQueries = {
  /** Every saved search, newest first. */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: savedSearchKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/customer/saved-searches', { signal })),
    }),

  /** One page of matches, with the unread count. */
  matches: (api: ApiClient, page = 1) =>
    queryOptions({
      queryKey: savedSearchKeys.matchPage(page),
      queryFn: ({ signal }) => unwrap(api.GET('/customer/matches', { params: { query: { page } }, signal })),
    }),

  /** The number on the profile icon. */
  unread: (api: ApiClient) =>
    queryOptions({
      queryKey: savedSearchKeys.unread(),
      queryFn: ({ signal }) => unwrap(api.GET('/customer/matches/unread', { signal })),
    }),

  /** The saved search of an unsubscribe link and whether its messages are on (no sign-in needed). */
  unsubscribeState: (api: ApiClient, token: string) =>
    queryOptions({
      queryKey: unsubscribeLinkKeys.state(token),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/saved-searches/unsubscribe/{token}', { params: { path: { token } }, signal })),
    }),
}
