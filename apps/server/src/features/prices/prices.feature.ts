import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature } from '#features/shared/feature.ts'
import { priceGuideHandlers } from './price-guide.handlers.ts'
import { pricesContext, type PricesNeeds } from './prices.context.ts'
import { soldPriceHandlers } from './sold-prices.handlers.ts'

/** Prices: the sold-prices record and the fair-price guide. */
export const prices = feature('prices', (needs: PricesNeeds) => {
  const ctx = pricesContext(needs)
  return {
    handlers: { ...soldPriceHandlers(ctx), ...priceGuideHandlers(ctx) },
    listens: { [LISTINGS_CHANGED]: () => ctx.priceGuide.forget() },
    cachedAnswers: ['getSoldPrices'],
  }
})
