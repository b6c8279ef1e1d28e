import type { FastifyReply, FastifyRequest } from 'fastify'
import { VERIFICATIONS_PER_DAY, VERIFICATIONS_WINDOW_MS } from '#auth/limits.ts'
import { isUniqueViolation } from '#db/sql-errors.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, conflict, forbidden, gone, notFound, retryLater } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { requireRole, sessionOf } from '#http/request-context.ts'
import type { VerificationContext } from './verification.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'
import type { Decision } from './verification.repository.ts'

const actionOf = (decision: Decision) =>
  decision.status === 'approved' ? ('verificationApproved' as const) : ('verificationRefused' as const)
const reasonOf = (decision: Decision) => (decision.status === 'refused' ? decision.reason : null)

type Operations =
  'requestVerification' | 'getVerificationQueue' | 'getVerificationProof' | 'approveVerification' | 'refuseVerification'

/** The "verified owner" mark: a seller's proof of ownership, and the moderators' decision on it. */
export function verificationHandlers(ctx: VerificationContext): Pick<Handlers, Operations> {
  const onListing = (code: 'notVerifiable' | 'verificationPending' | 'alreadyVerified') =>
    conflict([problem(code, 'params.id', { field: 'id' })])

  /** Decides a pending request (the listing's mark with an approval); the answer is the request then. */
  const decide = (request: FastifyRequest<{ Params: { id: string } }>, decision: Decision) =>
    ctx.decide(request, {
      lock: async (tx) => {
        const locked = await ctx.verifications.lock(tx, request.params.id)
        if (!locked) throw notFound('verificationNotFound')
        return locked
      },
      sellerOf: ({ request }) => request.customerId,
      check: ({ request }) => {
        if (request.status !== 'pending') throw conflict([problem('verificationDecided', 'params.id', { field: 'id' })])
      },
      change: (tx, { request }, { actorId, now }) => ctx.verifications.settle(tx, request, decision, actorId, now),
      audit: ({ request, title }) => ({
        action: actionOf(decision),
        listingId: request.listingId,
        customerId: request.customerId,
        reason: reasonOf(decision),
        note: decision.note,
        // What the listing was called then: the entry outlives it.
        detail: title,
      }),
      message: ({ request }) => ({
        sellerId: request.customerId,
        decision: actionOf(decision),
        reason: reasonOf(decision),
        note: decision.note,
        listingId: request.listingId,
      }),
      answer: async () => {
        const data = await ctx.verifications.find(request.params.id, sessionOf(request).customerId)
        if (!data) throw notFound('verificationNotFound')
        return { data }
      },
    })

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
