import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { SaxesParser } from 'saxes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicPageHrefs } from '@raqam/routes/paths'
import { customers, listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { signIn, startApp, type TestApp } from '#test/harness.ts'
import { serveCrawlerFiles } from './crawlers.ts'
import { securityHeaderList } from './security-headers.ts'

interface UrlEntry {
  loc: string
  alternates: Record<string, string>
}

/** A sitemap read by a conforming XML parser (it throws on anything not well-formed): its urls or index entries. */
function readSitemap(xml: string): { root: string; urls: UrlEntry[]; sitemaps: string[] } {
  const parser = new SaxesParser({ xmlns: true })
  let root = ''
  const urls: UrlEntry[] = []
  const sitemaps: string[] = []
  const open: string[] = []
  let text = ''
  parser.on('opentag', (tag) => {
    if (open.length === 0) root = `{${tag.uri}}${tag.local}`
    open.push(tag.local)
    text = ''
    if (tag.local === 'url') urls.push({ loc: '', alternates: {} })
    if (tag.local === 'link' && tag.uri === 'http://www.w3.org/1999/xhtml') {
      expect(tag.attributes.rel?.value).toBe('alternate')
      urls.at(-1)!.alternates[tag.attributes.hreflang!.value] = tag.attributes.href!.value
    }
  })
  parser.on('text', (chunk) => (text += chunk))
  parser.on('closetag', (tag) => {
    open.pop()
    if (tag.local === 'loc' && open.at(-1) === 'url') urls.at(-1)!.loc = text
    if (tag.local === 'loc' && open.at(-1) === 'sitemap') sitemaps.push(text)
  })
  parser.write(xml).close()
  return { root, urls, sitemaps }
}

const URLSET = '{http://www.sitemaps.org/schemas/sitemap/0.9}urlset'
const INDEX = '{http://www.sitemaps.org/schemas/sitemap/0.9}sitemapindex'

/** Each page once in English (plain) and once in Arabic (`?lang=ar`), naming both and x-default. */
function expectPagesInBothLanguages(urls: UrlEntry[], pageUrls: string[]) {
  const expected = pageUrls.flatMap((url) => {
    const alternates = { en: url, ar: `${url}?lang=ar`, 'x-default': url }
    return [
      { loc: url, alternates },
      { loc: `${url}?lang=ar`, alternates },
    ]
  })
  expect(urls).toHaveLength(expected.length)
  expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length)
  expect(urls).toEqual(expect.arrayContaining(expected))
}

describe.each(backends)('robots.txt and sitemap.xml on $name', (backend) => {
  let t: TestApp
  let visible: { id: string; category: string }[]
  let hidden: { id: string; customerId: string | null }[]

  beforeAll(async () => {
    t = await startApp(backend)
    const db = t.database.db
    visible = await db
      .select({ id: listings.id, category: listings.category })
      .from(listings)
      .where(eq(listings.status, true))
    hidden = await db
      .select({ id: listings.id, customerId: listings.customerId })
      .from(listings)
      .where(eq(listings.status, false))
  })
  afterAll(() => t?.close())

  const detailUrls = (origin: string) => visible.map((l) => `${origin}/details/${l.category}/${l.id}`)
  const pageUrls = (origin: string) => publicPageHrefs().map((href) => `${origin}${href}`)

  it('robots.txt keeps crawlers off the API, the customer pages, the sign-in forms and the console, and names the sitemap by the request origin', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'raqam.test:4340' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.headers['content-security-policy']).toBe(securityHeaderList(false)['content-security-policy'])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/api/', '/favorites', '/my-profile', '/signin', '/signup', '/change-password', '/moderation'])
      expect(lines).toContain(`Disallow: ${path}`)
    // The console's pages sit under /moderation, which closes them all.
    expect(lines.filter((line) => line.startsWith('Disallow: /moderation'))).toEqual(['Disallow: /moderation'])
    for (const path of ['/', '/shop', '/details/', '/profile/', '/about'])
      expect(lines).not.toContain(`Disallow: ${path}`)
    expect(lines).toContain('Allow: /api/v1.0/product/*/card.png')
    expect(lines).toContain('Sitemap: http://raqam.test:4340/sitemap.xml')
  })

  it('robots.txt names the sitemap under PUBLIC_URL when set, whatever the Host', async () => {
    const app = await startApp(backend, { app: { publicUrl: 'https://raqam.example' } })
    try {
      const response = await app.app.inject({ url: '/robots.txt', headers: { host: 'evil.test' } })
      expect(response.body.split('\n')).toContain('Sitemap: https://raqam.example/sitemap.xml')
      expect(response.body).not.toContain('evil.test')
    } finally {
      await app.close()
    }
  })

  it('sitemap.xml lists the public pages and every shared listing once per language with hreflang pairs', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'raqam.test' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const { root, urls } = readSitemap(response.body)
    expect(root).toBe(URLSET)
    expect(visible.length).toBeGreaterThan(100)
    expectPagesInBothLanguages(urls, [...pageUrls('http://raqam.test'), ...detailUrls('http://raqam.test')])
  })

  it('sitemap.xml leaves out listings that are not shared, a customer’s own and anybody else’s', async () => {
    // The demo customer's own listing, hidden: not even its owner's session puts it in the sitemap.
    const [owner] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'demo@raqam.ae'))
    const [demo] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.customerId, owner!.id))
      .limit(1)
    await t.database.db.update(listings).set({ status: false }).where(eq(listings.id, demo!.id))
    try {
      // Others' hidden listings too: the seed hides some of every seller's.
      expect(hidden.filter((l) => l.customerId !== owner!.id).length).toBeGreaterThan(0)
      const token = await signIn(t)
      const { urls } = readSitemap(
        (await t.app.inject({ url: '/sitemap.xml', cookies: { customerToken: token } })).body,
      )
      const text = urls.map((u) => u.loc).join('\n')
      for (const listing of [...hidden, demo!]) expect(text).not.toContain(listing.id)
      expect(urls).toHaveLength((publicPageHrefs().length + visible.filter((l) => l.id !== demo!.id).length) * 2)
    } finally {
      await t.database.db.update(listings).set({ status: true }).where(eq(listings.id, demo!.id))
    }
  })

  it('escapes what XML must not read raw in the URLs', async () => {
    const app = await startApp(backend, { app: { publicUrl: `https://raqam.example/a&b'<">` } })
    try {
      const response = await app.app.inject('/sitemap.xml')
      expect(response.body).toContain('<loc>https://raqam.example/a&amp;b&apos;&lt;&quot;&gt;/about</loc>')
      const { urls } = readSitemap(response.body)
      expect(urls.map((u) => u.loc)).toContain(`https://raqam.example/a&b'<">/about?lang=ar`)
      expect(urls.find((u) => u.loc.endsWith('/about'))!.alternates.ar).toBe(
        `https://raqam.example/a&b'<">/about?lang=ar`,
      )
    } finally {
      await app.close()
    }
  })

  it('answers HEAD with the headers and no body', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await t.app.inject({ method: 'HEAD', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^(application\/xml|text\/plain); charset=utf-8$/)
      expect(response.body).toBe('')
    }
  })

  it('over the URL limit, sitemap.xml is an index of numbered sitemaps that together list every page once per language', async () => {
    const urlLimit = 100
    const app = await startApp(backend, { app: { sitemapUrlLimit: urlLimit, publicUrl: 'https://raqam.example' } })
    try {
      const index = await app.app.inject('/sitemap.xml')
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
      const { root, sitemaps } = readSitemap(index.body)
      expect(root).toBe(INDEX)
      const files = Math.ceil(visible.length / (urlLimit / 2))
      expect(sitemaps).toEqual([
        'https://raqam.example/sitemaps/pages.xml',
        ...Array.from({ length: files }, (_, i) => `https://raqam.example/sitemaps/listings-${i + 1}.xml`),
      ])
      const all: UrlEntry[] = []
      for (const url of sitemaps) {
        const response = await app.app.inject(url.replace('https://raqam.example', ''))
        expect(response.statusCode, url).toBe(200)
        const { root: fileRoot, urls } = readSitemap(response.body)
        expect(fileRoot).toBe(URLSET)
        expect(urls.length, url).toBeLessThanOrEqual(urlLimit)
        all.push(...urls)
      }
      expectPagesInBothLanguages(all, [...pageUrls('https://raqam.example'), ...detailUrls('https://raqam.example')])
      for (const missing of [
        `/sitemaps/listings-${files + 1}.xml`,
        '/sitemaps/listings-0.xml',
        '/sitemaps/other.xml',
      ]) {
        expect((await app.app.inject(missing)).statusCode, missing).toBe(404)
      }
    } finally {
      await app.close()
    }
  })
})

describe('sitemap streaming', () => {
  it('reads the listings a few at a time, each file from its own first listing, and lists each once', async () => {
    const ids = Array.from({ length: 103 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    const asked: { after: string | null; offset: number; limit: number }[] = []
    const app = Fastify()
    serveCrawlerFiles(app, {
      listings: {
        count: async () => ids.length,
        page: async (page) => {
          asked.push(page)
          const start = page.after ? ids.indexOf(page.after) + 1 : 0
          return ids
            .slice(start + page.offset, start + page.offset + page.limit)
            .map((id) => ({ id, category: 'mobile' as const }))
        },
      },
      publicUrl: 'https://raqam.example',
      allow: [],
      disallow: [],
      urlLimit: 80,
      listingsPerQuery: 7,
    })
    const seen: string[] = []
    for (const file of [1, 2, 3]) {
      const { urls } = readSitemap((await app.inject(`/sitemaps/listings-${file}.xml`)).body)
      seen.push(...urls.filter((u) => !u.loc.endsWith('?lang=ar')).map((u) => u.loc.split('/').at(-1)!))
    }
    expect(seen).toEqual(ids)
    expect(Math.max(...asked.map((page) => page.limit))).toBe(7)
    // Each file skips to its start once (offsets 0, 40, 80), then continues from the last id.
    expect(asked.filter((page) => page.after === null).map((page) => page.offset)).toEqual([0, 40, 80])
    expect((await app.inject('/sitemaps/listings-4.xml')).statusCode).toBe(404)
    await app.close()
  })
})
