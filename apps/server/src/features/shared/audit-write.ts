import type { AuditAction, AuditEntry } from '@raqam/api/schema'

/** One decision to record; written in the transaction of the change it records. */
export interface AuditWrite {
  /** The moderator or admin (their name then is looked up and kept), or null for the admin:grant command. */
  actorId: string | null
  action: AuditAction
  listingId?: string | null
  /** The customer it is about: the listing's seller, the suspended seller, the account whose role changed. */
  customerId?: string | null
  reason?: AuditEntry['reason']
  note?: string
  /** What else it needs: the listing's title, the seller's name, the role. */
  detail?: string
  at: Date
}
