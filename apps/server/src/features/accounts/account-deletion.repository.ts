import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { announceListingsChanged } from '#db/listing-changes.ts'
import {
  customerAvatars,
  customers,
  favorites,
  listings,
  matches,
  reports,
  savedSearches,
  sessions,
  signinThrottles,
  verificationRequests,
} from '#db/schema.ts'

type CustomerRow = typeof customers.$inferSelect

/**
 * What an erased account keeps in its unique columns: never a valid e-mail (the contract's Email wants a
 * dotted domain) nor phone (twelve digits), so no sign-up can clash with them and the real ones are free
 * to sign up again.
 */
const erasedEmail = (id: string) => `${id}@deleted`
const erasedPhone = (id: string) => `deleted:${id}`

export function accountDeletionRepository(db: Db) {
  return {
    /**
     * Deletes what the account holds and erases what identifies it, in one transaction; the row stays
     * (its id, role reset, suspension, terms and dates), because the audit log and reports about the
     * seller name it. `beforeErasing` runs first in the same transaction, while the row still has its
     * address (the confirmation e-mail is queued there). False when the account is already deleted.
     */
    async erase(
      id: string,
      now: Date,
      beforeErasing: (customer: CustomerRow, tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
          .for('update')
        if (!customer) return false
        await beforeErasing(customer, tx)
        // With them, by cascade: their prices, others' favourites and matches of them, the saved
        // searches of wanted requests, verification requests and proofs, and reports about them.
        await tx.delete(listings).where(eq(listings.customerId, id))
        await tx.delete(favorites).where(eq(favorites.customerId, id))
        // Their matches go with them.
        await tx.delete(savedSearches).where(eq(savedSearches.customerId, id))
        await tx.delete(matches).where(eq(matches.customerId, id))
        await tx.delete(verificationRequests).where(eq(verificationRequests.customerId, id))
        await tx.delete(customerAvatars).where(eq(customerAvatars.customerId, id))
        await tx.delete(sessions).where(eq(sessions.customerId, id))
        await tx.delete(signinThrottles).where(eq(signinThrottles.email, customer.email))
        // Reports they made stay for the moderators, without whoever made them (nor the hash of their address).
        await tx
          .update(reports)
          .set({ reporterId: null, reporterKey: sql`'deleted:' || ${reports.id}`, addressHash: '' })
          .where(eq(reports.reporterId, id))
        // Open reports about them as a seller: nothing is left to decide (their listings are gone), so
        // they are closed as dismissed rather than left in the moderators' queue for ever.
        await tx
          .update(reports)
          .set({ status: 'dismissed', decidedAt: now })
          .where(and(eq(reports.sellerId, id), eq(reports.status, 'open')))
        await tx
          .update(customers)
          .set({
            username: '',
            email: erasedEmail(id),
            phone: erasedPhone(id),
            // No hash verifies against '' (auth/passwords.ts): no password signs in.
            passwordHash: '',
            resetPasswordHash: null,
            resetExpiresAt: null,
            gender: null,
            avatarVersion: null,
            role: 'customer',
            deletedAt: now,
          })
          .where(eq(customers.id, id))
        await announceListingsChanged(tx)
        return true
      })
    },
  }
}
