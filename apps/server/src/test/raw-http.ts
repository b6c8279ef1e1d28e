import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
  /** Everything the server sent, as latin1. */
  raw: string
}

/**
 * Writes bytes to a fresh connection exactly as given (no client library tidies them up: oversized
 * heads, NUL bytes, duplicate headers reach Node's parser as they are), then waits, sending nothing
 * more, until the server closes the connection; resolves with what it answered.
 */
export function exchange(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = raw.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ raw, status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') })
    })
    socket.write(bytes)
  })
}
