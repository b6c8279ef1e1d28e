import type { components } from '@raqam/api/schema'

export type OutboxMessage = components['schemas']['OutboxMessage']

/** One message to a customer: an e-mail or a WhatsApp text. */
export interface Message {
  channel: 'email' | 'whatsapp'
  /** An e-mail address, or a phone number in the 9715XXXXXXXX form. */
  to: string
  /** E-mail only. */
  subject?: string
  text: string
  /** The secrets inside `text` (codes, a password), so the development outbox can expose them. */
  codes: string[]
}

/** Sends verification codes and passwords. Adapters: the development outbox, SMTP, WhatsApp Cloud. */
export interface Notifier {
  send(message: Message): Promise<void>
}

/** Development and tests: keeps the last messages in memory for GET /dev/outbox and logs them. */
export class Outbox implements Notifier {
  readonly #messages: OutboxMessage[] = []

  constructor(
    private readonly log: (line: string) => void = () => {},
    private readonly capacity = 100,
  ) {}

  async send(message: Message): Promise<void> {
    this.#messages.unshift({
      to: message.to,
      channel: message.channel,
      subject: message.subject ?? null,
      text: message.text,
      codes: message.codes,
      sentAt: new Date().toISOString(),
    })
    this.#messages.length = Math.min(this.#messages.length, this.capacity)
    this.log(`[outbox] ${message.channel} to ${message.to}: ${message.text}`)
  }

  /** Newest first, optionally only those to one address or phone number. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase()
    return wanted ? this.#messages.filter((message) => message.to.toLowerCase() === wanted) : [...this.#messages]
  }
}

/** Routes each channel to its adapter; a channel without one falls back (the outbox, or a log). */
export function routeByChannel(adapters: Partial<Record<Message['channel'], Notifier>>, fallback: Notifier): Notifier {
  return {
    send: (message) => (adapters[message.channel] ?? fallback).send(message),
  }
}
