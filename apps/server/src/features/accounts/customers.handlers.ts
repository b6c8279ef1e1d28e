import { notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { AccountsContext } from './accounts.context.ts'
import { toSeller } from '#features/shared/seller.ts'

export function customerHandlers(ctx: AccountsContext): Pick<Handlers, 'getCustomerAvatar' | 'getSeller'> {
  return {
    async getSeller(request) {
      const row = await ctx.customers.byId(request.params.id)
      // A deleted account has nothing left to show, and a suspended seller's page goes with their listings.
      if (!row || row.deletedAt || row.suspendedAt) throw notFound('sellerNotFound')
      return { data: toSeller(row) }
    },

    async getCustomerAvatar(request, reply) {
      const avatar = await ctx.customers.avatar(request.params.id)
      if (!avatar) throw notFound('noAvatar')
      const etag = `"${avatar.version ?? 'none'}"`
      // A URL carrying the current version never changes meaning, so it may be cached for good;
      // any other URL is revalidated with the ETag.
      reply.header(
        'cache-control',
        request.query.v === avatar.version
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      )
      reply.header('etag', etag)
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send()
      }
      return reply.type(avatar.contentType).send(avatar.bytes)
    },
  }
}
