import {
  expect,
  expectNoAxeViolations,
  expectOnlyProjectFonts,
  settled,
  signInByApi,
  test,
  useLanguage,
} from './fixtures.ts'
import type { Page } from '@playwright/test'
import { visitorPages } from './pages.ts'

/**
 * Every page and open state of the storefront, in both languages: axe finds no violation, and every text is
 * drawn in a face the project ships, never a system font (ADR 0009; Chromium says which faces it used).
 */
// Content that fades in on scroll is there at once under reduced motion, so the checks see all of it.
test.use({ reducedMotion: 'reduce' })

async function expectPageChecks(page: Page) {
  await expectNoAxeViolations(page)
  await expectOnlyProjectFonts(page)
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  // The page's text comes from the cuts of the characters pages draw (@raqam/ui/fonts.css): @fontsource's
  // whole files (the Arabic one is 166 KB) are fetched only for a character outside them.
  const wholeTextFiles = fetched.filter((name) =>
    /\/(?:noto-sans-arabic-(?:arabic|latin)|inter-latin)-wght-normal(-[\w-]+)?\.woff2/.test(name),
  )
  expect(wholeTextFiles, page.url()).toEqual([])
  // Plates are outlines (ADR 0036): no page fetches a face to draw them.
  expect(
    fetched.filter((name) => /\/(?:barlow|noto-kufi)[\w-]*\.woff2/i.test(name)),
    page.url(),
  ).toEqual([])
}

/**
 * Before its first paint a visitor's page fetches its own language's text face and nothing else (ADR
 * 0037): the wordmark and the language button's other-script name are outlines, and the pictures'
 * figures are set in the page's face. The one exception: an Arabic page that shows mobile numbers also
 * fetches Inter's cut, which the numbers' pictures and the operators' marks are set in (@raqam/ui's
 * mobile-number and operator-mark). Members' own words may be in the other script (a listing titled in
 * Arabic only, published by an earlier journey), and an English page draws them in the Arabic face. (Signed-in
 * pages may draw the other script as text too: the language choice's options.)
 */
async function expectOwnTextFaceBeforePaint(page: Page) {
  const language = (await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en'
  const drawsMobilePictures =
    (await page.locator('p[data-size="card"], p[data-size="preview"], [data-slot="operator-mark"]').count()) > 0
  // innerText: the text drawn, not an aria-label or a script's.
  const drawsArabic = language === 'en' && (await page.evaluate(() => /[\u0600-\u06ff]/.test(document.body.innerText)))
  const before = await fontsBeforeFirstPaint(page)
  const foreign = before.filter(
    (name) =>
      !ownFaces[language].test(name) &&
      !(language === 'ar' && drawsMobilePictures && ownFaces.en.test(name)) &&
      !(drawsArabic && ownFaces.ar.test(name)),
  )
  expect(foreign, `fonts fetched before the first paint of ${page.url()}`).toEqual([])
  expect(
    before.some((name) => ownFaces[language].test(name)),
    page.url(),
  ).toBe(true)
}

/** The cuts of each language's text face (@raqam/ui/fonts.css). */
const ownFaces = {
  en: /\/inter-latin-core-[\w-]+\.woff2$/,
  ar: /\/noto-sans-arabic-(?:latin-)?core-[\w-]+\.woff2$/,
}

/** The fonts the page's document asked for before its first contentful paint (the Performance timeline). */
function fontsBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(?:woff2?|ttf|otf)$/.test(new URL(entry.name).pathname) && entry.startTime < paint)
      .map((entry) => entry.name)
  })
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe and fonts, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('every page a visitor can open', async ({ page, request }) => {
      test.setTimeout(300_000)
      for (const [name, path] of Object.entries(await visitorPages(request))) {
        await test.step(name, async () => {
          await page.goto(path)
          await settled(page)
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
          await expectPageChecks(page)
          await expectOwnTextFaceBeforePaint(page)
        })
      }
    })

    test('the signed-in pages, the publish dialog and the mobile menu', async ({ page, context, request, baseURL }) => {
      test.setTimeout(180_000)
      await signInByApi(context, request, baseURL)
      for (const path of ['/my-profile', '/favorites', '/favorites/mobile']) {
        await test.step(path, async () => {
          await page.goto(path)
          await settled(page)
          await expectPageChecks(page)
        })
      }
      await test.step('publish dialog', async () => {
        await page.goto('/my-profile')
        await settled(page)
        await page.getByRole('button', { name: language === 'ar' ? 'إضافة منتج جديد' : 'Add New Product' }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectPageChecks(page)
      })
      await test.step('mobile menu', async () => {
        await page.setViewportSize({ width: 375, height: 800 })
        await page.goto('/')
        await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open the menu' }).click()
        await expectPageChecks(page)
      })
    })

    test('sign-up step 2', async ({ page }) => {
      await page.route('**/api/v1.0/auth/customer/signup', (route) =>
        route.fulfill({
          status: 201,
          json: {
            message: 'Verification codes sent',
            data: { email: 'axe@example.com', phone: '971501234567', expiresAt: '2025-03-02T09:25:00.000Z' },
          },
        }),
      )
      await page.goto('/signup')
      await page.locator('input[name=username]').fill('Axe Tester')
      await page.locator('input[name=phone]').fill('501234567')
      await page.locator('input[name=email]').fill('axe@example.com')
      await page.locator('input[name=password]').fill('correct-horse-battery')
      await page.locator('input[name=acceptedTerms]').check()
      await page.locator('form button[type=submit]').click()
      await expect(page.locator('input[name=emailCode]')).toBeVisible()
      await expectPageChecks(page)
    })
  })
}
