import type { ApiClient } from '@raqam/api/client'
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
