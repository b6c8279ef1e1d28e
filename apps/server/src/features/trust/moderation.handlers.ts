import type { ErrorCode, SellerHistory } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, conflict, notFound } from '#http/errors.ts'
import { requestLanguage } from '#http/language.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/answer-texts.ts'
import { requireRole } from '#http/request-context.ts'
import type { TrustContext } from './trust.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'
import { HISTORY_LENGTH } from './reports-read.repository.ts'

type Title = { titleEn: string; titleAr: string }
/** What the audit log keeps of a listing: the title it had then. */
const titleOf = (listing: Title) => listing.titleEn || listing.titleAr

const idConflict = (code: ErrorCode) => conflict([problem(code, 'params.id', { field: 'id' })])

/**
 * The moderators' console (ADR 0035): the queue of reports, a seller's history, and the decisions,
 * each made by `decide` (features/shared/decisions.ts) from what differs: what it locks, checks,
 * changes, records and tells.
 */
export function moderationHandlers(
  ctx: TrustContext,
): Pick<
  Handlers,
  | 'getReportQueue'
  | 'dismissReports'
  | 'hideListing'
  | 'restoreHiddenListing'
  | 'getSellerHistory'
  | 'suspendSeller'
  | 'reinstateSeller'
> {
  async function listingAnswer(id: string) {
    const [data, priceHistory] = await Promise.all([ctx.listings.findForStaff(id), ctx.listings.priceHistory(id)])
    if (!data) throw notFound('listingNotFound')
    return { data, priceHistory }
  }

  async function sellerHistory(id: string): Promise<SellerHistory> {
    const seller = (await ctx.reportsRead.moderatedSellers([id])).get(id)
    // A deleted account's name, e-mail and phone are erased: there is no seller left to show.
    if (!seller || seller.deleted) throw notFound('sellerNotFound')
    const [record, actions] = await Promise.all([
      ctx.reportsRead.sellerRecord(id),
      ctx.auditLog.about(id, HISTORY_LENGTH),
    ])
    return { seller, ...record, actions }
  }

  const lockListing = async (tx: Db, id: string) => {
    const listing = await ctx.moderation.lockListing(tx, id)
    if (!listing) throw notFound('listingNotFound')
    return listing
  }
  const lockSeller = async (tx: Db, id: string) => {
    const seller = await ctx.moderation.lockSeller(tx, id)
    if (!seller || seller.deletedAt) throw notFound('sellerNotFound')
    return seller
  }

  return {
    async getReportQueue(request) {
      requireRole(request, 'moderator')
      const page = request.query.page ?? 1
      const { data, total } = await ctx.reportsRead.queue(page)
      return { data, paginationResult: paginationResult(page, total) }
    },

    async dismissReports(request) {
      const { listingId, sellerId, note = '' } = request.body
      return ctx.decide(request, {
        // Locked first, as hideListing does, so the owner checked is the owner when the reports close.
        lock: async (tx) => {
          if ((listingId === undefined) === (sellerId === undefined)) throw badRequest('oneReportTarget', 'body')
          return {
            listing: listingId ? await ctx.moderation.lockListing(tx, listingId) : null,
            seller: sellerId ? await ctx.moderation.lockSeller(tx, sellerId) : null,
          }
        },
        sellerOf: ({ listing, seller }) => listing?.sellerId ?? seller?.id ?? null,
        async change(tx, _locked, { actorId, now }) {
          const target = listingId ? { listingId } : { sellerId: sellerId!, listingsToo: false }
          const closed = await ctx.moderation.closeReports(tx, target, 'dismissed', actorId, now)
          if (closed.count === 0) throw notFound('noOpenReports')
          return closed
        },
        audit: ({ listing, seller }, closed) => ({
          action: 'reportsDismissed',
          listingId: listingId ?? null,
          customerId: sellerId ?? closed.sellerId,
          note,
          detail: listing ? titleOf(listing) : (seller?.username ?? ''),
        }),
        // Reports are no part of what listings show.
        announces: false,
        answer: async () => ({ message: wordsIn(requestLanguage(request)).answer('reportsDismissed') }),
      })
    },

    async hideListing(request) {
      const { id } = request.params
      const decision = { reason: request.body.reason, note: request.body.note ?? '' }
      return ctx.decide(request, {
        lock: (tx) => lockListing(tx, id),
        sellerOf: (listing) => listing.sellerId,
        check: (listing) => {
          if (listing.hiddenAt) throw idConflict('alreadyHidden')
        },
        async change(tx, _listing, { actorId, now }) {
          await ctx.moderation.hide(tx, id, decision, now)
          await ctx.moderation.closeReports(tx, { listingId: id }, 'actioned', actorId, now)
        },
        audit: (listing) => ({
          action: 'listingHidden',
          listingId: id,
          customerId: listing.sellerId,
          ...decision,
          detail: titleOf(listing),
        }),
        message: (listing) => ({ sellerId: listing.sellerId, decision: 'listingHidden', ...decision, listingId: id }),
        answer: () => listingAnswer(id),
      })
    },

    async restoreHiddenListing(request) {
      const { id } = request.params
      const note = request.body.note ?? ''
      return ctx.decide(request, {
        lock: (tx) => lockListing(tx, id),
        sellerOf: (listing) => listing.sellerId,
        check: (listing) => {
          if (!listing.hiddenAt) throw idConflict('notHidden')
          // A suspended seller's listings come back with the seller (reinstateSeller), never one by one.
          if (listing.hiddenBySuspension || listing.sellerSuspended) throw idConflict('sellerSuspended')
        },
        change: (tx) => ctx.moderation.restore(tx, id),
        audit: (listing) => ({
          action: 'listingRestored',
          listingId: id,
          customerId: listing.sellerId,
          note,
          detail: titleOf(listing),
        }),
        message: (listing) => ({ sellerId: listing.sellerId, decision: 'listingRestored', note, listingId: id }),
        // Back on the market: saved searches and wanted requests may want it (as when its owner restores it).
        reshown: () => [id],
        answer: () => listingAnswer(id),
      })
    },

    async getSellerHistory(request) {
      requireRole(request, 'moderator')
      return { data: await sellerHistory(request.params.id) }
    },

    async suspendSeller(request) {
      const { id } = request.params
      const decision = { reason: request.body.reason, note: request.body.note ?? '' }
      return ctx.decide(request, {
        lock: (tx) => lockSeller(tx, id),
        sellerOf: (seller) => seller.id,
        check: (seller) => {
          if (seller.role !== 'customer') throw idConflict('staffNotSuspendable')
          if (seller.suspendedAt) throw idConflict('alreadySuspended')
        },
        async change(tx, _seller, { actorId, now }) {
          await ctx.moderation.suspend(tx, id, decision, now)
          await ctx.moderation.closeReports(tx, { sellerId: id, listingsToo: true }, 'actioned', actorId, now)
        },
        audit: (seller) => ({ action: 'sellerSuspended', customerId: id, ...decision, detail: seller.username }),
        message: () => ({ sellerId: id, decision: 'sellerSuspended', ...decision }),
        answer: async () => ({ data: await sellerHistory(id) }),
      })
    },

    async reinstateSeller(request) {
      const { id } = request.params
      const note = request.body.note ?? ''
      return ctx.decide(request, {
        lock: (tx) => lockSeller(tx, id),
        // A suspended account has no session, so this guards a reinstatement by a stale one.
        sellerOf: (seller) => seller.id,
        check: (seller) => {
          if (!seller.suspendedAt) throw idConflict('notSuspended')
        },
        change: (tx) => ctx.moderation.reinstate(tx, id),
        audit: (seller) => ({ action: 'sellerReinstated', customerId: id, note, detail: seller.username }),
        message: () => ({ sellerId: id, decision: 'sellerReinstated', note }),
        // The listings it shared come back on the market with it.
        reshown: (_seller, shared) => shared,
        answer: async () => ({ data: await sellerHistory(id) }),
      })
    },
  }
}
