import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PRICE_HISTORY_LENGTH } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { customers, favorites, listingPrices, listings, reports, savedSearches } from '#db/schema.ts'
import { selectListings, toListing } from '#features/shared/listing-rows.ts'

type DataExport = components['schemas']['CustomerDataExport']
type Match = components['schemas']['Match']

/**
 * What a customer's data export holds besides the profile, read as the customer: their listings in every
 * state (the owner's view, with why a listing was hidden and its verification), the ids of their
 * favourites, their own saved searches (not the ones the server keeps for wanted requests), their
 * matches of listings they may still see (`matchesOf`, the matches feature's own reading), and the
 * reports they made. Never a secret: no column of
 * passwords, tokens, unsubscribe links or proofs is read.
 */
export function dataExportRepository(db: Db, matchesOf: (customerId: string) => Promise<Match[]>) {
  return {
    async of(
      customerId: string,
    ): Promise<Pick<DataExport, 'listings' | 'favorites' | 'savedSearches' | 'matches' | 'reports'>> {
      const [own, prices, favourites, searches, matched, reported] = await Promise.all([
        selectListings(db, customerId).where(eq(listings.customerId, customerId)).orderBy(desc(listings.createdAt)),
        db
          .select({ listingId: listingPrices.listingId, price: listingPrices.price, at: listingPrices.at })
          .from(listingPrices)
          .innerJoin(listings, eq(listings.id, listingPrices.listingId))
          .where(eq(listings.customerId, customerId))
          .orderBy(asc(listingPrices.at), asc(listingPrices.id)),
        db
          .select({ id: favorites.listingId })
          .from(favorites)
          .where(eq(favorites.customerId, customerId))
          .orderBy(desc(favorites.createdAt)),
        db
          .select()
          .from(savedSearches)
          .where(and(eq(savedSearches.customerId, customerId), isNull(savedSearches.wantedId)))
          .orderBy(desc(savedSearches.createdAt)),
        matchesOf(customerId),
        db
          .select({ report: reports, username: customers.username })
          .from(reports)
          .innerJoin(customers, eq(customers.id, reports.reporterId))
          .where(eq(reports.reporterId, customerId))
          .orderBy(desc(reports.createdAt)),
      ])
      const history = new Map<string, { price: number; at: string }[]>()
      for (const { listingId, price, at } of prices) {
        const points = history.get(listingId) ?? []
        points.push({ price, at: new Date(at).toISOString() })
        history.set(listingId, points)
      }
      return {
        // The latest prices, as a listing's own page shows them.
        listings: own.map((row) => ({
          listing: toListing(row),
          priceHistory: (history.get(row.id) ?? []).slice(-PRICE_HISTORY_LENGTH),
        })),
        favorites: favourites.map((row) => row.id),
        savedSearches: searches.map((row) => ({
          _id: row.id,
          name: row.name,
          filters: row.filters,
          alerts: row.alerts,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        matches: matched,
        reports: reported.map(({ report, username }) => ({
          _id: report.id,
          listingId: report.listingId,
          sellerId: report.sellerId,
          reason: report.reason,
          note: report.note,
          status: report.status,
          createdAt: report.createdAt.toISOString(),
          reporter: { _id: customerId, username },
        })),
      }
    },
  }
}
