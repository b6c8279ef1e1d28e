import { eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client.ts'
import { customerAvatars, customers, pendingSignups } from '#db/schema.ts'
import { avatarVersion } from './customers.repository.ts'

export type PendingSignup = typeof pendingSignups.$inferSelect
export type NewPendingSignup = typeof pendingSignups.$inferInsert

export function signupsRepository(db: Db) {
  return {
    /** Signing up again with the same e-mail replaces the pending sign-up (new codes, new data). */
    async upsert(pending: NewPendingSignup): Promise<void> {
      const { email: _email, ...rest } = pending
      await db
        .insert(pendingSignups)
        .values(pending)
        .onConflictDoUpdate({ target: pendingSignups.email, set: { ...rest, failedAttempts: 0 } })
    },

    async find(email: string): Promise<PendingSignup | null> {
      const [row] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email.toLowerCase())).limit(1)
      return row ?? null
    },

    /** Counts a wrong attempt atomically (parallel guesses cannot share one count) and returns the total. */
    async recordFailure(email: string): Promise<number> {
      const [row] = await db
        .update(pendingSignups)
        .set({ failedAttempts: sql`${pendingSignups.failedAttempts} + 1` })
        .where(eq(pendingSignups.email, email))
        .returning({ attempts: pendingSignups.failedAttempts })
      return row?.attempts ?? Number.POSITIVE_INFINITY
    },

    async drop(email: string): Promise<void> {
      await db.delete(pendingSignups).where(eq(pendingSignups.email, email))
    },

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
            avatarVersion: pending.avatar ? avatarVersion(pending.avatar) : null,
            createdAt,
          })
          .returning()
        if (pending.avatar && pending.avatarType) {
          await tx.insert(customerAvatars).values({ customerId: customer!.id, contentType: pending.avatarType, bytes: pending.avatar })
        }
        return customer!
      })
    },
  }
}

export type SignupsRepository = ReturnType<typeof signupsRepository>
