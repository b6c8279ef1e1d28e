import { expect, it } from 'vitest'
import { messagingFromEnv } from './notifier/from-env.ts'
import { productionRefusals } from './production-checks.ts'

/** Everything production needs to send messages: both channels, every template, the sealing key. */
const ready = {
  SMTP_URL: 'smtp://mail.example:587',
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_NUMBER_ID: '1',
  WHATSAPP_TEMPLATE_VERIFICATION_CODE_EN: 'raqam_code',
  WHATSAPP_TEMPLATE_VERIFICATION_CODE_AR: 'raqam_code',
  WHATSAPP_TEMPLATE_MATCH_ALERT_EN: 'raqam_match',
  WHATSAPP_TEMPLATE_MATCH_ALERT_AR: 'raqam_match_ar:ar',
  WHATSAPP_TEMPLATE_MODERATION_DECISION_EN: 'raqam_decision',
  WHATSAPP_TEMPLATE_MODERATION_DECISION_AR: 'raqam_decision',
  MESSAGE_KEY: 'a-long-random-string-of-forty-characters',
}
const messaging = (env: Record<string, string>) => messagingFromEnv(env, () => {})
const production = {
  production: true,
  databaseUrl: 'postgres://db/raqam',
  storefront: 'built',
  addressKey: 'another-long-random-string-of-forty-chars',
} as const

it('lets development and tests run on anything', () => {
  expect(
    productionRefusals(
      { production: false, databaseUrl: undefined, storefront: 'development', addressKey: null },
      messaging({}),
    ),
  ).toEqual([])
})

it('lets production run on PostgreSQL with both channels, every template and the key', () => {
  expect(productionRefusals(production, messaging(ready))).toEqual([])
  expect(messaging(ready).templates.matchAlert).toEqual({
    en: { name: 'raqam_match', code: 'en' },
    ar: { name: 'raqam_match_ar', code: 'ar' },
  })
})

it('refuses the embedded database in production', () => {
  const [refusal, ...rest] = productionRefusals({ ...production, databaseUrl: undefined }, messaging(ready))
  expect(rest).toEqual([])
  expect(refusal).toMatch(/^NODE_ENV=production needs DATABASE_URL .*development and demos only.*fsync off/)
})

it('refuses production without a way to send codes, naming what is missing', () => {
  const { WHATSAPP_TOKEN: _token, ...withoutWhatsApp } = ready
  expect(productionRefusals(production, messaging(withoutWhatsApp))).toEqual([
    'NODE_ENV=production needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp): verification codes and sent passwords must reach customers, and are never written to the log instead.',
  ])
  const { SMTP_URL: _smtp, ...neither } = withoutWhatsApp
  expect(productionRefusals(production, messaging(neither))[0]).toMatch(
    /^NODE_ENV=production needs SMTP_URL \(e-mail\) and WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID \(WhatsApp\)/,
  )
})

it('refuses production while a message kind has no WhatsApp template, naming the settings', () => {
  const { WHATSAPP_TEMPLATE_MATCH_ALERT_AR: _ar, ...missing } = ready
  expect(productionRefusals(production, messaging(missing))).toEqual([
    'NODE_ENV=production needs a WhatsApp template for every message kind and language; not set: WHATSAPP_TEMPLATE_MATCH_ALERT_AR.',
  ])
})

it('refuses production without MESSAGE_KEY, and the one-template settings of before', () => {
  const { MESSAGE_KEY: _key, ...keyless } = ready
  expect(productionRefusals(production, messaging(keyless))).toEqual([
    'NODE_ENV=production needs MESSAGE_KEY (a long random string): it seals the codes and passwords of queued messages in the database.',
  ])
  expect(productionRefusals(production, messaging({ ...ready, WHATSAPP_TEMPLATE: 'raqam_code' }))).toEqual([
    'WHATSAPP_TEMPLATE no longer means anything: each message kind has its own template now (WHATSAPP_TEMPLATE_<KIND>_<LANGUAGE>, see docs/deploy.md).',
  ])
})

it('refuses production without ADDRESS_KEY, whose development key would let anybody reverse the digests', () => {
  expect(productionRefusals({ ...production, addressKey: null }, messaging(ready))).toEqual([
    'NODE_ENV=production needs ADDRESS_KEY (a long random string): it keys the digests of client addresses that reports and view counts keep, which the development key would let anybody reverse.',
  ])
})

it('refuses the development storefront (Vite compiling pages from source) in production', () => {
  expect(productionRefusals({ ...production, storefront: 'development' }, messaging(ready))).toEqual([
    'NODE_ENV=production refuses DEV_STOREFRONT=on: pages would be compiled from source on every change, by a development server.',
  ])
})
