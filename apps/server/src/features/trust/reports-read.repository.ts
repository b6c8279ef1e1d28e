import { and, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ModeratedSeller, Report } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { customers, listings, reports } from '#db/schema.ts'
import type { Listing } from '#contract.ts'
import { toSeller } from '#features/shared/seller.ts'
import { selectListings, toListing } from '#features/shared/listing-rows.ts'

/** How many open reports a group shows, and how much of a seller's history. */
const GROUP_REPORTS = 50
export const HISTORY_LENGTH = 100

/** One report group of the queue, before its listing, seller and reports are read. */
interface GroupKey {
  listingId: string | null
  /** The seller of a group of reports about a seller (not a listing). */
  sellerId: string | null
  openReports: number
  lastReportedAt: Date
}

const reporter = alias(customers, 'reporter')

/** A seller-only report's seller; null for a report of a listing (grouped by the listing). */
const sellerOnly = sql<string | null>`case when ${reports.listingId} is null then ${reports.sellerId} end`

/** What the moderators read: the queue of open reports, a seller's account, listings and reports. */
export function reportsReadRepository(db: Db) {
  /** Reports as the moderators see them, with their reporters' names, newest first. */
  async function reportList(where: SQL | undefined, limit: number): Promise<Report[]> {
    const rows = await db
      .select({
        id: reports.id,
        listingId: reports.listingId,
        sellerId: reports.sellerId,
        reason: reports.reason,
        note: reports.note,
        status: reports.status,
        createdAt: reports.createdAt,
        reporterId: reports.reporterId,
        reporterName: reporter.username,
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
    return rows.map((row) => ({
      _id: row.id,
      listingId: row.listingId,
      sellerId: row.sellerId,
      reason: row.reason,
      note: row.note,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporterId ? { _id: row.reporterId, username: (row.reporterName ?? '').slice(0, 60) } : null,
    }))
  }

  /** Sellers as the moderators see them, by id. */
  async function moderatedSellers(ids: string[]): Promise<Map<string, ModeratedSeller>> {
    if (ids.length === 0) return new Map()
    const rows = await db.select().from(customers).where(inArray(customers.id, ids))
    return new Map(
      rows.map((row) => [
        row.id,
        {
          seller: toSeller(row),
          role: row.role,
          suspension:
            row.suspendedAt && row.suspensionReason
              ? { reason: row.suspensionReason, note: row.suspensionNote, since: row.suspendedAt.toISOString() }
              : null,
          createdAt: row.createdAt.toISOString(),
          deleted: row.deletedAt !== null,
        },
      ]),
    )
  }

  /** Listings as the moderators see them (hidden ones with why), by id. */
  async function staffListings(ids: string[]): Promise<Map<string, Listing>> {
    if (ids.length === 0) return new Map()
    const rows = await selectListings(db, null).where(inArray(listings.id, ids))
    return new Map(rows.map((row) => [row.id, toListing(row, { staff: true })]))
  }

  return {
    moderatedSellers,

    /**
     * A page of the queue: one group per listing, or per seller reported as such, with open reports;
     * most reported first, then the most recently reported.
     */
    async queue(page: number) {
      const open = count()
      const last = max(reports.createdAt)
      const [keys, [counted]] = await Promise.all([
        db
          .select({ listingId: reports.listingId, sellerId: sellerOnly, openReports: open, lastReportedAt: last })
          .from(reports)
          .where(eq(reports.status, 'open'))
          .groupBy(reports.listingId, sellerOnly)
          .orderBy(desc(open), desc(last), reports.listingId, sellerOnly)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db
          .select({
            n: sql<number>`count(distinct coalesce(${reports.listingId}, ${reports.sellerId}))`.mapWith(Number),
          })
          .from(reports)
          .where(eq(reports.status, 'open')),
      ])
      const groups = keys as GroupKey[]
      const shown = await staffListings(groups.flatMap((group) => (group.listingId ? [group.listingId] : [])))
      const sellerIds = groups.map((group) =>
        group.listingId ? (shown.get(group.listingId)?.customer?._id ?? null) : group.sellerId,
      )
      const [sellers, groupReports] = await Promise.all([
        moderatedSellers([...new Set(sellerIds.filter((id): id is string => id !== null))]),
        Promise.all(
          groups.map((group) =>
            reportList(
              and(
                eq(reports.status, 'open'),
                group.listingId
                  ? eq(reports.listingId, group.listingId)
                  : and(isNull(reports.listingId), eq(reports.sellerId, group.sellerId!)),
              ),
              GROUP_REPORTS,
            ),
          ),
        ),
      ])
      const data = groups.map((group, index) => ({
        listing: group.listingId ? (shown.get(group.listingId) ?? null) : null,
        seller: sellerIds[index] ? (sellers.get(sellerIds[index]) ?? null) : null,
        openReports: Number(group.openReports),
        lastReportedAt: new Date(group.lastReportedAt).toISOString(),
        reports: groupReports[index]!,
      }))
      return { data, total: counted?.n ?? 0 }
    },

    /** A seller's listings (every one, newest first) and the reports about them or their listings. */
    async sellerRecord(sellerId: string) {
      const [rows, sellerReports] = await Promise.all([
        selectListings(db, null)
          .where(eq(listings.customerId, sellerId))
          .orderBy(desc(listings.createdAt), desc(listings.id))
          .limit(HISTORY_LENGTH),
        reportList(eq(reports.sellerId, sellerId), HISTORY_LENGTH),
      ])
      return { listings: rows.map((row) => toListing(row, { staff: true })), reports: sellerReports }
    },
  }
}
