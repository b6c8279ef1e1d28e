import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ReportReason } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { customers, listings, reports, sessions } from '#db/schema.ts'

/** Why moderators hide a listing or suspend a seller, as the contract's ModerationDecision gives it. */
export interface Decision {
  reason: ReportReason
  note: string
}

/** Whose open reports a decision closes: a listing's, a seller's own (not their listings'), or all of a seller's. */
export type ReportTarget = { listingId: string } | { sellerId: string; listingsToo: boolean }

/**
 * The moderators' writes (ADR 0035). Each runs in the transaction of its decision (`tx`), which also
 * writes the audit entry and queues the seller's message; the rows decided about are locked first, so
 * two moderators deciding at once see each other's decision.
 */
export function moderationRepository() {
  return {
    /** A listing about to be decided on, locked until the decision commits. */
    async lockListing(tx: Db, id: string) {
      const [row] = await tx
        .select({
          id: listings.id,
          sellerId: listings.customerId,
          hiddenAt: listings.hiddenAt,
          hiddenBySuspension: listings.hiddenBySuspension,
          sellerSuspended: sql<boolean>`exists (select 1 from ${customers} where ${customers.id} = ${listings.customerId} and ${customers.suspendedAt} is not null)`,
          titleEn: listings.titleEn,
          titleAr: listings.titleAr,
        })
        .from(listings)
        .where(eq(listings.id, id))
        .for('update')
      return row ?? null
    },

    /** A seller about to be decided on, locked until the decision commits. */
    async lockSeller(tx: Db, id: string) {
      const [row] = await tx
        .select({
          id: customers.id,
          username: customers.username,
          role: customers.role,
          suspendedAt: customers.suspendedAt,
          deletedAt: customers.deletedAt,
        })
        .from(customers)
        .where(eq(customers.id, id))
        .for('update')
      return row ?? null
    },

    /** Off every list; the owner's own sharing is kept for the restoring. */
    async hide(tx: Db, id: string, decision: Decision, now: Date): Promise<void> {
      await tx
        .update(listings)
        .set({ ...hidden(decision, now), hiddenBySuspension: false })
        .where(eq(listings.id, id))
    },

    /** Shared again if its owner had it shared and did not withdraw it. */
    async restore(tx: Db, id: string): Promise<void> {
      await tx.update(listings).set(restored).where(eq(listings.id, id))
    },

    /**
     * Suspends a seller: no session survives, and every listing not already hidden is hidden as the
     * suspension's, so that reinstating restores exactly those.
     */
    async suspend(tx: Db, sellerId: string, decision: Decision, now: Date): Promise<void> {
      await tx
        .update(customers)
        .set({ suspendedAt: now, suspensionReason: decision.reason, suspensionNote: decision.note })
        .where(eq(customers.id, sellerId))
      await tx.delete(sessions).where(eq(sessions.customerId, sellerId))
      await tx
        .update(listings)
        .set({ ...hidden(decision, now), hiddenBySuspension: true })
        .where(and(eq(listings.customerId, sellerId), isNull(listings.hiddenAt)))
    },

    /** Lifts a suspension and restores the listings it hid (not those a moderator hid on their own). */
    async reinstate(tx: Db, sellerId: string): Promise<string[]> {
      await tx
        .update(customers)
        .set({ suspendedAt: null, suspensionReason: null, suspensionNote: '' })
        .where(eq(customers.id, sellerId))
      const rows = await tx
        .update(listings)
        .set(restored)
        .where(and(eq(listings.customerId, sellerId), eq(listings.hiddenBySuspension, true)))
        .returning({ id: listings.id, status: listings.status })
      return rows.filter((row) => row.status).map((row) => row.id)
    },

    /** Closes the target's open reports as decided; the sellers they named (for the audit entry). */
    async closeReports(
      tx: Db,
      target: ReportTarget,
      outcome: 'dismissed' | 'actioned',
      by: string,
      now: Date,
    ): Promise<{ count: number; sellerId: string | null }> {
      const which =
        'listingId' in target
          ? eq(reports.listingId, target.listingId)
          : and(eq(reports.sellerId, target.sellerId), target.listingsToo ? undefined : isNull(reports.listingId))
      const rows = await tx
        .update(reports)
        .set({ status: outcome, decidedAt: now, decidedBy: by })
        .where(and(eq(reports.status, 'open'), which))
        .returning({ sellerId: reports.sellerId })
      return { count: rows.length, sellerId: rows[0]?.sellerId ?? null }
    },
  }
}

/** The columns of a listing hidden by this decision (status false: the check constraint's rule). */
function hidden(decision: Decision, now: Date) {
  return {
    hiddenAt: now,
    hiddenReason: decision.reason,
    hiddenNote: decision.note,
    sharedWhenHidden: sql<boolean>`${listings.status}`,
    status: false,
  }
}

/** The columns of a listing no longer hidden. */
const restored = {
  status: sql<boolean>`${listings.sharedWhenHidden} and ${listings.withdrawnAt} is null`,
  hiddenAt: null,
  hiddenReason: null,
  hiddenNote: '',
  hiddenBySuspension: false,
}
