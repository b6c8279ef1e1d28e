import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { buildApp } from './app.ts'

function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'raqam-web-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Raqam</title>')
  return dir
}

it('answers the health check', async () => {
  const app = await buildApp({ webDist: webDist() })
  const response = await app.inject('/api/v1.0/health')
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ok' })
})

it('serves the storefront shell for client-side routes but not for unknown API calls', async () => {
  const app = await buildApp({ webDist: webDist() })
  expect((await app.inject('/shop/mobile')).body).toContain('<title>Raqam</title>')
  expect((await app.inject('/api/v1.0/nope')).statusCode).toBe(404)
})
