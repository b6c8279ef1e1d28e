import { isUniqueViolation } from '#db/sql-errors.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, conflict, notFound, retryLater } from '#http/errors.ts'
import { requestLanguage } from '#http/language.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/answer-texts.ts'
import type { TrustContext } from './trust.context.ts'

/** Reports of a listing or a seller, by anybody, for the moderators' queue (ADR 0035). */
export function reportHandlers(ctx: TrustContext): Pick<Handlers, 'createReport'> {
  return {
    async createReport(request, reply) {
      const { listingId, sellerId, reason, note = '' } = request.body
      if ((listingId === undefined) === (sellerId === undefined)) throw badRequest('oneReportTarget', 'body')
      let target: { listingId: string | null; sellerId: string | null }
      if (listingId) {
        // Only what the public sees can be reported; a listing report names its seller too.
        const listing = await ctx.listings.ownership(listingId)
        if (!listing?.status) throw notFound('listingNotFound')
        target = { listingId, sellerId: listing.customerId }
      } else {
        const seller = await ctx.customers.byId(sellerId!)
        if (!seller || seller.deletedAt) throw notFound('sellerNotFound')
        target = { listingId: null, sellerId: seller.id }
      }
      const reporterId = request.session?.customerId ?? null
      // Keyed (ADDRESS_KEY): the stored digest gives no address back (ADR 0048).
      const addressHash = ctx.addressDigest('report', request.ip)
      const now = ctx.now()
      try {
        const refusal = await ctx.reports.create(
          { ...target, reporterId, reporterKey: reporterId ?? addressHash, addressHash, reason, note },
          now,
        )
        if (refusal) throw retryLater(reply, refusal.waitMs, 'tooManyReports')
      } catch (error) {
        if (isUniqueViolation(error)) {
          const path = listingId ? 'body.listingId' : 'body.sellerId'
          throw conflict([problem('alreadyReported', path, { field: listingId ? 'listingId' : 'sellerId' })])
        }
        throw error
      }
      reply.code(201)
      return { message: wordsIn(requestLanguage(request)).answer('reportReceived') }
    },
  }
}
