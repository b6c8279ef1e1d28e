import { expect, expectOnlyProjectFonts, settled, signInByApi, test, useLanguage } from './fixtures.ts'
import { visitorPages } from './pages.ts'

/**
 * No text of the storefront reaches a system font (ADR 0009): every page a visitor or a customer can open,
 * the publish dialog and the phone menu, in both languages. Chromium says which faces drew each text.
 */
test.use({ reducedMotion: 'reduce' })

for (const language of ['en', 'ar'] as const) {
  test.describe(`fonts, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('every page a visitor can open', async ({ page, request }) => {
      test.setTimeout(180_000)
      for (const [name, path] of Object.entries(await visitorPages(request))) {
        await test.step(name, async () => {
          await page.goto(path)
          await settled(page)
          await expectOnlyProjectFonts(page)
        })
      }
    })

    test('the signed-in pages, the publish dialog and the phone menu', async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000)
      await signInByApi(context, request, baseURL)
      for (const path of ['/my-profile', '/favorites', '/favorites/mobile']) {
        await test.step(path, async () => {
          await page.goto(path)
          await settled(page)
          await expectOnlyProjectFonts(page)
        })
      }
      await test.step('publish dialog', async () => {
        await page.goto('/my-profile')
        await settled(page)
        await page.getByRole('button', { name: language === 'ar' ? 'إضافة منتج جديد' : 'Add New Product' }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        await expectOnlyProjectFonts(page)
      })
      await test.step('phone menu', async () => {
        await page.setViewportSize({ width: 375, height: 800 })
        await page.goto('/')
        await settled(page)
        await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open the menu' }).click()
        await page.evaluate(() => document.fonts.ready)
        await expectOnlyProjectFonts(page)
      })
    })
  })
}
