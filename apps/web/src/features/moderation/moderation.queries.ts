import type { ApiClient } from '@raqam/api/client'
import { httpStatus } from '@raqam/api/errors'
import { moderationQueries } from '@raqam/api/moderation.queries'
import { pageParam } from '#lib/page-param.ts'

/** The console pages' data, each the page its URL names; their loaders and screens read the same queries. */
export const consolePageQueries = {
  reports: (api: ApiClient, search: URLSearchParams) => [moderationQueries.reportQueue(api, pageParam(search))],
  seller: (api: ApiClient, id: string) => [moderationQueries.sellerHistory(api, id)],
  verifications: (api: ApiClient, search: URLSearchParams) => [
    moderationQueries.verificationQueue(api, pageParam(search)),
  ],
  staff: (api: ApiClient) => [moderationQueries.staff(api)],
  auditLog: (api: ApiClient, search: URLSearchParams) => [moderationQueries.auditLog(api, pageParam(search))],
}

/** The id names no seller: the server knows none (404) or refused its shape (400). */
export function isUnknownSeller(error: unknown): boolean {
  const status = httpStatus(error)
  return status === 400 || status === 404
}
