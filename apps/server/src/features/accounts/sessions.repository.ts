import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { customers, sessions } from '#db/schema.ts'
import { newToken, sha256 } from '#auth/tokens.ts'
import type { Session } from '#http/request-context.ts'

/** Tokens live 30 days (the contract's AuthResponse.token). */
const SESSION_DAYS = 30

export function sessionsRepository(db: Db) {
  return {
    /** Issues a token; only its sha256 is stored. */
    async create(customerId: string, now: Date): Promise<string> {
      const token = newToken()
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        customerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      })
      return token
    },

    /**
     * The customer behind an unexpired, unrevoked token, with the account's role as it is now. A
     * suspended or deleted account has no session, whatever tokens it still holds.
     */
    async resolve(token: string, now: Date): Promise<Session | null> {
      const tokenHash = sha256(token)
      const [row] = await db
        .select({ customerId: sessions.customerId, role: customers.role })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            isNull(customers.suspendedAt),
            isNull(customers.deletedAt),
          ),
        )
        .limit(1)
      return row ? { ...row, tokenHash } : null
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    },

    /** Deletes expired sessions (resolve already ignores them; this keeps the table from growing). */
    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash })
      return deleted.length
    },
  }
}
