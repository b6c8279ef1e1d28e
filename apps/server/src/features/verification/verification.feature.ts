import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature, type Platform } from '#features/shared/feature.ts'
import { verificationContext, type VerificationNeeds } from './verification.context.ts'
import { verificationHandlers } from './verification.handlers.ts'

/** The "verified owner" mark: sellers' proofs of ownership and the moderators' decisions on them. */
export const verification = feature('verification', (needs: VerificationNeeds & Pick<Platform, 'timing'>) => {
  const ctx = verificationContext(needs)
  return {
    handlers: verificationHandlers(ctx),
    announces: [LISTINGS_CHANGED],
    jobs: [
      {
        // Personal documents, kept no longer than a second look needs: 30 days after their decision.
        name: 'proof sweep',
        everyMs: needs.timing.housekeepingMs,
        run: () => ctx.verifications.purgeProofs(ctx.now()),
      },
    ],
  }
})
