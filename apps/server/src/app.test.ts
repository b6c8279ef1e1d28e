import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { AFTER_PAINT_SCRIPT } from '@raqam/routes/render'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShareCardFacts } from '@raqam/routes/render'
import { buildApp } from '#app.ts'
import { CARD_HEIGHT, CARD_WIDTH } from '#cards/card-svg.ts'
import { cardVersion } from '#cards/card-version.ts'
import type { Db } from '#db/handle.ts'
import { backends } from '#test/database.ts'
import { contractViolations } from '#test/contract.ts'
import { startApp, type TestApp } from '#test/harness.ts'

/** The built page template; the stand-in renderer hands it back, so pages can be told from the raw file. */
const TEMPLATE = `<!doctype html><title>Raqam</title><!--app-html-->${'<!-- padding -->'.repeat(100)}`
/** The client manifest of the stand-in build (what the renderer links its scripts from). */
const MANIFEST = { 'index.html': { file: 'assets/index-3f9a1c.js', src: 'index.html', isEntry: true } }
/** A stylesheet the build compressed beforehand (apps/web/build/precompress.ts): varied enough that Brotli's qualities differ. */
const STYLESHEET = Array.from(
  { length: 400 },
  (_, i) =>
    `.c${i}{margin:${i}px ${(i * 7) % 13}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}}`,
).join('\n')
const LISTING: ShareCardFacts = {
  _id: '3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11',
  category: 'car',
  city: 'dubai',
  code: 'A',
  number: '123',
  operator: null,
  newPrice: 50_000,
  isOrder: false,
  isSold: false,
}

/**
 * A stand-in for apps/web's `entry-server` that keeps the contract of @raqam/routes/render: a redirect
 * for /go-away, a streamed 404 for /missing, a render that throws for /broken (and whose failure page
 * throws too for /broken/twice), and otherwise a streamed 200 page that echoes all it was given (as
 * JSON between markers), after the template.
 */
const ENTRY_SERVER = `
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

export async function renderFailure(request, assets) {
  if (new URL(request.url).pathname === '/broken/twice') throw new Error('the failure page failed too')
  return {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: [assets.template, '<p id="failure">' + request.requestId + ' ' + request.cookies.i18next + '</p>'],
  }
}

export async function render(request, assets) {
  const url = new URL(request.url)
  if (url.pathname.startsWith('/broken')) throw new Error('a page that cannot be drawn')
  if (url.pathname === '/go-away') {
    return { status: 302, headers: { location: '/signin?next=%2Fgo-away', 'cache-control': 'no-store' } }
  }
  if (url.pathname === '/missing') {
    return {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body: (async function* () {
        yield '<!doctype html><h1>Not found</h1>'
        await tick()
        yield '<p>' + url.pathname + '</p>'
      })(),
    }
  }
  const health = await request.fetchApi(new Request(new URL('/api/v1.0/health', request.url)))
  const received = {
    url: request.url,
    cookies: request.cookies,
    health: { status: health.status, contentType: health.headers.get('content-type'), body: await health.json() },
    card: request.shareCard(${JSON.stringify(LISTING)}, 'ar'),
    soldCard: request.shareCard({ ...${JSON.stringify(LISTING)}, isSold: true }, 'en'),
    template: assets.template,
    manifest: assets.manifest,
  }
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-rendered-by': 'stand-in',
      'set-cookie': ['seen=1; Path=/', 'theme=dark; Path=/'],
    },
    body: (async function* () {
      yield assets.template
      await tick()
      yield '<script type="application/json" id="received">'
      await tick()
      yield JSON.stringify(received)
      yield '</script>'
    })(),
  }
}
`

const folders: string[] = []

/** A stand-in for apps/web/dist: client/ (template, manifest, assets) and, unless told not to, server/entry-server.js. */
function webDist({ renderer = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'raqam-web-'))
  folders.push(dir)
  const client = join(dir, 'client')
  mkdirSync(join(client, '.vite'), { recursive: true })
  mkdirSync(join(client, 'assets'))
  writeFileSync(join(client, 'index.html'), TEMPLATE)
  writeFileSync(join(client, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  writeFileSync(join(client, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  writeFileSync(join(client, 'assets', 'style-8b1e2d.css'), STYLESHEET)
  writeFileSync(join(client, 'assets', 'style-8b1e2d.css.br'), brotliCompressSync(STYLESHEET))
  writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  if (renderer) {
    mkdirSync(join(dir, 'server'))
    writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY_SERVER)
  }
  return dir
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

type Received = {
  url: string
  cookies: Record<string, string>
  health: { status: number; contentType: string | null; body: { status: string; database: string } }
  card: { url: string; width: number; height: number }
  soldCard: { url: string; width: number; height: number }
  template: string
  manifest: unknown
}

/** What the stand-in renderer was handed, read back from the page it streamed. */
function received(body: string): Received {
  expect(body.startsWith(TEMPLATE), 'the page starts with the template').toBe(true)
  const match = /<script type="application\/json" id="received">(.*)<\/script>$/s.exec(body)
  expect(match, 'the page carries what the renderer received').not.toBeNull()
  return JSON.parse(match![1]!) as Received
}

describe.each(backends)('the server on $name', (backend) => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = webDist()
    t = await startApp(backend, { seed: false, app: { webDist: dist, production: true } })
  })
  afterAll(() => t?.close())

  it('answers the health check with the database state', async () => {
    const response = await t.call({ url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('hands every page to the renderer with its absolute URL, the cookies, the API in-process and share cards', async () => {
    const response = await t.app.inject({
      url: '/shop/car?lang=ar&page=2',
      headers: { host: 'shop.test:8080', cookie: 'lang=ar; token=abc%20def' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const got = received(response.body)
    expect(got.url).toBe('http://shop.test:8080/shop/car?lang=ar&page=2')
    expect(got.cookies).toEqual({ lang: 'ar', token: 'abc def' })
    expect(got.health).toEqual({
      status: 200,
      contentType: expect.stringMatching(/^application\/json/),
      body: expect.objectContaining({ status: 'ok', database: 'ok' }),
    })
    expect(got.template).toBe(TEMPLATE)
    expect(got.manifest).toEqual(MANIFEST)

    // The share card: under the API at the page's origin, in the page's language, versioned by what it draws.
    const card = new URL(got.card.url)
    expect(card.origin).toBe('http://shop.test:8080')
    expect(card.pathname).toBe(`/api/v1.0/product/${LISTING._id}/card.png`)
    expect([...card.searchParams.keys()]).toEqual(['lang', 'v'])
    expect(card.searchParams.get('lang')).toBe('ar')
    expect(card.searchParams.get('v')).toMatch(/^[0-9A-Za-z_-]{8,64}$/)
    expect(card.searchParams.get('v')).toBe(cardVersion(LISTING))
    expect(got.card).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT })
    const sold = new URL(got.soldCard.url)
    expect(sold.pathname).toBe(card.pathname)
    expect(sold.searchParams.get('lang')).toBe('en')
    expect(sold.searchParams.get('v'), 'a sale gives the card a new version').not.toBe(card.searchParams.get('v'))

    // ...and that URL is the API's card route (its query valid): here no listing has it, so the route's own 404.
    const fetched = await t.call({ url: `${card.pathname}${card.search}` })
    expect(fetched.statusCode).toBe(404)
    expect(fetched.json().message).not.toMatch(/^No route/)
  })

  it('gives the renderer the public URL when one is configured, whatever the Host header says', async () => {
    const app = await buildApp({
      db: t.database.db,
      jobQueue: t.database.jobQueue,
      webDist: dist,
      production: true,
      rateLimit: false,
      publicUrl: 'https://raqam.example',
    })
    try {
      const response = await app.inject({ url: '/details/car/1?lang=ar', headers: { host: 'internal:3000' } })
      expect(response.statusCode, response.body).toBe(200)
      const got = received(response.body)
      expect(got.url).toBe('https://raqam.example/details/car/1?lang=ar')
      expect(got.card.url).toMatch(
        new RegExp(`^https://raqam\\.example/api/v1\\.0/product/${LISTING._id}/card\\.png\\?lang=ar&v=[0-9A-Za-z_-]+$`),
      )
      expect(got.health).toMatchObject({ status: 200, body: { status: 'ok' } })
    } finally {
      await app.close()
    }
  })

  it("sends the renderer's status, headers and streamed body as they are, for GET and HEAD, with the security headers", async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await t.app.inject({ method, url: '/favorites' })
      expect(page.statusCode, `${method} /favorites`).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['x-rendered-by']).toBe('stand-in')
      expect(page.headers['set-cookie']).toEqual(['seen=1; Path=/', 'theme=dark; Path=/'])
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['content-security-policy']).toContain("default-src 'self'")
      if (method === 'GET') expect(received(page.body).url).toBe('http://localhost:80/favorites')
      else expect(page.body).toBe('')

      const missing = await t.app.inject({ method, url: '/missing' })
      expect(missing.statusCode, `${method} /missing`).toBe(404)
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(missing.headers['cache-control']).toBe('no-cache')
      expect(missing.headers['x-content-type-options']).toBe('nosniff')
      expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(missing.body).toBe(method === 'GET' ? '<!doctype html><h1>Not found</h1><p>/missing</p>' : '')

      const redirect = await t.app.inject({ method, url: '/go-away' })
      expect(redirect.statusCode, `${method} /go-away`).toBe(302)
      expect(redirect.headers.location).toBe('/signin?next=%2Fgo-away')
      expect(redirect.headers['cache-control']).toBe('no-store')
      expect(redirect.headers['x-content-type-options']).toBe('nosniff')
      expect(redirect.body).toBe('')
    }
  })

  // @fastify/compress adds its hooks to routes (onRoute): pages are answered by a real route, not the
  // not-found handler, so they are compressed too.
  it('compresses rendered pages for clients that accept it', async () => {
    const response = await t.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(received(gunzipSync(response.rawPayload).toString()).url).toBe('http://localhost:80/shop')
  })

  it('renders / rather than serving the static folder, and never serves index.html raw', async () => {
    const home = await t.app.inject('/')
    expect(home.statusCode).toBe(200)
    expect(home.headers['x-rendered-by']).toBe('stand-in')
    expect(home.body).not.toBe(TEMPLATE)
    expect(received(home.body).url).toBe('http://localhost:80/')

    // /index.html is a file path: the static files refuse it, so it is answered like a missing file.
    for (const url of [
      '/index.html',
      '/index.html?lang=ar',
      '/%69ndex.html',
      '/client/index.html',
      '/.vite/manifest.json',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/)
        expect(response.headers['x-rendered-by'], `${method} ${url}`).toBeUndefined()
        if (method === 'GET') {
          expect(response.body).not.toContain('<title>Raqam</title>')
          expect(response.json()).toEqual({
            requestId: expect.any(String),
            code: 'routeNotFound',
            message: 'There is nothing at this address',
          })
        }
      }
    }
  })

  it('caches fingerprinted assets for a year and compresses them; other files are revalidated', async () => {
    const response = await t.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log')

    const icon = await t.app.inject('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('no-cache')
    expect(icon.body).toContain('<svg')
  })

  it("sends the build's compressed copy of a file as it is, where compressing on the fly would send more", async () => {
    // What Chromium offers.
    const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const response = await t.app.inject({ url: '/assets/style-8b1e2d.css', headers: chromium })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(STYLESHEET)
    const onTheFly = brotliCompressSync(STYLESHEET, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    expect(response.rawPayload.equals(brotliCompressSync(STYLESHEET))).toBe(true)
    expect(response.rawPayload.length).toBeLessThan(onTheFly.length)

    // A browser without Brotli gets the file compressed the way it can read.
    const gzip = await t.app.inject({ url: '/assets/style-8b1e2d.css', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(STYLESHEET)

    // A page is compressed as it goes, with Brotli too: zstd's quick level sends more.
    const page = await t.app.inject({ url: '/', headers: chromium })
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Raqam</title>')
  })

  it('sends a page again by GET (303) when a form reaches it before its script, keeping nothing sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/signin?next=%2Ffavorites',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=not-in-any-address',
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/signin?next=%2Ffavorites')
    expect(response.body).not.toContain('not-in-any-address')
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--x--\r\n',
    })
    expect(multipart.statusCode).toBe(303)
    expect(multipart.headers.location).toBe('/contact')
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1.0/nope', payload: {} })
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps unknown API calls and missing files at 404 instead of rendering them', async () => {
    for (const path of ['/api/v1.0/nope', '/api/v1.0/nope/', '/assets/index-old.js', '/favicon.ico']) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.headers['x-rendered-by'], path).toBeUndefined()
      expect(response.json()).toEqual({
        requestId: expect.any(String),
        code: 'routeNotFound',
        message: 'There is nothing at this address',
      })
    }
  })

  it('sends security headers with a policy that lets the storefront work and nothing else', async () => {
    const response = await t.app.inject('/')
    expect(response.headers['x-rendered-by']).toBe('stand-in')
    const policy = String(response.headers['content-security-policy'])
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    )
    expect(directives['default-src']).toEqual(["'self'"])
    // Same-origin scripts, and the page's one inline script by the hash of its exact text (ADR 0042).
    const afterPaint = createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${afterPaint}'`])
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(directives['frame-src']).toEqual([
      'https://maps.google.com',
      'https://www.google.com/maps',
      'https://www.google.com/maps/',
    ])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['upgrade-insecure-requests']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/)
  })

  it("answers a page whose render fails with the storefront's failure page, never the API's JSON", async () => {
    const failed = await t.app.inject({ url: '/broken?lang=ar', headers: { cookie: 'i18next=ar' } })
    expect(failed.statusCode).toBe(500)
    expect(failed.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(failed.headers['cache-control']).toBe('no-store')
    const requestId = failed.headers['x-request-id']
    expect(requestId).toMatch(/^[\w-]{8,}$/)
    // The failure page is the renderer's, given the request's id to quote and the page's cookies.
    expect(failed.body.startsWith(TEMPLATE)).toBe(true)
    expect(failed.body).toContain(`<p id="failure">${requestId} ar</p>`)

    // And when that fails too, a plain page of the server's own, in the page's language.
    for (const [url, language, words] of [
      ['/broken/twice?lang=ar', 'ar', 'حدث خطأ من جهتنا'],
      ['/broken/twice', 'en', 'Something went wrong on our side'],
    ] as const) {
      const plain = await t.app.inject({ url })
      expect(plain.statusCode).toBe(500)
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(plain.body).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
      expect(plain.body).toContain(`<h1>${words}`)
      expect(plain.body).toContain(String(plain.headers['x-request-id']))
    }
    // The API keeps its JSON.
    expect((await t.call({ url: '/no-such-operation' })).headers['content-type']).toMatch(/^application\/json/)
  })

  it('answers the API only when the build has no renderer', async () => {
    const app = await buildApp({
      db: t.database.db,
      jobQueue: t.database.jobQueue,
      webDist: webDist({ renderer: false }),
      production: true,
      rateLimit: false,
    })
    try {
      for (const path of ['/', '/shop/car', '/favorites']) {
        const response = await app.inject(path)
        expect(response.statusCode, path).toBe(404)
        expect(response.headers['content-type'], path).toMatch(/^application\/json/)
        expect(response.json()).toEqual({
          requestId: expect.any(String),
          code: 'routeNotFound',
          message: 'There is nothing at this address',
        })
      }
      // Without the renderer the build is not served at all, its files neither.
      expect((await app.inject('/assets/index-3f9a1c.js')).statusCode).toBe(404)
      expect((await app.inject('/api/v1.0/health')).json()).toMatchObject({ status: 'ok' })
    } finally {
      await app.close()
    }
  })

  it('has no development outbox in production', async () => {
    expect((await t.call({ url: '/dev/outbox' })).statusCode).toBe(404)
  })
})

it('answers 503 from the health check when the database does not answer', async () => {
  const unreachable = { execute: async () => Promise.reject(new Error('connection refused')) } as unknown as Db
  // The message queue keeps a database of its own that answers: only the app's queries fail.
  const queueDatabase = await backends[0]!.open()
  const app = await buildApp({ db: unreachable, jobQueue: queueDatabase.jobQueue })
  const response = await app.inject('/api/v1.0/health')
  expect(response.statusCode).toBe(503)
  const observed = {
    method: 'GET',
    url: '/api/v1.0/health',
    status: 503,
    contentType: String(response.headers['content-type']),
    body: response.body,
  }
  expect(contractViolations(observed)).toEqual([])
  expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' })
  await app.close()
  await queueDatabase.dispose()
})
