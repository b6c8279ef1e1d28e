import type { Page } from '@playwright/test'
import { expect, settled, signInByApi, test, useLanguage } from './fixtures.ts'
import { visitorPages } from './pages.ts'

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

for (const language of ['en', 'ar'] as const) {
  test.describe(`hydration, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('every page a visitor can open hydrates without a warning or an error', async ({ page, request }, info) => {
      // A hang guard, not a speed check: on the development server the first visit of each page has Vite
      // compile its modules, which on a busy two-core machine takes most of the default minute.
      if (info.project.name === 'development') test.slow()
      const problems = consoleProblems(page)
      for (const [name, path] of Object.entries(await visitorPages(request))) {
        await page.goto(path)
        await settled(page)
        await expect(page.locator('html'), name).toHaveAttribute('lang', language)
        expect(problems, name).toEqual([])
      }
    })

    test('a filtered list on page 2, a price bound that is no amount in its box, hydrates without a warning', async ({
      page,
    }, info) => {
      if (info.project.name === 'development') test.slow()
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

    test('the signed-in pages hydrate as the customer, without a warning or an error', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await signInByApi(context, request, baseURL)
      const problems = consoleProblems(page)
      for (const path of ['/my-profile', '/favorites', '/favorites/mobile', '/shop']) {
        await page.goto(path)
        await settled(page)
        expect(problems, path).toEqual([])
      }
      await expect(
        page.getByRole('link', { name: language === 'ar' ? 'ملفي الشخصي' : 'My Profile' }).first(),
      ).toBeAttached()
    })
  })
}
