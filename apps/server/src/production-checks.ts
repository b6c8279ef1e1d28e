import type { Config } from './config.ts'
import type { MessagingConfig } from './notifier/from-env.ts'

/**
 * Why this configuration must not serve production (NODE_ENV=production), one sentence each; empty
 * when it may. main.ts prints them and exits before opening anything.
 */
export function productionRefusals(
  config: Pick<Config, 'production' | 'databaseUrl' | 'storefront' | 'addressKey'>,
  messaging: Pick<MessagingConfig, 'adapters' | 'missingTemplates' | 'messageKey' | 'retired'>,
): string[] {
  if (!config.production) return []
  const refusals: string[] = []
  if (!config.databaseUrl) {
    // PGlite runs PostgreSQL with fsync=off in one process per folder: fine for a demo, not for
    // customers' data (a power cut can lose committed writes).
    refusals.push(
      'NODE_ENV=production needs DATABASE_URL (PostgreSQL): the embedded database is for development and demos only; it does not flush writes to disk (fsync off) and serves one process per folder.',
    )
  }
  if (config.storefront === 'development') {
    refusals.push(
      'NODE_ENV=production refuses DEV_STOREFRONT=on: pages would be compiled from source on every change, by a development server.',
    )
  }
  const missing = [
    !messaging.adapters.includes('email') && 'SMTP_URL (e-mail)',
    !messaging.adapters.includes('whatsapp') && 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp)',
  ].filter(Boolean)
  if (missing.length > 0) {
    // Without an adapter a channel falls back to the outbox, whose only reader in production would
    // be the log: secrets in clear there, and customers who never get their codes.
    refusals.push(
      `NODE_ENV=production needs ${missing.join(' and ')}: verification codes and sent passwords must reach customers, and are never written to the log instead.`,
    )
  }
  if (messaging.missingTemplates.length > 0) {
    // WhatsApp delivers free text only to numbers that wrote first: every kind needs its approved template.
    refusals.push(
      `NODE_ENV=production needs a WhatsApp template for every message kind and language; not set: ${messaging.missingTemplates.join(', ')}.`,
    )
  }
  if (!messaging.messageKey) {
    refusals.push(
      'NODE_ENV=production needs MESSAGE_KEY (a long random string): it seals the codes and passwords of queued messages in the database.',
    )
  }
  if (!config.addressKey) {
    refusals.push(
      'NODE_ENV=production needs ADDRESS_KEY (a long random string): it keys the digests of client addresses that reports and view counts keep, which the development key would let anybody reverse.',
    )
  }
  if (messaging.retired.length > 0) {
    refusals.push(
      `${messaging.retired.join(' and ')} no longer ${messaging.retired.length > 1 ? 'mean' : 'means'} anything: each message kind has its own template now (WHATSAPP_TEMPLATE_<KIND>_<LANGUAGE>, see docs/deploy.md).`,
    )
  }
  return refusals
}
