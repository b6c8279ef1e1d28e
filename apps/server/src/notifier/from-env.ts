import { Outbox, routeByChannel, type Notifier } from './notifier.ts'
import { smtpNotifier } from './smtp.ts'
import { whatsAppNotifier } from './whatsapp.ts'

/**
 * The notifier the environment asks for. SMTP_URL (+ MAIL_FROM) turns on e-mail, WHATSAPP_TOKEN +
 * WHATSAPP_PHONE_NUMBER_ID (+ WHATSAPP_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE, WHATSAPP_API_URL) turn on
 * WhatsApp; a channel without its adapter goes to the outbox, which the development endpoint reads and
 * the log shows.
 */
export function notifierFromEnv(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): { notifier: Notifier; outbox: Outbox; adapters: string[] } {
  const outbox = new Outbox(log)
  const adapters: Partial<Record<'email' | 'whatsapp', Notifier>> = {}
  if (env.SMTP_URL) adapters.email = smtpNotifier(env.SMTP_URL, env.MAIL_FROM ?? 'Raqam <no-reply@raqam.ae>')
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    adapters.whatsapp = whatsAppNotifier({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
      template: env.WHATSAPP_TEMPLATE
        ? { name: env.WHATSAPP_TEMPLATE, language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en' }
        : undefined,
    })
  }
  return { notifier: routeByChannel(adapters, outbox), outbox, adapters: Object.keys(adapters) }
}
