import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature } from '#features/shared/feature.ts'
import { trustContext, type TrustNeeds } from './trust.context.ts'
import { moderationHandlers } from './moderation.handlers.ts'
import { reportHandlers } from './reports.handlers.ts'

/** Trust (ADR 0035): reports by anybody, the moderators' queue and their decisions. */
export const trust = feature('trust', (needs: TrustNeeds) => {
  const ctx = trustContext(needs)
  return {
    handlers: { ...reportHandlers(ctx), ...moderationHandlers(ctx) },
    // Every feature that decides (verification) decides as the moderators' console does.
    provides: { decide: ctx.decide },
    announces: [LISTINGS_CHANGED],
  }
})
