import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { clientErrorAnswer } from './errors.ts'
import { REQUEST_ID_HEADER } from './request-id.ts'
import { securityHeaderList } from './security-headers.ts'

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refuses some requests before any route, hook or
 * plugin runs (431 for a head over 16 KiB, 408 when the transport limits run out, 400 for bytes that
 * are not HTTP), and by default answers them in its own shape without any security header. This
 * writes the contract's ErrorResponse with the same headers as every other answer, then closes the
 * connection: after a parse error nothing more can be read from it.
 */
export function clientErrorHandler(production: boolean) {
  const securityHeaders = Object.entries(securityHeaderList(production))
  return (error: Error & { code?: string; reason?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    if (socket.writable) {
      const requestId = randomUUID()
      const { status, body } = clientErrorAnswer(error, requestId)
      const payload = JSON.stringify(body)
      const headers = [
        ...securityHeaders,
        [REQUEST_ID_HEADER, requestId],
        ['content-type', 'application/json; charset=utf-8'],
        ['content-length', String(Buffer.byteLength(payload))],
        ['cache-control', 'no-store'],
        ['connection', 'close'],
      ]
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${payload}`,
      )
    }
    // Closed as soon as the answer is flushed, whether or not the client ever reads or hangs up.
    socket.destroySoon()
  }
}
