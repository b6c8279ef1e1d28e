import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { contract } from '#contract.ts'

/** The header a request's id comes in (from a reverse proxy) and goes out in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** The contract's RequestId: what a forwarded id may be (it lands in logs and answers as it is). */
const { pattern, maxLength } = contract.components.schemas.RequestId as { pattern: string; maxLength: number }
const forwardedId = new RegExp(pattern)

/**
 * Fastify's genReqId: behind a trusted reverse proxy, the id it gave the request (so its log and ours
 * name the same request); otherwise, or when that id is not a RequestId, a new UUID.
 */
export function requestIdFrom(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const forwarded = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined
    return typeof forwarded === 'string' && forwarded.length <= maxLength && forwardedId.test(forwarded)
      ? forwarded
      : randomUUID()
  }
}
