import type { PricePoint } from '@raqam/api/schema'
import type { Listing } from '#contract.ts'
import type { Decide } from '#features/shared/decisions.ts'
import type { Platform } from '#features/shared/feature.ts'
import { verificationsRepository } from './verification.repository.ts'

/** What verification asks of the platform and the other features. */
export interface VerificationNeeds extends Pick<Platform, 'db' | 'now' | 'publicUrl'> {
  listings: {
    find(id: string, viewerId: string | null): Promise<Listing | null>
    priceHistory(id: string): Promise<PricePoint[]>
  }
  /** Makes a moderators' decision (the moderation feature's recipe). */
  decide: Decide
}

export function verificationContext(needs: VerificationNeeds) {
  /** Sellers' proofs of ownership and the moderators' decisions on them. */
  return { ...needs, verifications: verificationsRepository(needs.db) }
}

export type VerificationContext = ReturnType<typeof verificationContext>
