import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import type { OutboxQuery } from '#schema.ts'
import { systemKeys } from '#system.keys.ts'

/** Operational reads: readiness, and the development outbox (absent in production). */
export const systemQueries = {
  /** Readiness of the server and its database. */
  health: (api: ApiClient) =>
    queryOptions({
      queryKey: systemKeys.health(),
      queryFn: ({ signal }) => unwrap(api.GET('/health', { signal })),
    }),

  /** Messages the notifier sent, newest first (development only). */
  outbox: (api: ApiClient, query: OutboxQuery = {}) =>
    queryOptions({
      queryKey: systemKeys.outbox(query),
      queryFn: ({ signal }) => unwrap(api.GET('/dev/outbox', { params: { query }, signal })),
    }),
}
