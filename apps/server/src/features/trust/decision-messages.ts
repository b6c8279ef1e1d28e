import { eq } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { customers, listings } from '#db/schema.ts'
import type { AlertListing, MessageJob } from '#notifier/kinds.ts'
import type { CustomerMessages } from '#notifier/customer-messages.ts'
import type { DecisionNotice } from '#features/shared/decisions.ts'

/**
 * The `moderationDecision` message (ADR 0035): by e-mail and WhatsApp, in the seller's language, queued
 * in the transaction of the decision, so a decision rolled back tells nobody. The moderation feature
 * provides it to every feature that decides (verification).
 */
export function decisionMessages(messages: CustomerMessages) {
  return {
    async send(notice: DecisionNotice, tx: Db): Promise<void> {
      if (!notice.sellerId) return
      const [seller] = await tx
        .select({
          email: customers.email,
          phone: customers.phone,
          language: customers.language,
          deletedAt: customers.deletedAt,
        })
        .from(customers)
        .where(eq(customers.id, notice.sellerId))
      if (!seller || seller.deletedAt) return
      const listing = notice.listingId ? await alertListing(tx, notice.listingId) : null
      const message = {
        kind: 'moderationDecision',
        language: seller.language,
        params: {
          decision: notice.decision,
          ...(notice.reason && { reason: notice.reason }),
          note: notice.note,
          ...(listing && { listing }),
          origin: notice.origin,
        },
        requestId: notice.requestId,
      } as const
      const jobs: MessageJob[] = [
        { ...message, channel: 'email', to: seller.email },
        { ...message, channel: 'whatsapp', to: seller.phone },
      ]
      await messages.send(jobs, tx)
    },
  }
}

/** A listing as a message names it. */
async function alertListing(tx: Db, id: string): Promise<AlertListing | null> {
  const [row] = await tx
    .select({
      id: listings.id,
      category: listings.category,
      city: listings.city,
      code: listings.code,
      number: listings.number,
      operator: listings.operator,
      newPrice: listings.newPrice,
      isOrder: listings.isOrder,
      isSold: listings.isSold,
      titleEn: listings.titleEn,
      titleAr: listings.titleAr,
    })
    .from(listings)
    .where(eq(listings.id, id))
  return row ?? null
}
