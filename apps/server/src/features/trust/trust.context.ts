import type { AuditEntry, PricePoint } from '@raqam/api/schema'
import type { Listing } from '#contract.ts'
import type { Db } from '#db/handle.ts'
import type { AuditWrite } from '#features/shared/audit-write.ts'
import { decider } from '#features/shared/decisions.ts'
import type { Platform } from '#features/shared/feature.ts'
import { decisionMessages } from './decision-messages.ts'
import { moderationRepository } from './moderation.repository.ts'
import { reportsReadRepository } from './reports-read.repository.ts'
import { reportsRepository } from './reports.repository.ts'

/** What trust asks of the platform and the other features. */
export interface TrustNeeds extends Pick<Platform, 'db' | 'now' | 'messages' | 'addressDigest' | 'publicUrl'> {
  listings: {
    /** Who owns a listing, and whether the public sees it (only that can be reported). */
    ownership(id: string): Promise<{ customerId: string | null; status: boolean } | null>
    findForStaff(id: string): Promise<Listing | null>
    priceHistory(id: string): Promise<PricePoint[]>
    forgetCounts(): void
  }
  customers: { byId(id: string): Promise<{ id: string; deletedAt: Date | null } | null> }
  /** A listing back on the market may answer saved searches and wanted requests. */
  alerts: { listingChanged(listingId: string, origin: string, requestId?: string | null): Promise<unknown> }
  /** The append-only record of every decision, written in the decision's transaction. */
  auditLog: {
    write(entry: AuditWrite, tx: Db): Promise<void>
    about(customerId: string, limit: number): Promise<AuditEntry[]>
  }
}

export function trustContext(needs: TrustNeeds) {
  const messages = decisionMessages(needs.messages)
  return {
    ...needs,
    /** Reports filed by customers and visitors (with their limits). */
    reports: reportsRepository(needs.db),
    /** What moderators read: the report queue, sellers as they see them, a seller's record. */
    reportsRead: reportsReadRepository(needs.db),
    /** The moderators' writes on listings, sellers and reports, inside a decision's transaction. */
    moderation: moderationRepository(),
    /** Makes a moderators' decision from what differs (features/shared/decisions.ts). */
    decide: decider({ ...needs, decisionMessages: messages }),
  }
}

export type TrustContext = ReturnType<typeof trustContext>
