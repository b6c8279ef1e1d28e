import { and, count, eq, gt, lt, lte, min, sql } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { customerAvatars, customers, pendingSignups } from '#db/schema.ts'
import { avatarVersion } from './customers.repository.ts'

export type PendingSignup = typeof pendingSignups.$inferSelect
export type NewPendingSignup = typeof pendingSignups.$inferInsert

export function signupsRepository(db: Db) {
  /** Deletes the sign-ups whose codes have expired (their avatars can weigh 2 MiB each). */
  async function purgeExpired(now: Date): Promise<number> {
    const deleted = await db
      .delete(pendingSignups)
      .where(lte(pendingSignups.expiresAt, now))
      .returning({ email: pendingSignups.email })
    return deleted.length
  }

  return {
    /**
     * Keeps a new sign-up, unless one is already waiting for this e-mail (false then: a stranger must
     * not replace somebody's pending sign-up). Expired sign-ups are purged first, on every write.
     */
    async insert(pending: NewPendingSignup, now: Date): Promise<boolean> {
      await purgeExpired(now)
      const inserted = await db
        .insert(pendingSignups)
        .values(pending)
        .onConflictDoNothing()
        .returning({ email: pendingSignups.email })
      return inserted.length > 0
    },

    /**
     * The same person signing up again (same password) while the sign-up waits: new codes and data,
     * but the expiry and the attempts taken stay, so re-signing up never buys more guesses.
     */
    async refresh(
      email: string,
      changes: Omit<NewPendingSignup, 'email' | 'expiresAt' | 'failedAttempts' | 'passwordHash' | 'createdAt'>,
    ): Promise<void> {
      await db.update(pendingSignups).set(changes).where(eq(pendingSignups.email, email))
    },

    /** The sign-up of an e-mail, expired or not (expired ones wait for the next purge). */
    async find(email: string): Promise<PendingSignup | null> {
      const [row] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email.toLowerCase())).limit(1)
      return row ?? null
    },

    /** Unexpired sign-ups from one client address, and when the first of them expires. */
    async waitingFrom(address: string, now: Date): Promise<{ count: number; firstExpiry: Date | null }> {
      const [row] = await db
        .select({ count: count(), firstExpiry: min(pendingSignups.expiresAt) })
        .from(pendingSignups)
        .where(and(eq(pendingSignups.requestedFrom, address), gt(pendingSignups.expiresAt, now)))
      return { count: Number(row?.count ?? 0), firstExpiry: row?.firstExpiry ?? null }
    },

    /**
     * Takes one verification attempt before any code is compared, in one statement: under parallel
     * guesses each takes its own, and none is granted once `maxAttempts` are taken (PostgreSQL
     * re-checks the WHERE on the row's newest version). Null when nothing is left to try.
     */
    async takeAttempt(email: string, phone: string, now: Date, maxAttempts: number): Promise<PendingSignup | null> {
      const [row] = await db
        .update(pendingSignups)
        .set({ failedAttempts: sql`${pendingSignups.failedAttempts} + 1` })
        .where(
          and(
            eq(pendingSignups.email, email),
            eq(pendingSignups.phone, phone),
            gt(pendingSignups.expiresAt, now),
            lt(pendingSignups.failedAttempts, maxAttempts),
          ),
        )
        .returning()
      return row ?? null
    },

    purgeExpired,

    /**
     * Turns the pending sign-up into an account, in one transaction: a unique violation (the e-mail or
     * phone taken meanwhile) rolls everything back and surfaces as 23505. Null when it vanished (a
     * parallel verification won).
     */
    async complete(email: string, createdAt: Date): Promise<typeof customers.$inferSelect | null> {
      return db.transaction(async (tx) => {
        const [pending] = await tx.delete(pendingSignups).where(eq(pendingSignups.email, email)).returning()
        if (!pending) return null
        const [customer] = await tx
          .insert(customers)
          .values({
            username: pending.username,
            email: pending.email,
            phone: pending.phone,
            passwordHash: pending.passwordHash,
            language: pending.language,
            termsVersion: pending.acceptedTerms,
            termsAcceptedAt: pending.acceptedTerms ? createdAt : null,
            avatarVersion: pending.avatar ? avatarVersion(pending.avatar) : null,
            createdAt,
          })
          .returning()
        if (pending.avatar && pending.avatarType) {
          await tx
            .insert(customerAvatars)
            .values({ customerId: customer!.id, contentType: pending.avatarType, bytes: pending.avatar })
        }
        return customer!
      })
    },
  }
}
