import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverFiles } from '#files.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'
import { API_REFERENCE_PATHS } from './api-reference.ts'

/** The API reference: the contract drawn by Redoc, every piece of it from our own origin. */
describe('the API reference', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await startApp(backends[0]!)
  })
  afterAll(() => t?.close())

  it('is a page whose scripts are all ours, under the CSP every page has, without inline script', async () => {
    const page = await t.app.inject({ url: API_REFERENCE_PATHS.page })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)]
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ` src="${API_REFERENCE_PATHS.redoc}"`,
      ` src="${API_REFERENCE_PATHS.start}"`,
    ])
    expect(scripts.every(([, , body]) => body === '')).toBe(true)
    expect(page.body).toContain(`data-contract="${API_REFERENCE_PATHS.contract}"`)
    expect(page.body).toContain(`<a href="${API_REFERENCE_PATHS.contract}">`)
  })

  it('serves Redoc and its start from here, as scripts a cache may keep a day', async () => {
    for (const path of [API_REFERENCE_PATHS.redoc, API_REFERENCE_PATHS.start]) {
      const script = await t.app.inject({ url: path, headers: { 'accept-encoding': 'br' } })
      expect(script.statusCode, path).toBe(200)
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(script.headers['cache-control']).toBe('public, max-age=86400')
    }
  })

  it('sends each file compressed once for every client that accepts it, and plain to one that does not', async () => {
    const plain = await t.app.inject({ url: API_REFERENCE_PATHS.redoc, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const first = await t.app.inject({ url: API_REFERENCE_PATHS.redoc, headers: { 'accept-encoding': accept } })
      const again = await t.app.inject({ url: API_REFERENCE_PATHS.redoc, headers: { 'accept-encoding': accept } })
      expect(first.headers['content-encoding'], accept).toBe(encoding)
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
      const decoded = encoding === 'br' ? brotliDecompressSync(first.rawPayload) : gunzipSync(first.rawPayload)
      expect(decoded.equals(plain.rawPayload)).toBe(true)
    }
  })

  it('draws the contract the server routes from, as it is written', async () => {
    const contract = await t.app.inject({ url: API_REFERENCE_PATHS.contract })
    expect(contract.statusCode).toBe(200)
    expect(contract.headers['content-type']).toBe('application/yaml; charset=utf-8')
    expect(contract.body).toBe(readFileSync(serverFiles.contract, 'utf8'))
  })
})
