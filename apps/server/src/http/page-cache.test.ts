import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { pageCache } from './page-cache.ts'

/**
 * A storefront build of one page: it counts its renders and shows how many listings of the number
 * 86420 the API finds, so a test sees both when a page is rendered and what it was rendered from.
 */
const renderer = `
let renders = 0
export async function render(request) {
  renders++
  const url = new URL(request.url)
  if (url.pathname === '/away') return { status: 302, headers: { location: '/' } }
  const answer = await request.fetchApi(new Request(new URL('/api/v1.0/product/for-customers?keyword=86420', url)))
  const { paginationResult } = await answer.json()
  const language = url.searchParams.get('lang') ?? request.cookies.i18next ?? 'en'
  async function* body() {
    yield '<!doctype html><p>'
    yield 'render ' + renders + ' (' + request.part + '), listings ' + paginationResult.total + ', ' + language + '</p>'
  }
  const made = renders
  return {
    // A document cut in two, as apps/web cuts one: its render makes the later part too.
    ...(url.pathname === '/cut' && request.part === 'document' && {
      laterPart: () => ({
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: ['{"madeBy":' + made + '}'],
      }),
    }),
    status: url.pathname === '/missing' ? 404 : 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': url.pathname === '/live' ? 'no-store' : 'private, no-cache',
      vary: 'Cookie',
      ...(url.searchParams.has('lang') && { 'set-cookie': 'i18next=' + language + '; Path=/' }),
      ...(url.pathname === '/seen' && { 'set-cookie': 'seen=1; Path=/' }),
    },
    body: body(),
  }
}
`

describe.each(backends)('visitors’ pages, kept, on $name', (backend) => {
  let t: TestApp
  let webDist: string
  let token: string

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'raqam-pages-'))
    mkdirSync(join(webDist, 'client', '.vite'), { recursive: true })
    mkdirSync(join(webDist, 'server'))
    writeFileSync(join(webDist, 'client', 'index.html'), '<!doctype html>')
    writeFileSync(join(webDist, 'client', '.vite', 'manifest.json'), '{}')
    writeFileSync(join(webDist, 'server', 'entry-server.js'), renderer)
    t = await startApp(backend, { app: { webDist, answerCacheMs: 60_000 } })
    token = await signIn(t)
  })
  afterAll(async () => {
    await t?.close()
    rmSync(webDist, { recursive: true, force: true })
  })

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('renders a page once for visitors and sends it again, with an ETag and a 304 for the same copy', async () => {
    const first = await page('/shop')
    expect(first.statusCode).toBe(200)
    const again = await page('/shop')
    expect(again.body).toBe(first.body)
    expect(again.headers.etag).toMatch(/^"[\w-]{22}"$/)
    expect(again.headers['cache-control']).toBe('private, no-cache')
    const unchanged = await page('/shop', { 'if-none-match': again.headers.etag as string })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    // Another URL, or another language by cookie, is another page.
    expect((await page('/shop?page=2')).body).not.toBe(first.body)
    const arabic = await page('/shop', { cookie: 'i18next=ar' })
    expect(arabic.body).toMatch(/, ar<\/p>$/)
    expect((await page('/shop', { cookie: 'i18next=ar' })).body).toBe(arabic.body)
  })

  it("keeps the page a language link opens (its cookie is the key's), never one setting another cookie, and each part apart", async () => {
    const arabic = await page('/shop?lang=ar')
    expect(arabic.headers['set-cookie']).toBe('i18next=ar; Path=/')
    const again = await page('/shop?lang=ar')
    expect(again.body).toBe(arabic.body)
    expect(again.headers['set-cookie']).toBe('i18next=ar; Path=/')
    const seen = await page('/seen')
    expect((await page('/seen')).body).not.toBe(seen.body)
    const document = await page('/parts')
    const later = await page('/parts', { 'x-page-part': 'later' })
    expect(document.body).toContain('(document)')
    expect(later.body).toContain('(later)')
    expect((await page('/parts', { 'x-page-part': 'later' })).body).toBe(later.body)
    expect((await page('/parts')).body).toBe(document.body)
  })

  it("keeps the later part a document's render made, so asking for it renders nothing more; a session's is rendered", async () => {
    const document = await page('/cut')
    const made = /render (\d+)/.exec(document.body)?.[1]
    const later = await page('/cut', { 'x-page-part': 'later' })
    expect(later.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(later.body).toBe(`{"madeBy":${made}}`)
    // No render ran in between: the next page is the very next render.
    expect((await page('/after-cut')).body).toContain(`render ${Number(made) + 1} `)
    // A language link's document sets the language cookie, which the request for its later part carries.
    const arabic = await page('/cut?lang=ar')
    const madeInArabic = /render (\d+)/.exec(arabic.body)?.[1]
    expect(arabic.headers['set-cookie']).toBe('i18next=ar; Path=/')
    const arabicLater = await page('/cut?lang=ar', { cookie: 'i18next=ar', 'x-page-part': 'later' })
    expect(arabicLater.body).toBe(`{"madeBy":${madeInArabic}}`)
    // A signed-in visitor's pages are not kept, their parts neither.
    const signedIn = { cookie: `customerToken=${token}` }
    await page('/cut', signedIn)
    expect((await page('/cut', { ...signedIn, 'x-page-part': 'later' })).body).toContain('(later)')
  })

  it('sends a kept page compressed once in Brotli, to its first visitor too, and as it is to whoever takes no Brotli', async () => {
    const first = await page('/brotli', { 'accept-encoding': 'gzip, br' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding')
    const plain = await page('/brotli', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toMatch(/^<!doctype html><p>render \d+ \(document\)/)
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body)
    const again = await page('/brotli', { 'accept-encoding': 'br' })
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('renders every time for a signed-in visitor, and keeps neither redirects nor their pages', async () => {
    const signedIn = { cookie: `customerToken=${token}` }
    const first = await page('/favorites', signedIn)
    expect((await page('/favorites', signedIn)).body).not.toBe(first.body)
    expect((await page('/favorites', { authorization: `Bearer ${token}` })).body).not.toBe(first.body)
    expect((await page('/away')).statusCode).toBe(302)
    // The page of a missing listing is kept like any page.
    const missing = await page('/missing')
    expect(missing.statusCode).toBe(404)
    expect((await page('/missing')).body).toBe(missing.body)
  })

  it('never keeps a page its renderer marks no-store (what other writes than listings change)', async () => {
    const first = await page('/live')
    expect(first.headers['cache-control']).toBe('no-store')
    expect((await page('/live')).body).not.toBe(first.body)
  })

  it('forgets every page when a listing is written through any instance, not before', async () => {
    const before = await page('/details')
    expect(before.body).toContain('listings 0')
    // Written behind the app's back, without the notice a write through it sends: still the kept page.
    await t.database.db.insert(listings).values({
      category: 'car',
      city: 'dubai',
      code: 'D',
      number: '86420',
      digits: 5,
      titleEn: 'Dubai D 86420',
      titleAr: 'دبي D 86420',
      newPrice: 9000,
    })
    expect((await page('/details')).body).toBe(before.body)
    const published = await t.call({
      url: '/product',
      token,
      json: {
        category: 'car',
        titleEn: 'Ajman B 86420',
        titleAr: 'عجمان B 86420',
        number: '86420',
        city: 'ajman',
        code: 'B',
        newPrice: 500,
      },
    })
    expect(published.statusCode, published.body).toBe(201)
    await expect.poll(async () => (await page('/details')).body, { timeout: 5000 }).toContain('listings 2')
  })
})

describe('a page rendered across a listing’s write', () => {
  const answer = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }
  async function* html(text: string) {
    yield text
  }

  it('is sent but not kept: the write came after the mark its render began from', async () => {
    const pages = pageCache({ ttlMs: 60_000, maxEntries: 10 })
    const renderedFrom = pages.mark()
    pages.forget()
    expect((await pages.keep('/shop', answer, html('<p>before the write</p>'), renderedFrom))?.body.toString()).toBe(
      '<p>before the write</p>',
    )
    expect(pages.get('/shop')).toBeUndefined()
    await pages.keep('/shop', answer, html('<p>after it</p>'), pages.mark())
    expect(pages.get('/shop')?.body.toString()).toBe('<p>after it</p>')
  })
})
