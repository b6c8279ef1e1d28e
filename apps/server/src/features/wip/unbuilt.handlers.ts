import type { Handlers } from '#http/handler-types.ts'

/** Scaffolding on the wip branch only: each operation is replaced by its feature's handler. */
const unbuilt = () => {
  throw new Error('not built yet')
}

export function unbuiltHandlers(): Pick<
  Handlers,
  'recordListingInteraction' | 'getListingStatistics' | 'getSoldPrices'
> {
  return {
    recordListingInteraction: unbuilt,
    getListingStatistics: unbuilt,
    getSoldPrices: unbuilt,
  }
}
