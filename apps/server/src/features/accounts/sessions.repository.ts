import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { sessions } from '#db/schema.ts'
import { newToken, sha256 } from '#auth/tokens.ts'

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

    /** The customer behind an unexpired, unrevoked token. */
    async resolve(token: string, now: Date): Promise<{ customerId: string; tokenHash: string } | null> {
      const tokenHash = sha256(token)
      const [row] = await db
        .select({ customerId: sessions.customerId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1)
      return row ? { customerId: row.customerId, tokenHash } : null
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
