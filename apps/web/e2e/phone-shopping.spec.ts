import { api, expect, settled, test, useLanguage } from './fixtures.ts'

const cards = '[data-slot="card-grid"] > li'
const phone = { width: 375, height: 812 }

/** Shopping on a phone, where the filters must not bury the listings. */
for (const language of ['en', 'ar'] as const) {
  const words =
    language === 'ar'
      ? { filters: /^عوامل التصفية/, active: 'عامل واحد نشط', city: 'المدينة', show: /^اعرض / }
      : { filters: /^Filters/, active: '1 active', city: 'City', show: /^Show / }

  test.describe(`on a phone, ${language}`, () => {
    test.use({ viewport: phone })
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    for (const path of ['/shop', '/shop/mobile', '/order']) {
      test(`${path}: the first listing starts on the first screen, and the tabs keep one row`, async ({ page }) => {
        await page.goto(path)
        await settled(page)
        const first = await page.locator(cards).first().boundingBox()
        expect(first).not.toBeNull()
        expect(first!.y).toBeLessThan(phone.height)
        const tops = await page
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top))
        expect(new Set(tops).size).toBe(1)
      })
    }

    test('the filter sheet opens, applies, counts what is active and closes', async ({ page, request }) => {
      await page.goto('/shop')
      await settled(page)
      const open = page.getByRole('button', { name: words.filters })
      await open.click()
      const sheet = page.getByRole('dialog')
      await expect(sheet).toBeVisible()
      await sheet.getByLabel(words.city).selectOption('dubai')
      await expect(page).toHaveURL('/shop?city=dubai')
      await settled(page)
      const { paginationResult } = (await (
        await request.get(api('/product/for-customers?category=car&isOrder=false&city=dubai'))
      ).json()) as { paginationResult: { total: number } }
      const done = sheet.getByRole('button', { name: words.show })
      await expect(done).toContainText(paginationResult.total.toLocaleString('en-AE'))
      await done.click()
      await expect(sheet).toBeHidden()
      await expect(open).toHaveAccessibleName(new RegExp(words.active))
      await expect(open).toBeFocused()
      const first = await page.locator(cards).first().boundingBox()
      expect(first!.y).toBeLessThan(phone.height)
    })
  })
}
