import type { Page } from '@playwright/test'
import { blockOutside, expect, settled, signInByApi, test, useLanguage } from './fixtures.ts'
import { visitorPage, visitorPageNames, visitorPages } from './pages.ts'

/**
 * Everything the console says while a page loads and hydrates. React reports a server/browser
 * mismatch as an error ("Hydration failed…", minified #418/#419/#423/#425); the page's own 404 status
 * is the one expected message, on the not-found page.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (
      /the server responded with a status of 404/.test(message.text()) &&
      /\/no\/such\/page$/.test(message.location().url)
    )
      return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Pages the customer sees signed in (the shop among them, with the customer's header). */
const signedInPaths = ['/my-profile', '/favorites', '/favorites/mobile', '/shop']

/**
 * On the development server a page's first visit has Vite compile its modules, which on a busy two-core
 * machine took most of a minute for the first page. Every page the tests open is opened once here, before any
 * test's clock starts, so each test below times one page's hydration and not the compiling.
 */
test.beforeAll(async ({ browser, playwright }, info) => {
  if (info.project.name !== 'development') return
  // A hang guard for the whole warm-up (every page once), not a speed check.
  test.setTimeout(600_000)
  const { baseURL } = info.project.use
  const request = await playwright.request.newContext({ baseURL })
  const context = await browser.newContext({ baseURL })
  await blockOutside(context, baseURL)
  const page = await context.newPage()
  const warm = async (path: string) => {
    await page.goto(path)
    // Warming only: whether the page hydrates, and cleanly, is for its test to say.
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 60_000 })
      .catch(() => {})
  }
  for (const path of Object.values(await visitorPages(request))) await warm(path)
  // Then the customer's pages, signed in.
  await signInByApi(context, request, baseURL)
  for (const path of signedInPaths) await warm(path)
  await context.close()
  await request.dispose()
})

for (const language of ['en', 'ar'] as const) {
  test.describe(`hydration, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    // One test per page, so each stays far from its limit.
    test.describe('every page a visitor can open hydrates without a warning or an error', () => {
      for (const name of visitorPageNames) {
        test(name, async ({ page, request }) => {
          const problems = consoleProblems(page)
          await page.goto(await visitorPage(request, name))
          await settled(page)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          expect(problems).toEqual([])
        })
      }
    })

    test('a filtered list on page 2, a price bound that is no amount in its box, hydrates without a warning', async ({
      page,
    }) => {
      const problems = consoleProblems(page)
      // Its page links, its form and the price box's message are drawn from the URL on both sides.
      await page.goto('/shop?city=dubai&digit=3&minPrice=abc&sort=newPrice&page=2')
      await settled(page)
      await expect(page.getByRole('textbox', { name: language === 'ar' ? 'من' : 'From', exact: true })).toHaveValue(
        'abc',
      )
      // A linked language (?lang=) is dropped before hydrating: the page links leave it out on the server too.
      await page.goto(`/shop?city=dubai&page=2&lang=${language}`)
      await settled(page)
      await expect(page).toHaveURL(/\/shop\?city=dubai&page=2$/)
      expect(problems).toEqual([])
    })

    test.describe('the signed-in pages hydrate as the customer, without a warning or an error', () => {
      for (const path of signedInPaths) {
        test(path, async ({ page, context, request, baseURL }) => {
          await signInByApi(context, request, baseURL)
          const problems = consoleProblems(page)
          await page.goto(path)
          await settled(page)
          await expect(
            page.getByRole('link', { name: language === 'ar' ? 'ملفي الشخصي' : 'My Profile' }).first(),
          ).toBeAttached()
          expect(problems).toEqual([])
        })
      }
    })
  })
}
