import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature } from '#features/shared/feature.ts'
import { listingsContext, type ListingsNeeds } from './listings.context.ts'
import { listingHandlers } from './listings.handlers.ts'

/** Listings: the lists, one listing, the owners' writes; others find, count and forget through `listings`. */
export const listings = feature('listings', (needs: ListingsNeeds) => {
  const ctx = listingsContext(needs)
  return {
    handlers: listingHandlers(ctx),
    provides: { listings: ctx.listings },
    announces: [LISTINGS_CHANGED],
    listens: { [LISTINGS_CHANGED]: () => ctx.listings.forgetCounts() },
    cachedAnswers: ['getProductsForCustomers', 'getProduct'],
  }
})
