import { eq, lt } from 'drizzle-orm'
import type { Db } from '#db/handle.ts'
import { messageDeliveries } from '#db/schema.ts'

/** Longer than any job lives (its retries span about a day), so a late rerun still finds its row. */
const KEPT_MS = 3 * 86_400_000

/**
 * The sends already made, by job. A job can run twice: its worker may die after the provider took the
 * message and before the queue heard so, or run past its time. Looking here first makes that second
 * run send nothing. (A crash between the send and the row remains, and sends twice: no provider here
 * takes an idempotency key.)
 */
export function deliveriesRepository(db: Db) {
  return {
    async sent(jobId: string): Promise<boolean> {
      const rows = await db.select().from(messageDeliveries).where(eq(messageDeliveries.jobId, jobId)).limit(1)
      return rows.length > 0
    },
    async record(jobId: string, now: Date): Promise<void> {
      await db.insert(messageDeliveries).values({ jobId, sentAt: now }).onConflictDoNothing()
    },
    /** The housekeeping sweep: rows no job can ask for any more. */
    async purgeOld(now: Date): Promise<number> {
      const removed = await db
        .delete(messageDeliveries)
        .where(lt(messageDeliveries.sentAt, new Date(now.getTime() - KEPT_MS)))
        .returning({ jobId: messageDeliveries.jobId })
      return removed.length
    },
  }
}
