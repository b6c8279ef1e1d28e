import type { ApiClient } from '@raqam/api/client'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { pageParam } from '#lib/page-param.ts'

/** The matches page's data: the page of matches the URL names. */
export function matchesPageQueries(api: ApiClient, search: URLSearchParams) {
  return [savedSearchQueries.matches(api, pageParam(search))]
}
