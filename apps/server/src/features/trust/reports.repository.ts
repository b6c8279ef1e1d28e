import { eq, or, sql } from 'drizzle-orm'
import type { ReportReason } from '@raqam/api/schema'
import {
  REPORTS_PER_ACCOUNT,
  REPORTS_PER_ACCOUNT_WINDOW_MS,
  REPORTS_PER_ADDRESS,
  REPORTS_PER_ADDRESS_WINDOW_MS,
} from '#auth/limits.ts'
import type { Db } from '#db/handle.ts'
import { reports } from '#db/schema.ts'

export interface NewReport {
  listingId: string | null
  /** The reported seller, or the listing's owner (null for a listing of the company). */
  sellerId: string | null
  reporterId: string | null
  /** The account id, else the address's hash: one open report per reporter and target. */
  reporterKey: string
  addressHash: string
  reason: ReportReason
  note: string
}

/** How long until the reporter may report again, or null when they may now. */
export type ReportRefusal = { waitMs: number } | null

const windowStart = (now: Date, ms: number) => new Date(now.getTime() - ms)

export function reportsRepository(db: Db) {
  return {
    /**
     * Files a report unless the account's day or the address's hour is full (then the wait). One
     * transaction holding a lock per address and per account, taken in that order, so parallel reports
     * see each other in the counts. A second open report of the same target is a unique violation (23505).
     */
    async create(report: NewReport, now: Date): Promise<ReportRefusal> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${report.addressHash}`}))`)
        if (report.reporterId)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${report.reporterId}`}))`)
        const hourAgo = windowStart(now, REPORTS_PER_ADDRESS_WINDOW_MS)
        const dayAgo = windowStart(now, REPORTS_PER_ACCOUNT_WINDOW_MS)
        const byAddress = sql`${reports.addressHash} = ${report.addressHash} and ${reports.createdAt} > ${hourAgo}`
        const byAccount = sql`${reports.reporterId} = ${report.reporterId} and ${reports.createdAt} > ${dayAgo}`
        const [usage] = await tx
          .select({
            address: sql<number>`count(*) filter (where ${byAddress})`.mapWith(Number),
            addressOldest: sql<string | null>`min(${reports.createdAt}) filter (where ${byAddress})`,
            account: sql<number>`count(*) filter (where ${byAccount})`.mapWith(Number),
            accountOldest: sql<string | null>`min(${reports.createdAt}) filter (where ${byAccount})`,
          })
          .from(reports)
          .where(
            report.reporterId
              ? or(eq(reports.addressHash, report.addressHash), eq(reports.reporterId, report.reporterId))
              : eq(reports.addressHash, report.addressHash),
          )
        // The count frees up a window after its oldest report.
        const wait = (oldest: string | null, windowMs: number) =>
          Math.max(1000, new Date(oldest ?? now).getTime() + windowMs - now.getTime())
        if (usage!.account >= REPORTS_PER_ACCOUNT)
          return { waitMs: wait(usage!.accountOldest, REPORTS_PER_ACCOUNT_WINDOW_MS) }
        if (usage!.address >= REPORTS_PER_ADDRESS)
          return { waitMs: wait(usage!.addressOldest, REPORTS_PER_ADDRESS_WINDOW_MS) }
        await tx.insert(reports).values({ ...report, createdAt: now })
        return null
      })
    },
  }
}
