import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { priceGuideKeys } from '#price-guide.keys.ts'
import type { PriceGuideQuery } from '#schema.ts'

/** The server answers a guide with `max-age=300`: the same query within five minutes is not asked again. */
const GUIDE_FRESH_MS = 300_000

/** The fair-price guide of a number: a typical range from comparable listings and sales. */
export const priceGuideQueries = {
  guide: (api: ApiClient, query: PriceGuideQuery) =>
    queryOptions({
      queryKey: priceGuideKeys.guide(query),
      queryFn: ({ signal }) => unwrap(api.GET('/prices/guide', { params: { query }, signal })),
      staleTime: GUIDE_FRESH_MS,
    }),
}
