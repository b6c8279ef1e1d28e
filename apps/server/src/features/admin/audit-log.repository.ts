import { count, desc, eq, sql } from 'drizzle-orm'
import type { AuditEntry } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { Db } from '#db/handle.ts'
import { auditLog, customers } from '#db/schema.ts'
import type { AuditWrite } from '#features/shared/audit-write.ts'

type AuditRow = typeof auditLog.$inferSelect

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { _id: row.actorId, username: row.actorName.slice(0, 60) } : null,
    action: row.action,
    listingId: row.listingId,
    customerId: row.customerId,
    reason: row.reason as AuditEntry['reason'],
    note: row.note,
    detail: row.detail,
  }
}

/**
 * The audit log (ADR 0035): entries are only ever added (the database refuses anything else). Shared
 * by the admin feature to every feature that decides: moderation, verification (and roles here).
 */
export function auditLogRepository(db: Db) {
  return {
    async write(entry: AuditWrite, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: entry.at,
        actorId: entry.actorId,
        // The name the actor has now: the entry keeps it whatever the account becomes.
        actorName: entry.actorId
          ? sql`coalesce((select ${customers.username} from ${customers} where ${customers.id} = ${entry.actorId}), '')`
          : '',
        action: entry.action,
        listingId: entry.listingId ?? null,
        customerId: entry.customerId ?? null,
        reason: entry.reason ?? null,
        note: entry.note ?? '',
        detail: (entry.detail ?? '').slice(0, 200),
      })
    },

    /** A page of the whole log, newest first. */
    async page(page: number): Promise<{ data: AuditEntry[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(auditLog),
      ])
      return { data: rows.map(toAuditEntry), total: Number(counted?.n ?? 0) }
    },

    /** The newest `limit` entries about a customer (their listings' entries name them too). */
    async about(customerId: string, limit: number): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.customerId, customerId))
        .orderBy(desc(auditLog.id))
        .limit(limit)
      return rows.map(toAuditEntry)
    },
  }
}
