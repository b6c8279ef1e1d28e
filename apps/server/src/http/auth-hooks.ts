import type { FastifyRequest } from 'fastify'
import { badRequest, unauthorized, unsupportedMedia } from './errors.ts'
import type { Session } from './request-context.ts'

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/

/** The token of a request and where it came from: the Bearer header first, else the customerToken cookie (the contract). */
export function credentialsOf(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (bearer) return { token: bearer, from: 'bearer' }
  const cookie = request.cookies?.customerToken
  return cookie ? { token: cookie, from: 'cookie' } : null
}

/**
 * onRequest, before the body is even read (glue's security handlers would run after validation, ADR
 * 0006): required security answers 401 for a missing, unknown, expired or revoked token; optional
 * security treats any of those as a visitor. `resolveSession` finds the session of a well-formed token
 * (the accounts feature's sessions, handed over by app.ts).
 */
export function authenticate(resolveSession: (token: string) => Promise<Session | null>) {
  return async (request: FastifyRequest) => {
    const operation = request.routeOptions.config.operation
    if (!operation || operation.auth === 'none') return
    const token = credentialsOf(request)?.token
    const session = token && TOKEN.test(token) ? await resolveSession(token) : null
    if (!session && operation.auth === 'required') {
      throw unauthorized(token ? 'sessionExpired' : 'notSignedIn')
    }
    request.session = session
  }
}

/** preValidation: a body of a type the operation does not take is a 415, a missing required body a 400. */
export async function checkContentType(request: FastifyRequest): Promise<void> {
  const operation = request.routeOptions.config.operation
  if (!operation || operation.consumes.length === 0) return
  const header = request.headers['content-type']
  const accepted = operation.consumes.join(' or ')
  if (!header) {
    if (operation.bodyRequired) throw badRequest('bodyRequired', 'body', { field: 'body', accepted })
    return
  }
  const media = header.split(';')[0]!.trim().toLowerCase()
  if (!operation.consumes.includes(media)) throw unsupportedMedia('unsupportedMediaType', undefined, { accepted })
}
