import type { Locator } from '@playwright/test'
import { expect, openBeforeScript, settled, test, useLanguage } from './fixtures.ts'

test('switching to Arabic turns the page right-to-left, keeps the choice in the cookie, and back', async ({
  page,
  context,
}) => {
  await page.goto('/shop')
  await settled(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر')
  await expect(page.getByRole('tab', { name: 'لوحات السيارات' })).toHaveAttribute('aria-selected', 'true')
  // Prices in the page language, with Western digits.
  await expect(page.locator('[data-slot="price"]').first()).toContainText('درهم')

  const cookie = (await context.cookies()).find((c) => c.name === 'i18next')
  expect(cookie).toMatchObject({ value: 'ar', path: '/' })

  // The choice survives a reload: the server renders Arabic from the first byte, and the page hydrates
  // with the Arabic texts it used, from their files (cached since the switch), never the English ones.
  const translationChunks: Promise<string>[] = []
  page.on('response', (response) => {
    if (/\/assets\/(common|shop|home|details|auth|account|info)-/.test(response.url()))
      translationChunks.push(response.text())
  })
  const reloaded = await page.reload()
  expect(await reloaded?.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر')
  await settled(page)
  const texts = await Promise.all(translationChunks)
  expect(texts.length).toBeGreaterThanOrEqual(2)
  for (const text of texts) {
    expect(text).toMatch(/[\u0600-\u06FF]/)
    expect(text).not.toContain('"Shop"')
  }

  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop')
})

test('dates follow the language: day, short month, year, 12-hour time', async ({ page, context, baseURL }) => {
  await page.goto('/shop')
  await settled(page)
  await page.locator('[data-slot="card-grid"] > li').first().getByRole('heading').getByRole('link').click()
  await settled(page)
  const date = page.locator('time')
  // The hour and its day period are joined by a no-break space: they never part at a line end.
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d{2}\u00a0(AM|PM)$/)
  const iso = await date.getAttribute('datetime')

  await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }])
  await page.reload()
  await settled(page)
  await expect(page.locator('time')).toHaveAttribute('datetime', iso ?? '')
  await expect(page.locator('time')).toHaveText(/^\d{1,2} \p{Script=Arabic}+ 20\d\d، \d{1,2}:\d{2}\u00a0(ص|م)$/u)
})

test('the top bar collapses into a dropdown below the extra-large breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden()
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible()
  await nav.getByRole('link', { name: 'Shop' }).click()
  await expect(page).toHaveURL('/shop')
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden()

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden()
  await expect(page.getByRole('banner')).toHaveCSS('height', '70px')
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
})

test('a mobile number written in groups keeps its reading order inside Arabic titles and headings', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL, 'ar')
  await page.goto('/shop/mobile')
  await settled(page)
  /** Where the first and the last digit group of the first grouped number in `element` are drawn. */
  const groupPositions = (element: Locator) =>
    element.evaluate((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const match = /\d+(?: \d+)+/.exec(text.textContent ?? '')
        if (!match) continue
        const groups = match[0].split(' ')
        const box = (start: number, length: number) => {
          const range = document.createRange()
          range.setStart(text, start)
          range.setEnd(text, start + length)
          return range.getBoundingClientRect().left
        }
        const first = match.index
        const last = match.index + match[0].length - groups.at(-1)!.length
        return { first: box(first, groups[0]!.length), last: box(last, groups.at(-1)!.length), number: match[0] }
      }
      return null
    })
  // A listing whose own title holds a grouped number (the card's picture always shows one).
  const card = page
    .locator('[data-slot="card-grid"] > li')
    .filter({ has: page.getByRole('heading', { name: /\d{3} \d{3} \d{4}/ }) })
    .first()
  const inTitle = await groupPositions(card.getByRole('heading'))
  expect(inTitle, 'a seeded Arabic title with a grouped number').not.toBeNull()
  // Left to right: the first group (the prefix) is drawn left of the last one, as it is read.
  expect(inTitle!.first, inTitle!.number).toBeLessThan(inTitle!.last)

  await card.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/details\/mobile\//)
  for (const heading of [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { level: 2 }).first()]) {
    // The detail screen replaces the shop's once its data is in.
    await expect(heading).toHaveText(/\d{3} \d{3} \d{4}/)
    const positions = await groupPositions(heading)
    expect(positions).not.toBeNull()
    expect(positions!.first, positions!.number).toBeLessThan(positions!.last)
  }
})

/** The other language's own name, as the language link shows it, and what a page in each language says. */
const switchTo = { en: 'العربية', ar: 'English' } as const
const shopHeading = { en: 'Shop', ar: 'المتجر' } as const
/** The logo's name: it links home, in the top bar at every width. */
const homeLink = { en: 'Raqam home', ar: 'الصفحة الرئيسية لرقم' } as const
const other = (language: 'en' | 'ar') => (language === 'en' ? 'ar' : 'en')

test.describe('the language switch without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    test(`from ${language}: the link opens the same page in the other language, and the next page stays in it`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/shop?page=2')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopHeading[language])
      await page.getByRole('link', { name: switchTo[language] }).click()
      await expect(page).toHaveURL(new RegExp(`/shop\\?page=2&lang=${other(language)}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', other(language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopHeading[other(language)])
      // The server kept the choice in the cookie: a plain link stays in the language chosen.
      await page.getByRole('link', { name: homeLink[other(language)], exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', other(language))
    })
  }
})

test('a tap on the language link before the page script has run is not lost', async ({ page, baseURL }) => {
  await openBeforeScript(page, baseURL, '/shop')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر')
})
