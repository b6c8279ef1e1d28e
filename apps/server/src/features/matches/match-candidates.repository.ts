import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { listings, matches, savedSearches } from '#db/schema.ts'
import type { FilteredListing } from '#domain/listing-matches-filters.ts'
import { live, matchingColumns, type MatchingListing } from './wanted-requests.repository.ts'

type SavedSearchRow = typeof savedSearches.$inferSelect

/**
 * A listing as matching and messages need it: the filters' columns, what the rule of wanted requests
 * reads, and what a message says.
 */
export type PublishedListing = FilteredListing &
  MatchingListing & {
    titleEn: string
    titleAr: string
  }

/** Which saved searches a published listing may match, and the matches recorded for them. */
export function matchCandidatesRepository(db: Db) {
  return {
    /** A listing others can see and buy (or answer), with what matching needs; null otherwise. */
    async publishedListing(id: string): Promise<PublishedListing | null> {
      const [row] = await db
        .select({
          ...matchingColumns,
          prefix: listings.prefix,
          search: listings.search,
          titleEn: listings.titleEn,
          titleAr: listings.titleAr,
        })
        .from(listings)
        .where(and(eq(listings.id, id), live()))
        .limit(1)
      return row ?? null
    },

    /**
     * The saved searches that could match a listing, found by the columns they keep beside their
     * filters (the saved_searches_candidates index); each is then matched in full. Never the
     * owner's own, nor the standing searches of wanted requests, which match by their own rule
     * (wanted-requests.repository.ts).
     */
    async candidates(listing: PublishedListing): Promise<Pick<SavedSearchRow, 'id' | 'customerId' | 'filters'>[]> {
      return db
        .select({ id: savedSearches.id, customerId: savedSearches.customerId, filters: savedSearches.filters })
        .from(savedSearches)
        .where(
          and(
            isNull(savedSearches.wantedId),
            eq(savedSearches.isOrder, listing.isOrder),
            or(isNull(savedSearches.category), eq(savedSearches.category, listing.category)),
            // A plate passes only searches of its emirate and digit count, or of any; a mobile number
            // any (a mobile search may carry plate filters it ignores).
            listing.category !== 'mobile'
              ? and(
                  or(isNull(savedSearches.city), eq(savedSearches.city, listing.city!)),
                  or(isNull(savedSearches.digits), eq(savedSearches.digits, listing.digits!)),
                )
              : undefined,
            listing.customerId ? ne(savedSearches.customerId, listing.customerId) : undefined,
          ),
        )
    },

    /** Records the matches; those already recorded (a listing edited into a match again) are skipped. */
    async addMatches(listingId: string, searches: { id: string; customerId: string }[], now: Date): Promise<string[]> {
      if (searches.length === 0) return []
      const added = await db
        .insert(matches)
        .values(
          searches.map((search) => ({
            savedSearchId: search.id,
            customerId: search.customerId,
            listingId,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ savedSearchId: matches.savedSearchId })
      return added.map((row) => row.savedSearchId)
    },
  }
}
