import type { FastifyRequest } from 'fastify'

/**
 * The origin absolute links are made with: PUBLIC_URL when set, else the request's own
 * (X-Forwarded-Proto/Host count only with TRUST_PROXY). The Host header is the client's word:
 * anything but a plain host[:port] is not echoed into a page.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | null | undefined): string {
  if (publicUrl) return publicUrl
  const host = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(request.host)
    ? request.host
    : 'localhost'
  return `${request.protocol}://${host}`
}
