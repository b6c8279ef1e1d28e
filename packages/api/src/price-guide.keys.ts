import type { PriceGuideQuery } from '#schema.ts'
import { queryTags } from '#tags.ts'

/**
 * Query keys of the fair-price guide: `['Listing', 'guide', query]`. Under `Listing` because listings
 * are what it rests on: whatever refreshes listings refreshes guides too.
 */
export const priceGuideKeys = {
  all: [queryTags.Listing, 'guide'] as const,
  guide: (query: PriceGuideQuery) => [...priceGuideKeys.all, query] as const,
}
