import type { FastifyRequest } from 'fastify'
import type { RefusalReason, ReportReason } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { announceListingsChanged } from '#db/listing-changes.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { requireRole } from '#http/request-context.ts'
import type { ModerationDecisionKind } from '#notifier/kinds.ts'
import type { AuditWrite } from './audit-write.ts'
import { refuseOwnCase } from './own-case.ts'

/** A decision to tell its seller about. */
export interface DecisionNotice {
  /** The seller; null (a listing of the company): nobody to tell. */
  sellerId: string | null
  decision: ModerationDecisionKind
  reason?: ReportReason | RefusalReason | null
  note: string
  /** The listing it is about, for the hiding, restoring and verification decisions. */
  listingId?: string
  /** The storefront the decision was made on (publicOrigin): the message's links point there. */
  origin: string
  requestId: string | null
}

/** What deciding takes: the database, the clock, the audit log, the sellers' messages, the listings' news. */
export interface DecisionServices {
  db: Db
  now: () => Date
  publicUrl: string | null
  auditLog: { write(entry: AuditWrite, tx: Db): Promise<void> }
  decisionMessages: { send(notice: DecisionNotice, tx: Db): Promise<void> }
  /** This instance forgets its counts at once (the others hear the notice). */
  listings: { forgetCounts(): void }
  /** Listings back on the market may answer saved searches and wanted requests. */
  alerts?: { listingChanged(listingId: string, origin: string, requestId?: string | null): Promise<unknown> }
}

/** One moderators' decision: only what differs from the others; `decide` does the rest, in order. */
export interface Decision<Target, Changed, Answer> {
  /** Locks the rows decided on until the decision commits; throws the 404 when there are none. */
  lock(tx: Db): Promise<Target>
  /** The seller the decision is about (null: the company's): nobody decides their own case. */
  sellerOf(target: Target): string | null
  /** The refusals the locked rows give (a 409: already done, not allowed). */
  check?(target: Target): void
  /** The change itself, the reports it closes included. */
  change(tx: Db, target: Target, decided: { actorId: string; now: Date }): Promise<Changed>
  /** The audit entry; who decided and when are added. */
  audit(target: Target, changed: Changed): Omit<AuditWrite, 'actorId' | 'at'>
  /** What the seller is told (the links' origin and the request are added); none: nobody is told. */
  message?(target: Target): Omit<DecisionNotice, 'origin' | 'requestId'>
  /** false: what listings show did not change (nothing to announce or forget). */
  announces?: boolean
  /** The listings it put back on the market, for the match alerts. */
  reshown?(target: Target, changed: Changed): string[]
  answer(target: Target, changed: Changed): Promise<Answer>
}

/**
 * The recipe of every moderators' decision (ADR 0035): in one transaction the rows are locked, checked,
 * changed, the audit entry written, the seller's message queued and the change announced, all or
 * nothing; then this instance forgets its counts, the alerts hear of listings back on the market, and
 * the answer is read.
 */
export function decider(services: DecisionServices) {
  return async function decide<Target, Changed, Answer>(
    request: FastifyRequest,
    decision: Decision<Target, Changed, Answer>,
  ): Promise<Answer> {
    const { customerId: actorId } = requireRole(request, 'moderator')
    const now = services.now()
    const origin = publicOrigin(request, services.publicUrl)
    const announces = decision.announces ?? true
    const { target, changed } = await services.db.transaction(async (tx) => {
      const target = await decision.lock(tx)
      refuseOwnCase(actorId, decision.sellerOf(target))
      decision.check?.(target)
      const changed = await decision.change(tx, target, { actorId, now })
      await services.auditLog.write({ ...decision.audit(target, changed), actorId, at: now }, tx)
      const message = decision.message?.(target)
      if (message) await services.decisionMessages.send({ ...message, origin, requestId: request.id }, tx)
      if (announces) await announceListingsChanged(tx)
      return { target, changed }
    })
    if (announces) services.listings.forgetCounts()
    for (const listingId of decision.reshown?.(target, changed) ?? []) {
      await services.alerts?.listingChanged(listingId, origin, request.id)
    }
    return decision.answer(target, changed)
  }
}

export type Decide = ReturnType<typeof decider>
