import { and, asc, count, eq, gt, isNotNull, lte, min, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { API_PREFIX, operationPath } from '#contract.ts'
import type { Db } from '#db/handle.ts'
import { announceListingsChanged } from '#db/listing-changes.ts'
import { customers, listings, verificationProofs, verificationRequests } from '#db/schema.ts'
import type { Proof, ProofType } from '#domain/proofs.ts'
import { VERIFICATIONS_WINDOW_MS } from '#auth/limits.ts'
import { listingColumns, toListing } from '#features/shared/listing-rows.ts'

type Verification = components['schemas']['Verification']
type RefusalReason = components['schemas']['RefusalReason']
export type VerificationRow = typeof verificationRequests.$inferSelect

/** What requestVerification looks at in a listing before it takes a proof. */
export interface VerifiableListing {
  customerId: string | null
  /** Shared: others can see it. */
  status: boolean
  isOrder: boolean
  isSold: boolean
  hidden: boolean
  verified: boolean
}

/** An account's verification requests of the last day, for the daily limit. */
export interface VerificationUsage {
  lastDay: number
  /** When the oldest of them was sent (the limit frees up a day after it). */
  oldest: Date | null
}

export type Decision = { status: 'approved'; note: string } | { status: 'refused'; reason: RefusalReason; note: string }

/** Proofs are kept this long after the decision, for a second look; then the verification feature's sweep deletes them. */
export const PROOF_RETENTION_MS = 30 * 86_400_000

const proofPath = operationPath('getVerificationProof')

export function verificationsRepository(db: Db) {
  /** Requests with their listings as moderators see them (`viewerId`: the moderator, for isFavorite). */
  const selectWithListing = (viewerId: string) =>
    db
      .select({
        ...listingColumns(viewerId),
        request: verificationRequests,
        hasProof: sql<boolean>`exists (select 1 from ${verificationProofs} where ${verificationProofs.requestId} = ${verificationRequests.id})`,
      })
      .from(verificationRequests)
      .innerJoin(listings, eq(listings.id, verificationRequests.listingId))
      .leftJoin(customers, eq(customers.id, listings.customerId))

  type Joined = Awaited<ReturnType<typeof selectWithListing>>[number]

  function toVerification(row: Joined): Verification {
    const { request } = row
    const own = {
      status: request.status,
      reason: request.reason,
      note: request.note,
      requestedAt: request.requestedAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    }
    return {
      _id: request.id,
      // The listing's latest request is this one while moderators look at it.
      listing: { ...toListing(row, { staff: true }), verification: own },
      ...own,
      proofType: request.proofType as ProofType,
      proofUrl: row.hasProof ? `${API_PREFIX}${proofPath.replace('{id}', request.id)}` : null,
    }
  }

  return {
    async listing(id: string): Promise<VerifiableListing | null> {
      const [row] = await db
        .select({
          customerId: listings.customerId,
          status: listings.status,
          isOrder: listings.isOrder,
          isSold: listings.isSold,
          hidden: sql<boolean>`${listings.hiddenAt} is not null`,
          verified: sql<boolean>`${listings.verifiedAt} is not null`,
        })
        .from(listings)
        .where(eq(listings.id, id))
        .limit(1)
      return row ?? null
    },

    /** Whether a request of the listing waits for a moderator. */
    async pending(listingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: verificationRequests.id })
        .from(verificationRequests)
        .where(and(eq(verificationRequests.listingId, listingId), eq(verificationRequests.status, 'pending')))
        .limit(1)
      return row !== undefined
    },

    /**
     * Keeps a request and its proof if `admit` lets the account's requests of the last day through (it
     * throws to refuse). One transaction holding a lock per account, so parallel requests see each other
     * in the count; the unique index refuses a second pending request of a listing (23505).
     */
    async create(
      listingId: string,
      customerId: string,
      proof: Proof,
      now: Date,
      admit: (usage: VerificationUsage) => void,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${customerId}`}))`)
        const [usage] = await tx
          .select({ lastDay: count(), oldest: min(verificationRequests.requestedAt) })
          .from(verificationRequests)
          .where(
            and(
              eq(verificationRequests.customerId, customerId),
              gt(verificationRequests.requestedAt, new Date(now.getTime() - VERIFICATIONS_WINDOW_MS)),
            ),
          )
        admit({ lastDay: Number(usage?.lastDay ?? 0), oldest: usage?.oldest ?? null })
        const [request] = await tx
          .insert(verificationRequests)
          .values({ listingId, customerId, proofType: proof.type, requestedAt: now })
          .returning({ id: verificationRequests.id })
        await tx.insert(verificationProofs).values({ requestId: request!.id, bytes: proof.bytes })
        // The owner's answers show the request (Product.verification).
        await announceListingsChanged(tx)
        return request!.id
      })
    },

    /** One page of the pending requests, oldest first. */
    async queue(viewerId: string, page: number): Promise<{ data: Verification[]; total: number }> {
      const pending = eq(verificationRequests.status, 'pending')
      const [rows, [counted]] = await Promise.all([
        selectWithListing(viewerId)
          .where(pending)
          .orderBy(asc(verificationRequests.requestedAt), asc(verificationRequests.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(verificationRequests).where(pending),
      ])
      return { data: rows.map(toVerification), total: Number(counted?.n ?? 0) }
    },

    async find(id: string, viewerId: string): Promise<Verification | null> {
      const [row] = await selectWithListing(viewerId).where(eq(verificationRequests.id, id)).limit(1)
      return row ? toVerification(row) : null
    },

    /** A request's proof: its type, and its bytes unless the sweep has deleted them. Null: no such request. */
    async proof(id: string): Promise<{ type: ProofType; bytes: Buffer | null } | null> {
      const [row] = await db
        .select({ type: verificationRequests.proofType, bytes: verificationProofs.bytes })
        .from(verificationRequests)
        .leftJoin(verificationProofs, eq(verificationProofs.requestId, verificationRequests.id))
        .where(eq(verificationRequests.id, id))
        .limit(1)
      return row ? { type: row.type as ProofType, bytes: row.bytes } : null
    },

    /** A request about to be decided, with its listing's title then; locked until the decision commits. */
    async lock(tx: Db, id: string): Promise<{ request: VerificationRow; title: string } | null> {
      const [row] = await tx
        .select({ request: verificationRequests, titleEn: listings.titleEn, titleAr: listings.titleAr })
        .from(verificationRequests)
        .innerJoin(listings, eq(listings.id, verificationRequests.listingId))
        .where(eq(verificationRequests.id, id))
        .for('update')
      return row ? { request: row.request, title: row.titleEn || row.titleAr } : null
    },

    /** Records the decision on a locked pending request, and an approval's mark on its listing. */
    async settle(tx: Db, request: VerificationRow, decision: Decision, moderatorId: string, now: Date): Promise<void> {
      await tx
        .update(verificationRequests)
        .set({
          status: decision.status,
          reason: decision.status === 'refused' ? decision.reason : null,
          note: decision.note,
          decidedAt: now,
          decidedBy: moderatorId,
        })
        .where(eq(verificationRequests.id, request.id))
      if (decision.status === 'approved') {
        await tx.update(listings).set({ verifiedAt: now }).where(eq(listings.id, request.listingId))
      }
    },

    /** Deletes the proofs decided more than PROOF_RETENTION_MS ago (the verification feature's sweep). */
    async purgeProofs(now: Date): Promise<number> {
      const deleted = await db
        .delete(verificationProofs)
        .where(
          sql`${verificationProofs.requestId} in (${db
            .select({ id: verificationRequests.id })
            .from(verificationRequests)
            .where(
              and(
                isNotNull(verificationRequests.decidedAt),
                lte(verificationRequests.decidedAt, new Date(now.getTime() - PROOF_RETENTION_MS)),
              ),
            )})`,
        )
        .returning({ id: verificationProofs.requestId })
      return deleted.length
    },
  }
}
