import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#app.ts'
import type { Db } from '#db/client.ts'
import { backends } from '#test/database.ts'
import { contractViolations } from '#test/contract.ts'
import { startApp, type TestApp } from '#test/harness.ts'

/** A stand-in for apps/web/dist: the shell and one fingerprinted asset. */
function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'raqam-web-'))
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Raqam</title>${'<!-- padding -->'.repeat(100)}`)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  return dir
}

describe.each(backends)('the server on $name', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startApp(backend, { seed: false, app: { webDist: webDist(), production: true } })
  })
  afterAll(() => t?.close())

  it('answers the health check with the database state', async () => {
    const response = await t.call({ url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('serves the storefront shell for client-side routes, revalidated on every visit', async () => {
    for (const path of ['/', '/shop/mobile', '/order/', '/favorites', '/signin', '/profile/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11']) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain('<title>Raqam</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-type']).toMatch(/^text\/html/)
    }
  })

  it('answers a path that is no page with the shell (its router shows "not found"), a 404 and the security headers', async () => {
    for (const path of ['/no/such/page', '/shop/boats', '/shop/car', '/details/boat/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11', '/about/us']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: path })
        expect(response.statusCode, `${method} ${path}`).toBe(404)
        expect(response.headers['content-type'], path).toMatch(/^text\/html/)
        expect(response.headers['cache-control'], path).toBe('no-cache')
        expect(response.headers['x-content-type-options'], path).toBe('nosniff')
        if (method === 'GET') expect(response.body, path).toContain('<title>Raqam</title>')
      }
    }
  })

  it('answers a detail page of no listing with the shell, a not-found title and a 404 (share tags: share-page.test.ts)', async () => {
    const response = await t.app.inject('/details/car/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('<title>Listing not found | Raqam</title>')
  })

  it('caches fingerprinted assets for a year and compresses them', async () => {
    const response = await t.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log')
  })

  it('keeps unknown API calls and missing files at 404 instead of the shell', async () => {
    for (const path of ['/api/v1.0/nope', '/assets/index-old.js']) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.json().message).toMatch(/^No route GET/)
    }
  })

  it('sends security headers with a policy that lets the storefront work and nothing else', async () => {
    const response = await t.app.inject('/')
    const policy = String(response.headers['content-security-policy'])
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))
    expect(directives['default-src']).toEqual(["'self'"])
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(directives['frame-src']).toEqual(['https://maps.google.com', 'https://www.google.com/maps', 'https://www.google.com/maps/'])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['upgrade-insecure-requests']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/)
  })

  it('has no development outbox in production', async () => {
    expect((await t.call({ url: '/dev/outbox' })).statusCode).toBe(404)
  })
})

it('answers 503 from the health check when the database does not answer', async () => {
  const unreachable = { execute: async () => Promise.reject(new Error('connection refused')) } as unknown as Db
  const app = await buildApp({ db: unreachable })
  const response = await app.inject('/api/v1.0/health')
  expect(response.statusCode).toBe(503)
  const observed = { method: 'GET', url: '/api/v1.0/health', status: 503, contentType: String(response.headers['content-type']), body: response.body }
  expect(contractViolations(observed)).toEqual([])
  expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' })
  await app.close()
})
