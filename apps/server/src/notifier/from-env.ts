import { Outbox, routeByChannel, type Channels } from './notifier.ts'
import { smtpChannel } from './smtp.ts'
import { whatsAppChannel } from './whatsapp.ts'
import { templatesFromEnv, type WhatsAppTemplates } from './whatsapp-templates.ts'

/** What the environment says of messages: the channels, the WhatsApp templates, the sealing key. */
export interface MessagingConfig {
  channels: Channels
  outbox: Outbox
  /** The channels with a real adapter (production needs both). */
  adapters: ('email' | 'whatsapp')[]
  templates: WhatsAppTemplates
  /** The template settings not set (production needs none missing). */
  missingTemplates: string[]
  /** MESSAGE_KEY (sealed.ts); null: the development key. */
  messageKey: string | null
  /** Settings that no longer mean anything, which a deploy must not think still work. */
  retired: string[]
}

/**
 * SMTP_URL (+ MAIL_FROM) turns on e-mail; WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID (+ WHATSAPP_API_URL)
 * turn on WhatsApp, with a template per kind and language (whatsapp-templates.ts). A channel without
 * its adapter goes to the outbox, which the development endpoint reads and the log shows.
 */
export function messagingFromEnv(env: NodeJS.ProcessEnv, log: (line: string) => void): MessagingConfig {
  const outbox = new Outbox(log)
  const adapters: Partial<Channels> = {}
  if (env.SMTP_URL) adapters.email = smtpChannel(env.SMTP_URL, env.MAIL_FROM || 'Raqam <no-reply@raqam.ae>')
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    adapters.whatsapp = whatsAppChannel({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0',
    })
  }
  const { templates, missing } = templatesFromEnv(env)
  return {
    channels: routeByChannel(adapters, outbox),
    outbox,
    adapters: Object.keys(adapters) as MessagingConfig['adapters'],
    templates,
    missingTemplates: missing,
    messageKey: env.MESSAGE_KEY || null,
    retired: ['WHATSAPP_TEMPLATE', 'WHATSAPP_TEMPLATE_LANGUAGE'].filter((name) => env[name]),
  }
}
