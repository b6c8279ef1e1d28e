import type { Role } from '@raqam/api/schema'
import type { Avatar } from '#domain/images.ts'
import type { Proof } from '#domain/proofs.ts'
import type { OperationInfo } from './operations.ts'
import { forbidden, unauthorized } from './errors.ts'

/** The signed-in caller of a request, set by the auth hook. */
export interface Session {
  customerId: string
  tokenHash: string
  /** The account's role as it is now: read with the session on every request, never kept. */
  role: Role
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for visitors (and on operations that do not look at tokens). */
    session: Session | null
    /** The sniffed `image` part of a multipart form, if one was sent. */
    upload: Avatar | null
    /** The sniffed `proof` part of a verification request's form, if one was sent. */
    proof: Proof | null
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

/**
 * The session of a moderator (or an admin, who may do all a moderator may) or of an admin: 403
 * `notModerator` / `notAdmin` for anybody else. The role is the account's at this request.
 */
export function requireRole(request: { session: Session | null }, role: 'moderator' | 'admin'): Session {
  const session = sessionOf(request)
  if (session.role === 'admin' || session.role === role) return session
  throw forbidden(role === 'admin' ? 'notAdmin' : 'notModerator')
}

/** Whether the caller may see what moderators see (hidden listings, with why). */
export const isStaff = (session: Session | null) => session?.role === 'moderator' || session?.role === 'admin'
