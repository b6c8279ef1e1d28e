import { and, eq, isNull, lt, lte, or } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { signinThrottles } from '#db/schema.ts'
import { SIGNIN_FAILURES_FORGOTTEN_MS, signinBackoffMs } from '#auth/limits.ts'

/** Whether a password may be checked now, or how long the account still waits. */
export type SigninAttempt = { allowed: true } | { allowed: false; waitMs: number }

export function signinThrottlesRepository(db: Db) {
  return {
    /**
     * Takes one password attempt for an e-mail before the password is checked, counted as a failure
     * until `clear` says it succeeded. The row lock serialises parallel guesses, so each sees the
     * count and the wait the ones before it left (checking first and counting after would let a burst
     * of parallel guesses through unchecked).
     */
    async take(email: string, now: Date): Promise<SigninAttempt> {
      return db.transaction(async (tx) => {
        await tx.insert(signinThrottles).values({ email, failures: 0, lastAttemptAt: now }).onConflictDoNothing()
        const [row] = await tx.select().from(signinThrottles).where(eq(signinThrottles.email, email)).for('update')
        if (row!.lockedUntil && row!.lockedUntil > now)
          return { allowed: false, waitMs: row!.lockedUntil.getTime() - now.getTime() }
        const failures = row!.failures + 1
        const wait = signinBackoffMs(failures)
        await tx
          .update(signinThrottles)
          .set({ failures, lockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null, lastAttemptAt: now })
          .where(eq(signinThrottles.email, email))
        return { allowed: true }
      })
    },

    /** The right password was given: the count starts again. */
    async clear(email: string): Promise<void> {
      await db.delete(signinThrottles).where(eq(signinThrottles.email, email))
    },

    /** Forgets counts with no attempt for a day and no wait left (rows for any typed e-mail pile up otherwise). */
    async purgeStale(now: Date): Promise<number> {
      const deleted = await db
        .delete(signinThrottles)
        .where(
          and(
            lt(signinThrottles.lastAttemptAt, new Date(now.getTime() - SIGNIN_FAILURES_FORGOTTEN_MS)),
            or(isNull(signinThrottles.lockedUntil), lte(signinThrottles.lockedUntil, now)),
          ),
        )
        .returning({ email: signinThrottles.email })
      return deleted.length
    },
  }
}
