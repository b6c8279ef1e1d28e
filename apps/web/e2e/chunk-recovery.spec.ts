import { expect, settled, test, useLanguage } from './fixtures.ts'

const cards = '[data-slot="card-grid"] > li'
/** The shop's screen file, which the home page has not loaded. */
const shopChunk = /\/assets\/list\.route-[\w-]+\.js$/

/** A screen whose code cannot be loaded recovers instead of a dead end. */
test.describe('a screen whose code does not load', () => {
  test('after a new release (its old file is gone), the page loads itself again once', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    let refused = 0
    await page.route(shopChunk, (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' })
      return route.continue()
    })
    await page.evaluate(() => Object.assign(window, { beforeRecovery: true }))
    await page.locator('a[href="/shop"]').first().click()
    // The page asks the server whether it answers before it loads itself again: a new document, at last.
    // (An evaluation the reload interrupts counts as the old one.)
    await expect
      .poll(() => page.evaluate(() => 'beforeRecovery' in window).catch(() => true), { timeout: 15_000 })
      .toBe(false)
    await expect(page).toHaveURL('/shop')
    await expect(page.locator(cards).first()).toBeVisible()
    expect(refused).toBeGreaterThanOrEqual(1)
  })

  for (const language of ['en', 'ar'] as const) {
    test(`with the server unreachable, it says so in ${language} and its retry works once it is back`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/')
      await settled(page)
      // The screen's file and the check that the server answers both fail, as they do offline.
      await page.route(shopChunk, (route) => route.abort('internetdisconnected'))
      await page.route(
        (url) => url.pathname === '/shop',
        (route) => (route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.continue()),
      )
      await page.locator('a[href="/shop"]').first().click()
      const words =
        language === 'ar'
          ? { title: 'تعذّر تحميل هذه الصفحة', retry: 'حاول مرة أخرى' }
          : { title: 'This page could not be loaded', retry: 'Try again' }
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
      const retry = page.getByRole('button', { name: words.retry })
      await expect(retry).toBeEnabled()

      await page.unrouteAll()
      await retry.click()
      await expect(page).toHaveURL('/shop')
      await expect(page.locator(cards).first()).toBeVisible()
    })
  }
})
