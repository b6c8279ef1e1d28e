import { isUniqueViolation } from '#db/sql-errors.ts'
import { listingRuleErrors, listingSaleErrors, listingUpdateErrors } from '#domain/listings.ts'
import { problem } from '#domain/problems.ts'
import { conflict, gone, invalid, notFound, retryLater } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { isStaff, sessionOf } from '#http/request-context.ts'
import type { ListingsContext } from './listings.context.ts'
import { refuseUnlessOwner } from '#features/shared/listing-owner.ts'
import { paginationResult } from '#features/shared/pagination.ts'
import type { Ownership } from './listings.repository.ts'
import { publishingRefusal } from './publishing-quota.ts'

/** Listings (plates and mobile numbers, for sale or wanted): the lists, one listing, and the owner's writes. */
export function listingHandlers(
  ctx: ListingsContext,
): Pick<
  Handlers,
  | 'getProductsForCustomers'
  | 'getProduct'
  | 'createProduct'
  | 'changeProductSold'
  | 'updateProduct'
  | 'withdrawProduct'
  | 'restoreProduct'
> {
  /** One listing as the viewer may see it, with its price history (every single-listing answer). */
  async function listingResponse(id: string, viewerId: string | null) {
    const [data, priceHistory] = await Promise.all([ctx.listings.find(id, viewerId), ctx.listings.priceHistory(id)])
    if (!data) throw notFound('listingNotFound')
    return { data, priceHistory }
  }

  /** The listing named in the path, if the caller owns it: 404 when they cannot see it, else 403. */
  async function ownListing(id: string, customerId: string): Promise<Ownership> {
    const owner = await ctx.listings.ownership(id)
    refuseUnlessOwner(owner, customerId)
    return owner
  }

  const soldListing = () => conflict([problem('listingSold', 'params.id', { field: 'id' })])

  /** Matches saved searches and wanted requests after a write; their messages link to this storefront. */
  const matchAfterWrite = (request: Parameters<typeof publicOrigin>[0], id: string) =>
    ctx.alerts.listingChanged(id, publicOrigin(request, ctx.publicUrl), request.id)

  return {
    async getProductsForCustomers(request) {
      const q = request.query
      const page = q.page ?? 1
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
        throw invalid([problem('priceRangeReversed', 'query.minPrice', { min: q.minPrice, max: q.maxPrice })])
      }
      const { data, total } = await ctx.listings.list({
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
        verified: q.verified,
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
      const { id } = request.params
      const [data, priceHistory] = await Promise.all([
        ctx.listings.find(id, request.session?.customerId ?? null),
        ctx.listings.priceHistory(id),
      ])
      if (data) return { data, priceHistory }
      // Neither shared nor the caller's: a listing the moderators hid is gone for everybody but them.
      const hidden = (await ctx.listings.ownership(id))?.hidden
      const staffView = hidden && isStaff(request.session) ? await ctx.listings.findForStaff(id) : null
      if (staffView) return { data: staffView, priceHistory }
      throw hidden ? gone('listingHidden') : notFound('listingNotFound')
    },

    async createProduct(request, reply) {
      const { customerId } = sessionOf(request)
      const errors = listingRuleErrors(request.body)
      if (errors.length > 0) throw invalid(errors)
      let id: string
      try {
        id = await ctx.listings.create(customerId, request.body, ctx.now(), (usage) => {
          const refusal = publishingRefusal(usage, ctx.now())
          if (refusal) throw retryLater(reply, refusal.waitMs, refusal.code, refusal.params)
        })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict([problem('duplicateListing', 'body.number', { field: 'number' })])
        }
        throw error
      }
      await matchAfterWrite(request, id)
      reply.code(201)
      return listingResponse(id, customerId)
    },

    async changeProductSold(request) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const listing = await ownListing(id, customerId)
      const sale = request.body
      if (sale) {
        const errors = listingSaleErrors(sale, listing)
        if (errors.length > 0) throw invalid(errors)
      }
      await ctx.listings.markSold(id, ctx.now(), sale && { price: sale.price ?? null, publish: sale.publish ?? false })
      return listingResponse(id, customerId)
    },

    async updateProduct(request) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const listing = await ownListing(id, customerId)
      if (listing.isSold) throw soldListing()
      if (listing.withdrawn && request.body.status === true) {
        throw conflict([problem('listingWithdrawn', 'body.status', { field: 'status' })])
      }
      // Only the moderators share a listing they hid again (restoreHiddenListing).
      if (listing.hidden && request.body.status === true) {
        throw conflict([problem('listingHidden', 'body.status', { field: 'status' })])
      }
      const errors = listingUpdateErrors(request.body, listing)
      if (errors.length > 0) throw invalid(errors)
      await ctx.listings.update(id, request.body)
      await matchAfterWrite(request, id)
      return listingResponse(id, customerId)
    },

    async withdrawProduct(request) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const listing = await ownListing(id, customerId)
      if (listing.isSold) throw soldListing()
      if (!listing.withdrawn) await ctx.listings.withdraw(id, ctx.now())
      return listingResponse(id, customerId)
    },

    async restoreProduct(request) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const listing = await ownListing(id, customerId)
      if (listing.withdrawn) {
        await ctx.listings.restore(id)
        await matchAfterWrite(request, id)
      }
      return listingResponse(id, customerId)
    },
  }
}
