import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature } from '#features/shared/feature.ts'
import { moderationContext, type ModerationNeeds } from './moderation.context.ts'
import { moderationHandlers } from './moderation.handlers.ts'
import { reportHandlers } from './reports.handlers.ts'

/** Moderation (ADR 0035): reports by anybody, the moderators' queue and their decisions. */
export const moderation = feature('moderation', (needs: ModerationNeeds) => {
  const ctx = moderationContext(needs)
  return {
    handlers: { ...reportHandlers(ctx), ...moderationHandlers(ctx) },
    // Every feature that decides (verification) decides as moderation does.
    provides: { decide: ctx.decide },
    announces: [LISTINGS_CHANGED],
  }
})
