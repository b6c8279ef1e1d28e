import type { Match, MatchList, Product, ProductList } from '@raqam/api/schema'

/** What a listing on the matches page matched: saved searches of the customer, or their wanted requests. */
export type MatchedBy = Match['savedSearch']

/** The page's matches as the grid shows listings, with what each listing matched. */
export type MatchedListings = ProductList & { matchedBy: Record<string, MatchedBy[]> }

/**
 * Each listing once, newest match first: one listing may match several saved searches and wanted
 * requests, and the grid shows a listing a single time, naming all of them.
 */
export function matchedListings(matches: MatchList): MatchedListings {
  const matchedBy: Record<string, MatchedBy[]> = {}
  const data: Product[] = []
  for (const { product: listing, savedSearch } of matches.data) {
    const seen = matchedBy[listing._id]
    if (seen) seen.push(savedSearch)
    else {
      matchedBy[listing._id] = [savedSearch]
      data.push(listing)
    }
  }
  return { data, paginationResult: matches.paginationResult, matchedBy }
}
