import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { Listing } from '#contract.ts'
import type { Db } from '#db/handle.ts'
import { customers, favorites, listings, verificationRequests } from '#db/schema.ts'
import { asValue, type Bind } from '#db/statement-shapes.ts'
import { toSeller } from './seller.ts'

/**
 * A Listing's columns (the contract's Product): the listing, its seller (never the avatar bytes),
 * isFavorite, and for its owner the latest verification request (read for nobody else).
 */
export function listingColumns(viewerId: string | null, bind: Bind = asValue) {
  const ownedByViewer = viewerId
    ? sql<boolean>`coalesce(${listings.customerId} = ${bind('viewerId', viewerId)}, false)`
    : sql<boolean>`false`
  return {
    id: listings.id,
    category: listings.category,
    city: listings.city,
    number: listings.number,
    code: listings.code,
    operator: listings.operator,
    titleEn: listings.titleEn,
    titleAr: listings.titleAr,
    descriptionEn: listings.descriptionEn,
    descriptionAr: listings.descriptionAr,
    oldPrice: listings.oldPrice,
    newPrice: listings.newPrice,
    budget: listings.budget,
    createdAt: listings.createdAt,
    status: listings.status,
    isSold: listings.isSold,
    soldAt: listings.soldAt,
    soldPrice: listings.soldPrice,
    soldPricePublished: listings.soldPricePublished,
    isOrder: listings.isOrder,
    isAd: listings.isAd,
    withdrawnAt: listings.withdrawnAt,
    previousPrice: listings.previousPrice,
    patterns: listings.patterns,
    hiddenAt: listings.hiddenAt,
    hiddenReason: listings.hiddenReason,
    hiddenNote: listings.hiddenNote,
    hiddenBySuspension: listings.hiddenBySuspension,
    verifiedAt: listings.verifiedAt,
    ownedByViewer,
    /**
     * The latest verification request, as JSON, for the owner (`privateView` shows it to moderators); of
     * two sent at one instant, the one still pending (it can only follow the other's decision).
     */
    verification: sql<OwnVerificationRow | null>`(select json_build_object('status', ${verificationRequests.status}, 'reason', ${verificationRequests.reason}, 'note', ${verificationRequests.note}, 'requestedAt', ${verificationRequests.requestedAt}, 'decidedAt', ${verificationRequests.decidedAt}) from ${verificationRequests} where ${verificationRequests.listingId} = ${listings.id} and ${ownedByViewer} order by ${verificationRequests.requestedAt} desc, ${verificationRequests.decidedAt} desc nulls first limit 1)`,
    sellerId: customers.id,
    sellerName: customers.username,
    sellerEmail: customers.email,
    sellerPhone: customers.phone,
    sellerAvatar: customers.avatarVersion,
    isFavorite: viewerId
      ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.customerId} = ${bind('viewerId', viewerId)} and ${favorites.listingId} = ${listings.id})`
      : sql<boolean>`false`,
  }
}

/**
 * The listings query with its seller and favourite flag; the page, the detail and favourites share it.
 * `extra`: more columns beside them (a list's total).
 */
export function selectListings<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  viewerId: string | null,
  extra?: Extra,
  bind: Bind = asValue,
) {
  return db
    .select({ ...listingColumns(viewerId, bind), ...(extra as Extra) })
    .from(listings)
    .leftJoin(customers, eq(customers.id, listings.customerId))
}

export type ListingRow = Awaited<ReturnType<typeof selectListings<Record<never, never>>>>[number]

interface OwnVerificationRow {
  status: 'pending' | 'approved' | 'refused'
  reason: 'unreadable' | 'numberMismatch' | 'notOwner' | 'expired' | 'other' | null
  note: string
  requestedAt: string
  decidedAt: string | null
}

/**
 * The answer's Product. Why moderators hid a listing, and its verification, are told to its owner
 * and (with `staff`) to moderators only: the public never learns either.
 */
export function toListing(r: ListingRow, options: { staff?: boolean } = {}): Listing {
  const privateView = r.ownedByViewer || options.staff === true
  return {
    _id: r.id,
    category: r.category,
    city: r.city,
    number: r.number,
    code: r.code,
    operator: r.operator,
    titleEn: r.titleEn,
    titleAr: r.titleAr,
    descriptionEn: r.descriptionEn,
    descriptionAr: r.descriptionAr,
    oldPrice: r.oldPrice,
    newPrice: r.newPrice,
    budget: r.budget,
    createdAt: new Date(r.createdAt).toISOString(),
    status: r.status,
    isSold: r.isSold,
    sale: toSale(r, r.ownedByViewer),
    isOrder: r.isOrder,
    withdrawn: r.withdrawnAt !== null,
    priceDropped: priceDropped(r),
    isFavorite: r.isFavorite,
    ad: r.isAd,
    patterns: r.patterns ?? [],
    verified: r.verifiedAt !== null,
    hidden:
      privateView && r.hiddenAt && r.hiddenReason
        ? {
            reason: r.hiddenReason,
            note: r.hiddenNote,
            at: new Date(r.hiddenAt).toISOString(),
            bySuspension: r.hiddenBySuspension,
          }
        : null,
    verification:
      privateView && r.verification
        ? {
            ...r.verification,
            requestedAt: new Date(r.verification.requestedAt).toISOString(),
            decidedAt: r.verification.decidedAt ? new Date(r.verification.decidedAt).toISOString() : null,
          }
        : null,
    customer: r.sellerId
      ? toSeller({
          id: r.sellerId,
          username: r.sellerName ?? '',
          email: r.sellerEmail ?? '',
          phone: r.sellerPhone ?? '',
          avatarVersion: r.sellerAvatar,
        })
      : null,
  }
}

/** A sold listing's sale: its price for everyone once published, for its seller always. */
function toSale(
  r: Pick<ListingRow, 'isSold' | 'soldAt' | 'soldPrice' | 'soldPricePublished' | 'createdAt'>,
  ownedByViewer: boolean,
): Listing['sale'] {
  if (!r.isSold) return null
  return {
    at: new Date(r.soldAt ?? r.createdAt).toISOString(),
    price: r.soldPricePublished || ownedByViewer ? r.soldPrice : null,
    published: r.soldPricePublished,
  }
}

/** The "price dropped" badge: the last change of a listing for sale, still on the market, lowered its price. */
function priceDropped(r: Pick<ListingRow, 'isOrder' | 'isSold' | 'newPrice' | 'previousPrice'>): boolean {
  return !r.isOrder && !r.isSold && r.newPrice !== null && r.previousPrice !== null && r.newPrice < r.previousPrice
}

/** Only the owner sees a listing that is not shared. */
export function visibleTo(viewerId: string | null, bind: Bind = asValue): SQL {
  return viewerId
    ? (or(eq(listings.status, true), eq(listings.customerId, bind('viewerId', viewerId))) as SQL)
    : eq(listings.status, true)
}
