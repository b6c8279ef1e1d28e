import { queryTags } from '#tags.ts'

/**
 * Query keys of sellers' statistics: `['Listing', 'statistics', ids]`, under the Listing tag so that
 * whatever refreshes the owner's listings refreshes their statistics too.
 */
export const statisticsKeys = {
  all: [queryTags.Listing, 'statistics'] as const,
  listings: (ids: readonly string[]) => [...statisticsKeys.all, [...ids]] as const,
}
