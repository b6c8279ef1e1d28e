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
 * Before its first paint a visitor's page asks for nothing but its document and the pictures in it (a
 * seller's photo) (ADR 0042): the rules the paint needs are inline, its text is drawn in the local stand-ins of the web faces, its icon is a
 * `data:` URL, and the stylesheet, the faces, the manifest and the scripts are asked for once it is on
 * screen. (The Performance timeline: what the page asked for, against its first contentful paint.)
 */
async function expectNothingBeforePaint(page: Page) {
  const before = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    if (paint === undefined) return ['(no first contentful paint)']
    return (
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint)
        .map((entry) => entry.name)
        // A picture: an <img>, or React's preload of one.
        .filter(
          (url) =>
            ![...document.querySelectorAll('img, link[rel="preload"][as="image"]')].some(
              (element) => (element as HTMLImageElement).src === url || (element as HTMLLinkElement).href === url,
            ),
        )
    )
  })
  expect(before, `asked for before the first paint of ${page.url()}`).toEqual([])
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe, fonts and the first paint, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('every page a visitor can open', async ({ page, request }) => {
      test.setTimeout(300_000)
      for (const [name, path] of Object.entries(await visitorPages(request))) {
        await test.step(name, async () => {
          await page.goto(path)
          await settled(page)
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
          await expectPageChecks(page)
          await expectNothingBeforePaint(page)
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
