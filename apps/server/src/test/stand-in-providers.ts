import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A stand-in for the WhatsApp Cloud API on 127.0.0.1: it records every POST of a message (its body and
 * when it came) and answers 200, or the status it is told to fail with.
 */
export async function standInWhatsApp() {
  const requests: { path: string; body: Record<string, unknown>; at: number; authorization?: string }[] = []
  let failing: number | null = null
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        at: Date.now(),
        authorization: request.headers.authorization,
      })
      const status = failing ?? 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(
        status === 200
          ? JSON.stringify({ messages: [{ id: `wamid.${requests.length}` }] })
          : JSON.stringify({ error: { message: 'stand-in failure', code: status } }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    requests,
    /** The messages sent to one phone number, oldest first. */
    to: (phone: string) => requests.filter((request) => request.body.to === phone),
    /** Answer every request with `status` from now on (null: succeed again). */
    failWith(status: number | null) {
      failing = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that parses every mail it accepts (mailparser), or
 * answers each one with the SMTP error it is told to.
 */
export async function standInSmtp() {
  const mails: (ParsedMail & { at: number })[] = []
  let failing: number | null = null
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failing !== null) {
          callback(Object.assign(new Error('stand-in failure'), { responseCode: failing }))
          return
        }
        simpleParser(Buffer.concat(chunks), { keepCidLinks: true }).then(
          (mail) => {
            mails.push({ ...mail, at: Date.now() })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to one address, oldest first. */
    to: (address: string) =>
      mails.filter((mail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
        return to.some((list) => list.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()))
      }),
    failWith(code: number | null) {
      failing = code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
