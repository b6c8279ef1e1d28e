import { expect, it } from 'vitest'
import { productionRefusals } from './production-checks.ts'

const adapters = ['email', 'whatsapp']

it('lets development and tests run on anything', () => {
  expect(productionRefusals({ production: false, databaseUrl: undefined, storefront: 'development' }, [])).toEqual([])
})

it('lets production run on PostgreSQL with both message adapters', () => {
  expect(
    productionRefusals({ production: true, databaseUrl: 'postgres://db/raqam', storefront: 'built' }, adapters),
  ).toEqual([])
})

it('refuses the embedded database in production', () => {
  const [refusal, ...rest] = productionRefusals(
    { production: true, databaseUrl: undefined, storefront: 'built' },
    adapters,
  )
  expect(rest).toEqual([])
  expect(refusal).toMatch(/^NODE_ENV=production needs DATABASE_URL .*development and demos only.*fsync off/)
})

it('refuses production without a way to send codes, naming what is missing', () => {
  expect(
    productionRefusals({ production: true, databaseUrl: 'postgres://db/raqam', storefront: 'built' }, ['email']),
  ).toEqual([
    'NODE_ENV=production needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp): verification codes and sent passwords must reach customers, and are never written to the log instead.',
  ])
  expect(
    productionRefusals({ production: true, databaseUrl: 'postgres://db/raqam', storefront: 'built' }, [])[0],
  ).toMatch(
    /^NODE_ENV=production needs SMTP_URL \(e-mail\) and WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID \(WhatsApp\)/,
  )
})

it('refuses the development storefront (Vite compiling pages from source) in production', () => {
  expect(
    productionRefusals({ production: true, databaseUrl: 'postgres://db/raqam', storefront: 'development' }, adapters),
  ).toEqual([
    'NODE_ENV=production refuses DEV_STOREFRONT=on: pages would be compiled from source on every change, by a development server.',
  ])
})
