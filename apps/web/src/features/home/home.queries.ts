import type { ApiClient } from '@raqam/api/client'
import { listingQueries } from '@raqam/api/listings.queries'

/** What the home page shows from the API: the route loads these, the sections read them. */
export const homeQueries = {
  /** "Latest listings": the newest listings for sale. */
  latest: (api: ApiClient) => listingQueries.list(api, { isOrder: false, page: 1 }),
  /** "The best plates": the promoted listings (the ad flag). */
  best: (api: ApiClient) => listingQueries.list(api, { ad: true, isOrder: false, page: 1 }),
}

export function homePageQueries(api: ApiClient) {
  return [homeQueries.latest(api), homeQueries.best(api)]
}
