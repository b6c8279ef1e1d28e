import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '#db/schema.ts'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'

/** The storefront's built shell as Vite writes it (apps/web/index.html plus the injected assets). */
const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Raqam: premium UAE car plates, motorcycle plates and mobile numbers." />
    <title>Raqam | رقم</title>
    <script type="module" crossorigin src="/assets/index-CxZqM3V3.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** The content of every `<meta property|name=key>`, decoded as a browser would. */
function metaTags(html: string): Record<string, string> {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  return Object.fromEntries([...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, decode(m[2]!)]))
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? ''

// The page is the same on both drivers (one query by id): the embedded database is enough.
describe('share tags of the detail pages', () => {
  let t: TestApp
  let car: typeof listings.$inferSelect
  let mobile: typeof listings.$inferSelect
  let wanted: typeof listings.$inferSelect

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'raqam-web-'))
    writeFileSync(join(dist, 'index.html'), SHELL)
    t = await startApp(backends[0]!, { app: { webDist: dist } })
    const shared = (category: 'car' | 'mobile', isOrder: boolean) =>
      t.database.db
        .select()
        .from(listings)
        .where(and(eq(listings.category, category), eq(listings.status, true), eq(listings.isOrder, isOrder), eq(listings.isSold, false)))
        .limit(1)
    const found = await Promise.all([shared('car', false), shared('mobile', false), shared('car', true)])
    ;[car, mobile, wanted] = found.map((rows) => rows[0]!) as [typeof car, typeof car, typeof car]
  })
  afterAll(() => t?.close())

  it('gives a plate its title, description, Open Graph and Twitter tags in English by default', async () => {
    const response = await t.app.inject(`/details/car/${car.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers.vary).toMatch(/Cookie/)
    const html = response.body
    const price = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(car.newPrice!)
    const title = titleOf(html)!
    expect(title).toContain(`${car.number} ${car.code}`)
    expect(title).toMatch(/^Plate number .* for sale \| Raqam$/)
    const tags = metaTags(html)
    expect(tags.description).toContain(price)
    expect(tags['og:title']).toBe(title)
    expect(tags['og:description']).toBe(tags.description)
    expect(tags['og:type']).toBe('product')
    expect(tags['og:locale']).toBe('en_AE')
    expect(tags['og:url']).toBe(`http://localhost:80/details/car/${car.id}`)
    expect(tags['og:image']).toMatch(new RegExp(`^http://localhost:80/api/v1.0/product/${car.id}/card.png\\?lang=en&v=[\\w-]{16}$`))
    expect(tags['og:image:width']).toBe('1200')
    expect(tags['og:image:height']).toBe('630')
    expect(tags['product:price:currency']).toBe('AED')
    expect(tags['twitter:card']).toBe('summary_large_image')
    expect(tags['twitter:image']).toBe(tags['og:image'])
    expect(html).toContain('<html lang="en" dir="ltr">')
    // One title and one description: the shell's own gave way.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
    // The storefront's script is still there to take over.
    expect(html).toContain('/assets/index-CxZqM3V3.js')
  })

  it('puts the plate and the price inside #root for crawlers that run no script', async () => {
    const html = (await t.app.inject(`/details/car/${car.id}`)).body
    const root = rootOf(html)
    expect(root).toContain('<h1>')
    expect(root).toContain(car.number)
    expect(root).toContain(car.code!)
    expect(root).toMatch(/AED/)
    expect(root).toContain(car.titleEn)
  })

  it('speaks Arabic to the i18next cookie and to ?lang=ar', async () => {
    for (const request of [
      { url: `/details/car/${car.id}`, headers: { cookie: 'i18next=ar' } },
      { url: `/details/car/${car.id}?lang=ar`, headers: {} },
    ]) {
      const html = (await t.app.inject(request)).body
      expect(html).toContain('<html lang="ar" dir="rtl">')
      expect(titleOf(html)).toMatch(/^لوحة رقم .* للبيع \| رقم$/)
      const tags = metaTags(html)
      expect(tags['og:locale']).toBe('ar_AE')
      expect(tags['og:url']).toBe(`http://localhost:80/details/car/${car.id}?lang=ar`)
      expect(tags['og:image']).toContain('lang=ar')
      expect(tags.description).toMatch(/د\.إ/)
      expect(rootOf(html)).toContain(car.titleAr)
    }
    // ?lang wins over the cookie (the link was shared in that language).
    expect((await t.app.inject({ url: `/details/car/${car.id}?lang=en`, headers: { cookie: 'i18next=ar' } })).body).toContain('lang="en"')
  })

  it('names a mobile number grouped, and a wanted request "Wanted" instead of a price', async () => {
    const grouped = `${mobile.number.slice(0, 3)} ${mobile.number.slice(3, 6)} ${mobile.number.slice(6)}`
    const mobileHtml = (await t.app.inject(`/details/mobile/${mobile.id}`)).body
    expect(titleOf(mobileHtml)).toBe(`Mobile number ${grouped} for sale | Raqam`)
    const wantedHtml = (await t.app.inject(`/details/car/${wanted.id}`)).body
    expect(titleOf(wantedHtml)).toMatch(/^Wanted: plate number /)
    const tags = metaTags(wantedHtml)
    expect(tags.description).toMatch(/^Wanted · /)
    expect(tags['product:price:amount']).toBeUndefined()
    expect(rootOf(wantedHtml)).toContain('<strong>Wanted</strong>')
  })

  it('escapes what sellers wrote', async () => {
    const [evil] = await t.database.db
      .insert(listings)
      .values({
        category: 'car', city: 'dubai', code: 'B', number: '4242', digits: 4, patterns: [], newPrice: 1000,
        titleEn: '</title><script>alert("x")</script>', titleAr: 'x', descriptionEn: `"><img src=x onerror=alert('y')> & more`,
      })
      .returning()
    const html = (await t.app.inject(`/details/car/${evil!.id}`)).body
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(metaTags(html).description).toContain(`"><img src=x onerror=alert('y')> & more`)
  })

  it('answers an unknown, malformed, hidden or wrongly filed listing with the shell, a not-found title and 404', async () => {
    const [hidden] = await t.database.db.select().from(listings).where(eq(listings.status, false)).limit(1)
    for (const path of [
      '/details/car/00000000-0000-4000-8000-000000000000',
      '/details/car/not-an-id',
      `/details/car/${hidden!.id}`,
      `/details/mobile/${car.id}`,
    ]) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(titleOf(response.body), path).toBe('Listing not found | Raqam')
      expect(metaTags(response.body).robots).toBe('noindex')
      expect(metaTags(response.body)['og:image']).toBeUndefined()
      expect(rootOf(response.body)).toBe('')
    }
    expect(titleOf((await t.app.inject({ url: '/details/car/nope', headers: { cookie: 'i18next=ar' } })).body)).toBe('الإعلان غير موجود | رقم')
  })

  it('leaves every other page, and every path that is no page (404), with the generic shell', async () => {
    const expected = { '/': 200, '/shop/mobile': 200, '/details/car': 404, [`/details/boat/${car.id}`]: 404 }
    for (const [path, status] of Object.entries(expected)) {
      const response = await t.app.inject({ url: path, headers: { cookie: 'i18next=ar' } })
      expect(response.statusCode, path).toBe(status)
      expect(response.body, path).toBe(SHELL)
    }
  })

  it('uses PUBLIC_URL for the absolute addresses when it is set, and never echoes a strange Host', async () => {
    const odd = await t.app.inject({ url: `/details/car/${car.id}`, headers: { host: 'evil.example"><script>' } })
    expect(metaTags(odd.body)['og:url']).toBe(`http://localhost/details/car/${car.id}`)
    const dist = mkdtempSync(join(tmpdir(), 'raqam-web-'))
    writeFileSync(join(dist, 'index.html'), SHELL)
    const other = await startApp(backends[0]!, { app: { webDist: dist, publicUrl: 'https://raqam.ae' } })
    try {
      const tags = metaTags((await other.app.inject(`/details/car/${car.id}`)).body)
      expect(tags['og:url']).toBe(`https://raqam.ae/details/car/${car.id}`)
      expect(tags['og:image']).toMatch(/^https:\/\/raqam\.ae\/api\/v1\.0\/product\//)
    } finally {
      await other.close()
    }
  })
})
