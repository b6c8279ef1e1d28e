import type { FastifyInstance } from 'fastify'

/**
 * API answers are `Cache-Control: no-store` unless their handler chose a policy (avatars and share
 * cards, which are public and versioned). Sign-in and verification carry a token, the profile,
 * favourites and `status=all` lists carry personal data, and every list is personal for a signed-in
 * caller (`isFavorite`); a default that covers them all cannot miss the next such operation, and
 * the public ones lose nothing (they send no validator a cache could use).
 */
export function noStoreByDefault(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
    return payload
  })
}
