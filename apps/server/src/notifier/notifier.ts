import type { components } from '@raqam/api/schema'
import type { Email } from './email/render-email.tsx'
import type { Channel } from './kinds.ts'

export type OutboxMessage = components['schemas']['OutboxMessage']

/** An e-mail ready for SMTP: the rendered message (both parts, inline pictures, headers) and its envelope. */
export type OutgoingEmail = Email & {
  to: string
  /** The job's id: the Message-ID is made of it, the same for every attempt, so a mailbox keeps one copy. */
  id: string
  /** The codes or password inside (the development outbox shows them; nothing else reads this). */
  secrets: string[]
}

/** A WhatsApp message: an approved template with its parameters, or (test numbers only) plain text. */
export interface OutgoingWhatsApp {
  /** A phone number in the 9715XXXXXXXX form. */
  to: string
  text: string
  template: WhatsAppTemplateMessage | null
  secrets: string[]
}

/** The `template` object of the WhatsApp Cloud API's message. */
export interface WhatsAppTemplateMessage {
  name: string
  language: { code: string }
  components: { type: string; sub_type?: string; index?: string; parameters: { type: 'text'; text: string }[] }[]
}

/** Where each channel's messages go: SMTP, the WhatsApp Cloud API, or the development outbox. */
export interface Channels {
  email(message: OutgoingEmail): Promise<void>
  whatsapp(message: OutgoingWhatsApp): Promise<void>
}

/** Development and tests: keeps the last messages in memory for GET /dev/outbox and logs them. */
export class Outbox implements Channels {
  readonly #messages: OutboxMessage[] = []

  constructor(
    private readonly log: (line: string) => void = () => {},
    private readonly capacity = 100,
  ) {}

  async email(message: OutgoingEmail): Promise<void> {
    this.#keep('email', message.to, message.subject, message.text, message.secrets)
  }

  async whatsapp(message: OutgoingWhatsApp): Promise<void> {
    this.#keep('whatsapp', message.to, null, message.text, message.secrets)
  }

  #keep(channel: Channel, to: string, subject: string | null, text: string, codes: string[]) {
    this.#messages.unshift({ to, channel, subject, text, codes, sentAt: new Date().toISOString() })
    this.#messages.length = Math.min(this.#messages.length, this.capacity)
    this.log(`[outbox] ${channel} to ${to}: ${text}`)
  }

  /** Newest first, optionally only those to one address or phone number. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase()
    return wanted ? this.#messages.filter((message) => message.to.toLowerCase() === wanted) : [...this.#messages]
  }
}

/** Each channel to its adapter; a channel without one goes to the fallback (the outbox). */
export function routeByChannel(adapters: Partial<Channels>, fallback: Channels): Channels {
  return {
    email: (message) => (adapters.email ? adapters.email(message) : fallback.email(message)),
    whatsapp: (message) => (adapters.whatsapp ? adapters.whatsapp(message) : fallback.whatsapp(message)),
  }
}
