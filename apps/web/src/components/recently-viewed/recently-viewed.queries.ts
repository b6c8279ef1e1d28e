import type { ApiClient } from '@raqam/api/client'
import { listingQueries } from '@raqam/api/listings.queries'
import { readViewed } from '#lib/recently-viewed.ts'

/**
 * The viewed listings, asked for by id. The ids go in sorted, so viewing a listing again (which only
 * reorders them) keeps the cached answer; the section puts them back in the device's order.
 */
export function recentlyViewedQuery(api: ApiClient, ids: readonly string[]) {
  return listingQueries.list(api, { id: ids.toSorted() })
}

/** The viewed ids the section shows: all of them but the listing on the screen. */
export function shownViewed(ids: readonly string[], exclude?: string): readonly string[] {
  return exclude === undefined ? ids : ids.filter((id) => id !== exclude)
}

/** For a route's loader in the browser: the viewed listings, when this device has any. */
export function recentlyViewedPageQueries(api: ApiClient, exclude?: string) {
  const ids = shownViewed(readViewed(), exclude)
  return ids.length > 0 ? [recentlyViewedQuery(api, ids)] : []
}
