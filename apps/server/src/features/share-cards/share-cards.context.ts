import type { Listing } from '#contract.ts'
import type { Platform } from '#features/shared/feature.ts'

export interface ShareCardsContext extends Pick<Platform, 'cards'> {
  /** What any visitor may see of a listing: a hidden listing has no card. */
  listings: { find(id: string, viewerId: null): Promise<Listing | null> }
}
