import type { FastifyReply, FastifyRequest } from 'fastify'
import { VERIFICATIONS_PER_DAY, VERIFICATIONS_WINDOW_MS } from '#auth/limits.ts'
import { isUniqueViolation } from '#db/sql-errors.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, conflict, forbidden, gone, notFound, retryLater } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { requireRole, sessionOf } from '#http/request-context.ts'
import type { VerificationContext } from './verification.context.ts'
import { refuseOwnCase } from '#features/shared/own-case.ts'
import { paginationResult } from '#features/shared/pagination.ts'
import type { Decision } from './verification.repository.ts'

type Operations =
  'requestVerification' | 'getVerificationQueue' | 'getVerificationProof' | 'approveVerification' | 'refuseVerification'

/** The "verified owner" mark: a seller's proof of ownership, and the moderators' decision on it. */
export function verificationHandlers(ctx: VerificationContext): Pick<Handlers, Operations> {
  const onListing = (code: 'notVerifiable' | 'verificationPending' | 'alreadyVerified') =>
    conflict([problem(code, 'params.id', { field: 'id' })])

  /** Decides a pending request: the audit log and the seller's message are written with the decision. */
  async function decide(request: FastifyRequest<{ Params: { id: string } }>, decision: Decision) {
    const moderator = requireRole(request, 'moderator')
    const { id } = request.params
    const now = ctx.now()
    const decided = await ctx.verifications.decide(id, decision, moderator.customerId, now, async (row, title, tx) => {
      // Inside the decision's transaction: the refusal undoes it, the listing's mark included.
      refuseOwnCase(moderator.customerId, row.customerId)
      const action = decision.status === 'approved' ? 'verificationApproved' : 'verificationRefused'
      const reason = decision.status === 'refused' ? decision.reason : null
      await ctx.auditLog.write(
        {
          actorId: moderator.customerId,
          action,
          listingId: row.listingId,
          customerId: row.customerId,
          reason,
          note: decision.note,
          // What the listing was called then: the entry outlives it.
          detail: title,
          at: now,
        },
        tx,
      )
      await ctx.decisionMessages.send(
        {
          sellerId: row.customerId,
          decision: action,
          reason,
          note: decision.note,
          listingId: row.listingId,
          origin: publicOrigin(request, ctx.publicUrl),
          requestId: request.id,
        },
        tx,
      )
    })
    const data = await ctx.verifications.find(id, moderator.customerId)
    if (!data) throw notFound('verificationNotFound')
    if (!decided) throw conflict([problem('verificationDecided', 'params.id', { field: 'id' })])
    return { data }
  }

  /** The daily limit: a 429 until the oldest request of the last day is a day old. */
  function admitWithin(reply: FastifyReply) {
    return (usage: { lastDay: number; oldest: Date | null }) => {
      if (usage.lastDay < VERIFICATIONS_PER_DAY) return
      const waitMs = (usage.oldest?.getTime() ?? ctx.now().getTime()) + VERIFICATIONS_WINDOW_MS - ctx.now().getTime()
      throw retryLater(reply, Math.max(1000, waitMs), 'tooManyVerifications', { max: VERIFICATIONS_PER_DAY })
    }
  }

  return {
    async requestVerification(request, reply) {
      const { customerId } = sessionOf(request)
      const { id } = request.params
      const listing = await ctx.verifications.listing(id)
      // Somebody else's listing that is not shared does not exist for the caller.
      if (!listing || (!listing.status && listing.customerId !== customerId)) throw notFound('listingNotFound')
      if (listing.customerId !== customerId) throw forbidden('notYourListing')
      if (listing.isOrder || listing.isSold || listing.hidden) throw onListing('notVerifiable')
      if (listing.verified) throw onListing('alreadyVerified')
      if (await ctx.verifications.pending(id)) throw onListing('verificationPending')
      // readMultipartForm sets it whenever the schema's required `proof` passed.
      if (!request.proof) throw badRequest('required', 'body.proof', { field: 'proof' })
      try {
        await ctx.verifications.create(id, customerId, request.proof, ctx.now(), admitWithin(reply))
      } catch (error) {
        // Another request of the same listing arrived first.
        if (isUniqueViolation(error)) throw onListing('verificationPending')
        throw error
      }
      const [data, priceHistory] = await Promise.all([ctx.listings.find(id, customerId), ctx.listings.priceHistory(id)])
      if (!data) throw notFound('listingNotFound')
      reply.code(201)
      return { data, priceHistory }
    },

    async getVerificationQueue(request) {
      const moderator = requireRole(request, 'moderator')
      const page = request.query.page ?? 1
      const { data, total } = await ctx.verifications.queue(moderator.customerId, page)
      return { data, paginationResult: paginationResult(page, total) }
    },

    async getVerificationProof(request, reply) {
      requireRole(request, 'moderator')
      const proof = await ctx.verifications.proof(request.params.id)
      if (!proof) throw notFound('verificationNotFound')
      if (!proof.bytes) throw gone('proofDeleted')
      // A personal document: never kept by a cache, never shown inline, never sniffed into another type.
      const extension = proof.type.split('/')[1]
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="proof-${request.params.id}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .type(proof.type)
        .send(proof.bytes)
    },

    approveVerification: (request) => decide(request, { status: 'approved', note: request.body.note ?? '' }),

    refuseVerification: (request) =>
      decide(request, { status: 'refused', reason: request.body.reason, note: request.body.note ?? '' }),
  }
}
