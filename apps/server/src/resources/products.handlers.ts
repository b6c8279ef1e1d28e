import type { Handlers } from '#http/handler-types.ts'
import { conflict, forbidden, invalid, notFound, problem } from '#http/errors.ts'
import { sessionOf } from '#http/request-context.ts'
import { listingRuleErrors } from '#domain/listings.ts'
import { retryLater } from '#auth/limits.ts'
import { isUniqueViolation, type Context } from './context.ts'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { publishingRefusal } from './publishing-quota.ts'

/** The shape every list answer shares. */
export function paginationResult(page: number, total: number) {
  return { total, currentPage: page, numberOfPage: Math.ceil(total / PAGE_SIZE), limit: PAGE_SIZE }
}

export function productHandlers(
  ctx: Context,
): Pick<Handlers, 'getProductsForCustomers' | 'getProduct' | 'createProduct' | 'changeProductSold'> {
  return {
    async getProductsForCustomers(request) {
      const q = request.query
      const page = q.page ?? 1
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
        throw invalid([problem('priceRangeReversed', 'query.minPrice', { min: q.minPrice, max: q.maxPrice })])
      }
      const { data, total } = await ctx.products.list({
        viewerId: request.session?.customerId ?? null,
        includeOwnHidden: q.status === 'all',
        category: q.category,
        isOrder: q.isOrder,
        digit: q.digit,
        city: q.city,
        code: q.code,
        operator: q.operator,
        prefix: q.prefix,
        patterns: q.pattern,
        keyword: q.keyword,
        ad: q.ad,
        customerId: q.customer,
        ids: q.id,
        sort: q.sort,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        page,
      })
      return { data, paginationResult: paginationResult(page, total) }
    },

    async getProduct(request) {
      const product = await ctx.products.find(request.params.id, request.session?.customerId ?? null)
      if (!product) throw notFound('listingNotFound')
      return { data: product }
    },

    async createProduct(request, reply) {
      const { customerId } = sessionOf(request)
      const errors = listingRuleErrors(request.body)
      if (errors.length > 0) throw invalid(errors)
      let id: string
      try {
        id = await ctx.products.create(customerId, request.body, ctx.now(), (usage) => {
          const refusal = publishingRefusal(usage, ctx.now())
          if (refusal) throw retryLater(reply, refusal.waitMs, refusal.code, refusal.params)
        })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict([problem('duplicateListing', 'body.number', { field: 'number' })])
        }
        throw error
      }
      const product = await ctx.products.find(id, customerId)
      reply.code(201)
      return { data: product! }
    },

    async changeProductSold(request) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const owner = await ctx.products.ownership(id)
      // Somebody else's listing that is not shared does not exist for the caller.
      if (!owner || (!owner.status && owner.customerId !== customerId)) throw notFound('listingNotFound')
      if (owner.customerId !== customerId) throw forbidden('notYourListing')
      await ctx.products.markSold(id)
      const product = await ctx.products.find(id, customerId)
      return { data: product! }
    },
  }
}
