import type { Avatar } from '#domain/images.ts'
import type { OperationInfo } from './operations.ts'
import { unauthorized } from './errors.ts'

/** The signed-in caller of a request, set by the auth hook. */
export interface Session {
  customerId: string
  tokenHash: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for visitors (and on operations that do not look at tokens). */
    session: Session | null
    /** The sniffed `image` part of a multipart form, if one was sent. */
    upload: Avatar | null
  }
  interface FastifyContextConfig {
    /** Set on every route that comes from the contract. */
    operation?: OperationInfo
  }
}

/** The session of an operation whose security requires one (the auth hook has already said 401 otherwise). */
export function sessionOf(request: { session: Session | null }): Session {
  if (!request.session) throw unauthorized()
  return request.session
}
