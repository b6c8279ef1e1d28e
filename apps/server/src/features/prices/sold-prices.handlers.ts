import type { Handlers } from '#http/handler-types.ts'
import type { PricesContext } from './prices.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'

/** The public sold-prices record: published sales, a page of them and the filter's months. */
export function soldPriceHandlers(ctx: PricesContext): Pick<Handlers, 'getSoldPrices'> {
  return {
    async getSoldPrices(request) {
      const { page = 1, pattern, ...filters } = request.query
      const filter = { ...filters, patterns: pattern }
      const [{ data, total }, months] = await Promise.all([
        ctx.soldPrices.page(filter, page, request.session?.customerId ?? null),
        ctx.soldPrices.months(filter, ctx.now()),
      ])
      return { data, paginationResult: paginationResult(page, total), months }
    },
  }
}
