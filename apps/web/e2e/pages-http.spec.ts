import type { APIRequestContext } from '@playwright/test'
import { api, demo, expect, test } from './fixtures.ts'
import { firstListing, visitorPages } from './pages.ts'

/*
 * What crawlers and link previews get, over plain HTTP (no browser): real statuses, redirects for the
 * guarded pages, the head of every page (title, canonical, hreflang pairs, Open Graph), and a listing's
 * structured data. ADR 0012.
 */

/** The `<head>` facts of a rendered page. */
async function head(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 })
  const html = await response.text()
  const attribute = (tag: string, name: string) => unescapeHtml(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1])
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0])
  const meta = (key: string) => {
    const tag = tags(/<meta [^>]*>/g).find(
      (one) => attribute(one, 'property') === key || attribute(one, 'name') === key,
    )
    return tag ? attribute(tag, 'content') : undefined
  }
  return {
    response,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: tags(/<link rel="canonical"[^>]*>/g).map((tag) => attribute(tag, 'href'))[0],
    alternates: Object.fromEntries(
      tags(/<link rel="alternate"[^>]*>/g).map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
    ),
    meta,
    structuredData: tags(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g).map(
      (tag) => JSON.parse(tag.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>,
    ),
  }
}

function unescapeHtml(text: string | undefined): string | undefined {
  return text?.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  )
}

test.describe('pages over HTTP', () => {
  test('every page a visitor can open answers 200 with its own title, rendered for nobody else', async ({
    request,
  }) => {
    const pages = Object.entries(await visitorPages(request))
    const titles = new Set<string>()
    for (const [name, path] of pages) {
      const page = await head(request, path)
      expect(page.response.status(), name).toBe(name === 'not-found' ? 404 : 200)
      expect(page.response.headers()['content-type'], name).toBe('text/html; charset=utf-8')
      expect(page.response.headers()['cache-control'], name).toBe('private, no-cache')
      expect(page.response.headers()['vary'], name).toMatch(/cookie/i)
      expect(page.title, name).toMatch(/ \| Raqam$/)
      titles.add(page.title!)
      // The page itself, not an empty root for a script to fill.
      expect(page.html, name).toMatch(/<h1[ >]/)
    }
    expect(titles.size).toBe(pages.length)
  })

  test('a missing listing, a malformed id and a path outside the table answer 404 with the styled page', async ({
    request,
  }) => {
    for (const path of [
      '/details/car/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11',
      '/details/car/not-an-id',
      '/profile/not-an-id',
      '/profile/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11',
      '/shop/boats',
      '/no/such/page',
    ]) {
      const page = await head(request, path)
      expect(page.response.status(), path).toBe(404)
      expect(page.meta('robots'), path).toBe('noindex')
      // The styled page's own words in the body, not only in the title.
      expect(page.html.slice(page.html.indexOf('<body')), path).toMatch(
        />(Listing not found|Seller not found|Page not found)</,
      )
    }
    // A listing asked under another category is not that page either.
    const mobile = await firstListing(request, 'mobile')
    expect((await request.get(`/details/car/${mobile._id}`)).status()).toBe(404)
  })

  test('the guarded pages are real redirects: visitors to sign in, customers away from the sign-in forms', async ({
    request,
  }) => {
    for (const path of ['/my-profile', '/favorites', '/favorites/mobile']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(302)
      expect(response.headers()['location'], path).toBe(`/signin?next=${encodeURIComponent(path)}`)
    }
    const signin = await request.post(api('/auth/customer/signin'), { data: demo })
    const { token } = (await signin.json()) as { token: string }
    const cookie = { cookie: `customerToken=${token}` }
    for (const path of ['/signin', '/signup', '/change-password']) {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie })
      expect(response.status(), path).toBe(302)
      expect(response.headers()['location'], path).toBe('/')
    }
    const profile = await head(request, '/my-profile', cookie)
    expect(profile.response.status()).toBe(200)
    expect(profile.html).toContain('demo@raqam.ae')
    expect(profile.meta('robots')).toBe('noindex')
    // A token the server no longer accepts: the visitor is sent to sign in, and the cookie goes.
    const stale = await request.get('/my-profile', {
      maxRedirects: 0,
      headers: { cookie: 'customerToken=stale-token-0123456789abcdefghijklmnopqrstuv' },
    })
    expect(stale.status()).toBe(302)
    expect(stale.headers()['set-cookie']).toMatch(/^customerToken=; Path=\/; Max-Age=0/)
  })

  test('language in the first byte: ?lang= first, then the cookie, then English', async ({ request }) => {
    expect((await head(request, '/shop?lang=ar')).html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/)
    expect((await head(request, '/shop', { cookie: 'i18next=ar' })).html).toMatch(/<html lang="ar" dir="rtl">/)
    expect((await head(request, '/shop?lang=en', { cookie: 'i18next=ar' })).html).toMatch(/<html lang="en" dir="ltr">/)
    expect((await head(request, '/shop')).html).toMatch(/<html lang="en" dir="ltr">/)
    expect((await head(request, '/shop?lang=ar')).title).toBe('لوحات السيارات · المتجر | رقم')
  })

  test("a language link's page tells its script the cookie it set, so the script does not write it again", async ({
    playwright,
    baseURL,
  }) => {
    // A fresh visitor, as a browser: the document sets the cookie, and the later part is asked for with it.
    const visitor = await playwright.request.newContext({ baseURL })
    const document = await visitor.get('/shop?lang=ar')
    expect(document.headers()['set-cookie']).toMatch(/^i18next=ar;/)
    const later = await visitor.get('/shop?lang=ar', { headers: { 'x-page-part': 'later' } })
    const { state } = (await later.json()) as { state: { language: string; storedLanguage: string | null } }
    await visitor.dispose()
    expect(state).toMatchObject({ language: 'ar', storedLanguage: 'ar' })
  })

  test('a page carries its data but not its texts: it names their files, in its language, among the scripts to preload', async ({
    request,
  }) => {
    const json = (html: string, id: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1] ?? 'null',
      ) as unknown
    for (const [path, language, texts] of [
      ['/shop', 'en', ['common', 'shop']],
      ['/shop?lang=ar', 'ar', ['common', 'shop']],
      ['/?lang=ar', 'ar', ['common', 'home']],
    ] as const) {
      const { html } = await head(request, path)
      // The document holds the first screen; its state comes with what follows it (ADR 0043).
      expect(json(html, 'page-state'), path).toBeNull()
      const later = await request.get(path, { headers: { 'x-page-part': 'later' } })
      expect(later.headers()['content-type'], path).toMatch(/^application\/json/)
      const { state } = (await later.json()) as {
        state: { namespaces: string[]; resources?: unknown; queries: unknown }
      }
      expect(state.resources, path).toBeUndefined()
      expect(state.queries, path).toBeTruthy()
      expect(state.namespaces, path).toEqual(expect.arrayContaining([...texts]))
      // Each namespace's texts are a file of the build (common.json → common-<hash>.js), in the page's language.
      const modules = json(html, 'page-modules') as string[]
      for (const namespace of texts) {
        expect(modules, `${path}: ${namespace}`).toContainEqual(
          expect.stringMatching(new RegExp(`^/assets/${namespace}-[\\w-]+\\.js$`)),
        )
      }
      const common = modules.find((file) => /^\/assets\/common-[\w-]+\.js$/.test(file))!
      const commonTexts = await (await request.get(common)).text()
      expect(commonTexts, path).toContain(language === 'ar' ? 'المتجر' : 'Shop')
      expect(commonTexts, path).not.toContain(language === 'ar' ? 'Shop' : 'المتجر')
    }
  })

  test('hreflang alternates come in pairs: each language names the other, and itself as canonical', async ({
    request,
    playwright,
    baseURL,
  }) => {
    for (const path of ['/', '/shop/mobile', '/about', `/details/car/${(await firstListing(request, 'car'))._id}`]) {
      // A fresh context per page: following the Arabic link sets the language cookie, as in a browser,
      // which would make the next page without ?lang= Arabic too.
      const visitor = await playwright.request.newContext({ baseURL })
      const english = await head(visitor, path)
      const arabic = await head(visitor, english.alternates.ar!.replace(baseURL!, ''))
      await visitor.dispose()
      expect(english.alternates, path).toEqual(arabic.alternates)
      expect(english.canonical, path).toBe(english.alternates.en)
      expect(arabic.canonical, path).toBe(english.alternates.ar)
      expect(english.alternates['x-default'], path).toBe(english.alternates.en)
      expect(english.alternates.ar, path).toMatch(/[?&]lang=ar$/)
      expect(english.meta('og:url'), path).toBe(english.canonical)
      expect(arabic.meta('og:locale'), path).toBe('ar_AE')
    }
  })

  test('a listing carries its share card and a schema.org Product with an Offer in AED', async ({
    request,
    baseURL,
  }) => {
    const listing = await firstListing(request, 'car')
    const { data: detail } = (await (await request.get(api(`/product/${listing._id}`))).json()) as {
      data: { newPrice: number; isSold: boolean; customer: { username: string } }
    }
    const page = await head(request, `/details/car/${listing._id}?lang=ar`)
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${baseURL}/api/v1\\.0/product/${listing._id}/card\\.png\\?lang=ar&v=[\\w-]{16}$`),
    )
    expect((await request.get(page.meta('og:image')!.replace(baseURL!, ''))).headers()['content-type']).toBe(
      'image/png',
    )
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    expect(page.structuredData).toHaveLength(1)
    const [data] = page.structuredData
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: listing._id,
      url: `${baseURL}/details/car/${listing._id}`,
      image: page.meta('og:image'),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AED',
        price: detail.newPrice.toFixed(2),
        availability: detail.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: detail.customer.username },
      },
    })
    expect(typeof data!.name).toBe('string')
    expect(String(data!.name)).not.toMatch(/[\u2066-\u2069]/)
    expect(String(data!.description).length).toBeLessThanOrEqual(200)
  })

  test('each language links its own web app manifest, served with its icons', async ({ request }) => {
    for (const language of ['en', 'ar'] as const) {
      const html = await (await request.get(`/shop?lang=${language}`)).text()
      const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1]
      expect(href).toBe(`/manifest-${language}.webmanifest`)
      const manifest = await request.get(href!)
      expect(manifest.status()).toBe(200)
      expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
      const { lang, dir, icons } = (await manifest.json()) as { lang: string; dir: string; icons: { src: string }[] }
      expect([lang, dir]).toEqual([language, language === 'ar' ? 'rtl' : 'ltr'])
      for (const icon of icons) {
        const png = await request.get(icon.src)
        expect(png.status(), icon.src).toBe(200)
        expect(png.headers()['content-type']).toBe('image/png')
      }
    }
    expect((await request.get('/icons/apple-touch-icon.png')).status()).toBe(200)
  })

  test('robots.txt names the sitemap, and every page the sitemap lists answers 200', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
    expect(urls.length).toBeGreaterThan(100)
    expect(urls.some((url) => url.includes('/details/car/') && url.endsWith('?lang=ar'))).toBe(true)
    // Every page kind, and a sample of the listings, in both languages.
    const sample = [
      ...urls.filter((url) => !url.includes('/details/')),
      ...urls.filter((url) => url.includes('/details/')).slice(0, 12),
    ]
    for (const url of sample) {
      const response = await request.get(url.replace(baseURL!, ''), { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
    }
  })
})
