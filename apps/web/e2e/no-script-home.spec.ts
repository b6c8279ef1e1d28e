import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openBeforeScript, settled, test, useLanguage } from './fixtures.ts'

/*
 * The home page's hero carousel arrives drawn by the server, controls included: without JavaScript, and
 * before the page's script has run, a visitor on a phone still moves from slide to slide.
 */

const texts = {
  en: {
    hero: 'Highlights',
    titles: ['Premium plates and numbers across the UAE', 'A number people remember', 'Publish your plate in minutes'],
    secondCta: 'See mobile numbers',
    next: 'Next',
    goTo: (index: number) => `Go to slide ${index}`,
    shop: 'Shop',
    mobileTab: 'Mobile Numbers',
    partners: 'Our partners',
    stopLogos: 'Stop the logos moving',
  },
  ar: {
    hero: 'أبرز العروض',
    titles: ['لوحات وأرقام مميزة في جميع أنحاء الإمارات', 'رقم لا يُنسى', 'انشر لوحتك في دقائق'],
    secondCta: 'شاهد أرقام الهواتف',
    next: 'التالي',
    goTo: (index: number) => `انتقل إلى الشريحة ${index}`,
    shop: 'المتجر',
    mobileTab: 'أرقام الهواتف',
    partners: 'شركاؤنا',
    stopLogos: 'إيقاف حركة الشعارات',
  },
} as const

const hero = (page: Page, language: 'en' | 'ar') => page.getByRole('region', { name: texts[language].hero })
/** The heading of slide `index` (1-based) of the hero. */
const title = (page: Page, language: 'en' | 'ar', index: number) =>
  hero(page, language).getByRole('heading', { name: texts[language].titles[index - 1], exact: true })

test.describe('the hero carousel without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: the first slide shows, a dot moves to the second, and its link opens its page`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(title(page, language, 1)).toBeInViewport()
      await expect(title(page, language, 2)).not.toBeInViewport()

      const dots = hero(page, language).getByRole('link', { name: texts[language].goTo(2) })
      await dots.click()
      await expect(title(page, language, 2)).toBeInViewport()
      await expect(title(page, language, 1)).not.toBeInViewport()
      // The page moves only as far as the slide's top: the dots stay on screen for the next tap.
      await expect(hero(page, language).getByRole('link', { name: texts[language].goTo(3) })).toBeInViewport()

      await hero(page, language).getByRole('link', { name: texts[language].secondCta }).click()
      await expect(page).toHaveURL(/\/shop\/mobile$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].shop)
      await expect(page.getByRole('tab', { name: texts[language].mobileTab })).toHaveAttribute('aria-selected', 'true')
    })

    test(`${language}: a sideways scroll snaps to the next slide, right to left in Arabic`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/')
      await title(page, language, 1).hover()
      // Towards the end of the row: rightwards in English, leftwards in Arabic.
      await page.mouse.wheel(language === 'ar' ? -200 : 200, 0)
      await expect(title(page, language, 2)).toBeInViewport()
      await expect(title(page, language, 1)).not.toBeInViewport()
    })
  }
})

test.describe('the moving partner logos without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: a tap on their control stops them, and another sets them moving again`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/')
      const partners = page.getByRole('region', { name: texts[language].partners })
      const track = partners.getByRole('list').first().locator('..')
      const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState)
      expect(await playState()).toBe('running')
      const stop = partners.getByRole('checkbox', { name: texts[language].stopLogos })
      await stop.click()
      await expect(stop).toBeChecked()
      expect(await playState()).toBe('paused')
      await stop.click()
      expect(await playState()).toBe('running')
    })
  }
})

test('a tap on the hero’s next arrow before the page script has run moves the carousel', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openBeforeScript(page, baseURL, '/')
  await expect(title(page, 'en', 1)).toBeInViewport()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await hero(page, 'en').getByRole('link', { name: texts.en.next, exact: true }).click()
  await expect(title(page, 'en', 2)).toBeInViewport()
  await expect(title(page, 'en', 1)).not.toBeInViewport()
})

test('a tap on the hero’s next arrow just before the stylesheet arrives still moves the carousel', async ({
  page,
  baseURL,
}) => {
  // The whole stylesheet restyles the page as it applies: a smooth scroll then under way was dropped.
  await page.setViewportSize({ width: 375, height: 812 })
  let releaseStylesheet = () => {}
  const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve))
  await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
    await stylesheetHeld
    await route.continue()
  })
  await openBeforeScript(page, baseURL, '/')
  await expect(title(page, 'en', 1)).toBeInViewport()
  await hero(page, 'en').getByRole('link', { name: texts.en.next, exact: true }).click()
  releaseStylesheet()
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet)
  await expect(title(page, 'en', 2)).toBeInViewport()
  await expect(title(page, 'en', 1)).not.toBeInViewport()
})

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the home page as the server drew it (its script held back) passes axe`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, language)
    await page.setViewportSize({ width: 375, height: 812 })
    await openBeforeScript(page, baseURL, '/')
    await expect(hero(page, language).getByRole('link', { name: texts[language].goTo(2) })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    // The slides' native scroll is a named tab stop; the dots and arrows, named links.
    await expectNoAxeViolations(page)
  })
}

test('once the held-back script arrives, the hero carries on from the slide reached before it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const release = await openBeforeScript(page, baseURL, '/')
  await hero(page, 'en')
    .getByRole('link', { name: texts.en.goTo(3) })
    .click()
  await expect(title(page, 'en', 3)).toBeInViewport()
  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(hero(page, 'en')).toHaveAttribute('data-started', '')
  await expect(hero(page, 'en').getByRole('button', { name: texts.en.goTo(3) })).toHaveAttribute('aria-current', 'true')
  await expect(title(page, 'en', 3)).toBeInViewport()
  await expect(title(page, 'en', 1)).not.toBeInViewport()
})

test('with JavaScript, the hero’s dots and arrows are buttons that move it, and it loops', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await settled(page)
  const region = hero(page, 'en')
  await expect(region).toHaveAttribute('data-started', '')
  await expect(region.getByRole('link', { name: /^Go to slide/ })).toHaveCount(0)
  await region.getByRole('button', { name: texts.en.goTo(3) }).click()
  await expect(region.getByRole('button', { name: texts.en.goTo(3) })).toHaveAttribute('aria-current', 'true')
  await expect(title(page, 'en', 3)).toBeInViewport()
  await region.getByRole('button', { name: texts.en.next, exact: true }).click()
  await expect(region.getByRole('button', { name: texts.en.goTo(1) })).toHaveAttribute('aria-current', 'true')
  await expect(title(page, 'en', 1)).toBeInViewport()
})

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the hero's controls are in place from the first paint: the page does not shift as it loads and hydrates`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, language)
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await settled(page)
    await expect(hero(page, language)).toHaveAttribute('data-started', '')
    // Every shift so far (the browser keeps them), as Core Web Vitals counts them: none after an input. A
    // page that never shifted has no entry to deliver, so the sum is read after a moment, not on delivery.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const sum = (entries: PerformanceEntryList) =>
            entries
              .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean })
              .filter((entry) => !entry.hadRecentInput)
              .reduce((total, entry) => total + entry.value, 0)
          let total = 0
          const observer = new PerformanceObserver((list) => (total += sum(list.getEntries())))
          observer.observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => {
            total += sum(observer.takeRecords())
            observer.disconnect()
            resolve(total)
          }, 250)
        }),
    )
    expect(shifts).toBeLessThanOrEqual(0.01)
  })
}
