import type { RefusalReason, ReportReason } from '@raqam/api/schema'
import type { ModerationDecisionKind } from '#notifier/kinds.ts'

/** A decision to tell its seller about. */
export interface DecisionNotice {
  /** The seller; null (a listing of the company): nobody to tell. */
  sellerId: string | null
  decision: ModerationDecisionKind
  reason?: ReportReason | RefusalReason | null
  note: string
  /** The listing it is about, for the hiding, restoring and verification decisions. */
  listingId?: string
  /** The storefront the decision was made on (publicOrigin): the message's links point there. */
  origin: string
  requestId: string | null
}
