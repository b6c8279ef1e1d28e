import type { ErrorCode, SellerHistory } from '@raqam/api/schema'
import { announceListingsChanged } from '#db/listing-changes.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, conflict, notFound, requestLanguage } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/messages.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { requireRole } from '#http/request-context.ts'
import type { ModerationContext } from './moderation.context.ts'
import { refuseOwnCase } from '#features/shared/own-case.ts'
import { paginationResult } from '#features/shared/pagination.ts'
import { HISTORY_LENGTH } from './reports-read.repository.ts'

type Title = { titleEn: string; titleAr: string }
/** What the audit log keeps of a listing: the title it had then. */
const titleOf = (listing: Title) => listing.titleEn || listing.titleAr

const idConflict = (code: ErrorCode) => conflict([problem(code, 'params.id', { field: 'id' })])

/**
 * The moderators' console (ADR 0035): the queue of reports, a seller's history, and the decisions.
 * Each decision is one transaction: the rows it decides on are locked, changed, its reports closed, the
 * audit entry written and the seller's message queued, all or nothing; then every instance forgets
 * what it kept of the listings.
 */
export function moderationHandlers(
  ctx: ModerationContext,
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

  /** After a decision committed: this instance's counts too (the others hear the notice). */
  const decided = () => ctx.listings.forgetCounts()

  return {
    async getReportQueue(request) {
      requireRole(request, 'moderator')
      const page = request.query.page ?? 1
      const { data, total } = await ctx.reportsRead.queue(page)
      return { data, paginationResult: paginationResult(page, total) }
    },

    async dismissReports(request) {
      const { customerId: actorId } = requireRole(request, 'moderator')
      const { listingId, sellerId, note = '' } = request.body
      if ((listingId === undefined) === (sellerId === undefined)) throw badRequest('oneReportTarget', 'body')
      const now = ctx.now()
      await ctx.db.transaction(async (tx) => {
        // Locked first, as hideListing does, so the owner checked is the owner when the reports close.
        const listing = listingId ? await ctx.moderation.lockListing(tx, listingId) : null
        const seller = sellerId ? await ctx.moderation.lockSeller(tx, sellerId) : null
        refuseOwnCase(actorId, listing?.sellerId ?? seller?.id ?? null)
        const target = listingId ? { listingId } : { sellerId: sellerId!, listingsToo: false }
        const closed = await ctx.moderation.closeReports(tx, target, 'dismissed', actorId, now)
        if (closed.count === 0) throw notFound('noOpenReports')
        await ctx.auditLog.write(
          {
            actorId,
            action: 'reportsDismissed',
            listingId: listingId ?? null,
            customerId: sellerId ?? closed.sellerId,
            note,
            detail: listing ? titleOf(listing) : (seller?.username ?? ''),
            at: now,
          },
          tx,
        )
      })
      return { message: wordsIn(requestLanguage(request)).answer('reportsDismissed') }
    },

    async hideListing(request) {
      const { customerId: actorId } = requireRole(request, 'moderator')
      const { id } = request.params
      const decision = { reason: request.body.reason, note: request.body.note ?? '' }
      const now = ctx.now()
      await ctx.db.transaction(async (tx) => {
        const listing = await ctx.moderation.lockListing(tx, id)
        if (!listing) throw notFound('listingNotFound')
        refuseOwnCase(actorId, listing.sellerId)
        if (listing.hiddenAt) throw idConflict('alreadyHidden')
        await ctx.moderation.hide(tx, id, decision, now)
        await ctx.moderation.closeReports(tx, { listingId: id }, 'actioned', actorId, now)
        await ctx.auditLog.write(
          {
            actorId,
            action: 'listingHidden',
            listingId: id,
            customerId: listing.sellerId,
            ...decision,
            detail: titleOf(listing),
            at: now,
          },
          tx,
        )
        await ctx.decisionMessages.send(
          {
            sellerId: listing.sellerId,
            decision: 'listingHidden',
            ...decision,
            listingId: id,
            origin: publicOrigin(request, ctx.publicUrl),
            requestId: request.id,
          },
          tx,
        )
        await announceListingsChanged(tx)
      })
      decided()
      return listingAnswer(id)
    },

    async restoreHiddenListing(request) {
      const { customerId: actorId } = requireRole(request, 'moderator')
      const { id } = request.params
      const note = request.body.note ?? ''
      const now = ctx.now()
      const origin = publicOrigin(request, ctx.publicUrl)
      await ctx.db.transaction(async (tx) => {
        const listing = await ctx.moderation.lockListing(tx, id)
        if (!listing) throw notFound('listingNotFound')
        refuseOwnCase(actorId, listing.sellerId)
        if (!listing.hiddenAt) throw idConflict('notHidden')
        // A suspended seller's listings come back with the seller (reinstateSeller), never one by one.
        if (listing.hiddenBySuspension || listing.sellerSuspended) throw idConflict('sellerSuspended')
        await ctx.moderation.restore(tx, id)
        await ctx.auditLog.write(
          {
            actorId,
            action: 'listingRestored',
            listingId: id,
            customerId: listing.sellerId,
            note,
            detail: titleOf(listing),
            at: now,
          },
          tx,
        )
        await ctx.decisionMessages.send(
          {
            sellerId: listing.sellerId,
            decision: 'listingRestored',
            note,
            listingId: id,
            origin,
            requestId: request.id,
          },
          tx,
        )
        await announceListingsChanged(tx)
      })
      decided()
      // Back on the market: saved searches and wanted requests may want it (as when its owner restores it).
      await ctx.alerts.listingChanged(id, origin, request.id)
      return listingAnswer(id)
    },

    async getSellerHistory(request) {
      requireRole(request, 'moderator')
      return { data: await sellerHistory(request.params.id) }
    },

    async suspendSeller(request) {
      const { customerId: actorId } = requireRole(request, 'moderator')
      const { id } = request.params
      const decision = { reason: request.body.reason, note: request.body.note ?? '' }
      const now = ctx.now()
      await ctx.db.transaction(async (tx) => {
        const seller = await ctx.moderation.lockSeller(tx, id)
        if (!seller || seller.deletedAt) throw notFound('sellerNotFound')
        refuseOwnCase(actorId, seller.id)
        if (seller.role !== 'customer') throw idConflict('staffNotSuspendable')
        if (seller.suspendedAt) throw idConflict('alreadySuspended')
        await ctx.moderation.suspend(tx, id, decision, now)
        await ctx.moderation.closeReports(tx, { sellerId: id, listingsToo: true }, 'actioned', actorId, now)
        await ctx.auditLog.write(
          { actorId, action: 'sellerSuspended', customerId: id, ...decision, detail: seller.username, at: now },
          tx,
        )
        await ctx.decisionMessages.send(
          {
            sellerId: id,
            decision: 'sellerSuspended',
            ...decision,
            origin: publicOrigin(request, ctx.publicUrl),
            requestId: request.id,
          },
          tx,
        )
        await announceListingsChanged(tx)
      })
      decided()
      return { data: await sellerHistory(id) }
    },

    async reinstateSeller(request) {
      const { customerId: actorId } = requireRole(request, 'moderator')
      const { id } = request.params
      const note = request.body.note ?? ''
      const now = ctx.now()
      const origin = publicOrigin(request, ctx.publicUrl)
      const restored = await ctx.db.transaction(async (tx) => {
        const seller = await ctx.moderation.lockSeller(tx, id)
        if (!seller || seller.deletedAt) throw notFound('sellerNotFound')
        // A suspended account has no session, so this guards a reinstatement by a stale one.
        refuseOwnCase(actorId, seller.id)
        if (!seller.suspendedAt) throw idConflict('notSuspended')
        const shared = await ctx.moderation.reinstate(tx, id)
        await ctx.auditLog.write(
          { actorId, action: 'sellerReinstated', customerId: id, note, detail: seller.username, at: now },
          tx,
        )
        await ctx.decisionMessages.send(
          { sellerId: id, decision: 'sellerReinstated', note, origin, requestId: request.id },
          tx,
        )
        await announceListingsChanged(tx)
        return shared
      })
      decided()
      for (const listingId of restored) await ctx.alerts.listingChanged(listingId, origin, request.id)
      return { data: await sellerHistory(id) }
    },
  }
}
