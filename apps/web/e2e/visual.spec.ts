import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectOnlyProjectFonts, settled, test, useLanguage } from './fixtures.ts'
import { firstListing } from './pages.ts'

/**
 * The main pages at phone, tablet and desktop widths in both languages, compared pixel for pixel
 * (threshold 0), each shot only in faces the project ships. Seeded data, fixed dates, no motion; the map
 * frame (outside content) is masked.
 * The `visual` project has a server and database of its own (playwright.config.ts), so the journeys, which
 * add listings, never show on these shots, and a failing shot stops no journey.
 */
test.use({ reducedMotion: 'reduce' })

const widths = [375, 768, 1280] as const
const pages = ['home', 'shop', 'details', 'about', 'contact', 'signin'] as const

/** A page's path: the details page shows the seed's first car for sale. */
async function pathOf(name: (typeof pages)[number], request: APIRequestContext): Promise<string> {
  if (name === 'details') return `/details/car/${(await firstListing(request, 'car'))._id}`
  return { home: '/', shop: '/shop', about: '/about', contact: '/contact', signin: '/signin' }[name]
}

// One test per page, language and width: each opens one page, so its time stays far from its limit.
test.describe('main pages', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const width of widths) {
      for (const name of pages) {
        test(`${name}, ${language}, ${width}px`, async ({ page, context, baseURL, request }) => {
          await useLanguage(context, baseURL, language)
          await page.setViewportSize({ width, height: 900 })
          await page.goto(await pathOf(name, request))
          await settled(page)
          await everyCarouselStarted(page)
          await drawWholePage(page)
          await expect(page).toHaveScreenshot(`${name}-${language}-${width}.png`, {
            fullPage: true,
            mask: [page.locator('iframe')],
          })
          await expectOnlyProjectFonts(page)
        })
      }
    }
  }
})

/**
 * A carousel starts (and shows its controls) as it nears the screen: the page is scrolled through, as a
 * visitor would, so the whole-page shot shows every carousel as it looks when reached.
 */
async function everyCarouselStarted(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const screen = page.viewportSize()?.height ?? 900
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  await expect(page.locator('[data-slot="carousel"]:not([data-started])')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Sections, cards and slides far from the screen are left undrawn (content-visibility: auto) until a
 * visitor scrolls near them, and a whole-page shot does not bring them near: the shot draws them all,
 * as a visitor scrolling through sees each.
 */
async function drawWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}

for (const language of ['en', 'ar'] as const) {
  test(`the phone shop's filter sheet, ${language}`, async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, language)
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/shop?city=dubai')
    await settled(page)
    await page.getByRole('button', { name: language === 'ar' ? /^عوامل التصفية/ : /^Filters/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveScreenshot(`shop-sheet-${language}-375.png`)
    await expectOnlyProjectFonts(page)
  })
}
