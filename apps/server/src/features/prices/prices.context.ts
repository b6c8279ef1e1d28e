import type { Platform } from '#features/shared/feature.ts'
import { priceGuideRepository } from './price-guide.repository.ts'
import { soldPricesRepository } from './sold-prices.repository.ts'

export type PricesNeeds = Pick<Platform, 'db' | 'now' | 'timing'>

export function pricesContext(needs: PricesNeeds) {
  return {
    ...needs,
    /** Published sales: the sold-prices record. */
    soldPrices: soldPricesRepository(needs.db),
    /** The fair-price guide's comparables (kept as long as visitors' answers). */
    priceGuide: priceGuideRepository(needs.db, { cacheMs: needs.timing.answerCacheMs }),
  }
}

export type PricesContext = ReturnType<typeof pricesContext>
