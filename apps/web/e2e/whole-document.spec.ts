import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { firstListing } from './pages.ts'

/*
 * Every client gets the whole page in its document (docs/adr/0049-one-whole-page-for-every-reader.md):
 * each kind of page is fetched as a search engine or a link preview fetches it (a fresh client: no cookie,
 * no script, the language by its link), and its bytes alone, drawn with no script and no other request,
 * must hold the footer's legal links and the page's every part below its first screen.
 */

const texts = {
  en: {
    legal: ['Terms of Service', 'Privacy Policy', 'Refund Policy', 'Sold Prices'],
    homeSections: ['Categories', 'The best plates', 'Just listed', 'Useful links', 'Our partners'],
    pages: 'Pages',
    nextPage: 'Next page',
    seller: 'About the seller',
    guide: 'What is it worth?',
  },
  ar: {
    legal: ['شروط الخدمة', 'سياسة الخصوصية', 'سياسة الاسترداد', 'أسعار البيع'],
    homeSections: ['الفئات', 'أفضل اللوحات', 'أضيف حديثًا', 'روابط مفيدة', 'شركاؤنا'],
    pages: 'الصفحات',
    nextPage: 'الصفحة التالية',
    seller: 'عن البائع',
    guide: 'كم يساوي؟',
  },
} as const

/**
 * The document a crawler gets for `path`, then drawn as it is: the page is given those bytes and nothing
 * else (every other request refused), with script switched off.
 */
async function crawlerDocument(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  const html = await response.text()
  // Nothing sends it elsewhere for the rest: no refresh, no second request for a part of the page.
  expect(html, path).not.toMatch(/http-equiv="refresh"/i)
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest()
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.abort(),
  )
  await page.goto(path)
  return html
}

test.describe('the document a crawler fetches holds the whole page', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of ['en', 'ar'] as const) {
    const say = texts[language]
    const linked = (path: string) => (language === 'ar' ? `${path}${path.includes('?') ? '&' : '?'}lang=ar` : path)

    test.describe(language, () => {
      const footerHoldsTheLegalLinks = async (page: Page) => {
        const footer = page.getByRole('contentinfo')
        for (const name of say.legal) await expect(footer.getByRole('link', { name, exact: true })).toBeAttached()
      }

      test('the home page: its sections and the footer', async ({ page, playwright, baseURL }) => {
        const request = await playwright.request.newContext({ baseURL })
        await crawlerDocument(page, request, linked('/'))
        await request.dispose()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        for (const name of say.homeSections)
          await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
        await footerHoldsTheLegalLinks(page)
      })

      test("the shop: its 12 cards, the pager's links and the footer", async ({ page, playwright, baseURL }) => {
        const request = await playwright.request.newContext({ baseURL })
        await crawlerDocument(page, request, linked('/shop'))
        await request.dispose()
        const listings = await page
          .getByRole('main')
          .locator('a[href*="/details/"]')
          .evaluateAll((links) => new Set(links.map((link) => link.getAttribute('href'))).size)
        expect(listings).toBe(12)
        const pager = page.getByRole('navigation', { name: say.pages })
        await expect(pager.getByRole('link', { name: say.nextPage })).toHaveAttribute('href', /[?&]page=2\b/)
        await footerHoldsTheLegalLinks(page)
      })

      test("a listing's page: its seller, price guide, similar listings and the footer", async ({
        page,
        playwright,
        baseURL,
      }) => {
        const request = await playwright.request.newContext({ baseURL })
        const listing = await firstListing(request, 'car')
        const html = await crawlerDocument(page, request, linked(`/details/car/${listing._id}`))
        await request.dispose()
        await expect(page.getByLabel(say.seller, { exact: true })).toBeAttached()
        await expect(page.getByRole('region', { name: say.guide })).toBeAttached()
        // Similar listings: links to other listings of its category, below the listing itself.
        const others = [...html.matchAll(/href="(\/details\/car\/[^"?]+)/g)]
          .map(([, href]) => href)
          .filter((href) => !href!.endsWith(listing._id))
        expect(others.length).toBeGreaterThan(0)
        await footerHoldsTheLegalLinks(page)
      })
    })
  }
})
