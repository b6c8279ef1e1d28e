import type { Locator, Page } from '@playwright/test'
import { api, expect, expectNoAxeViolations, settled, test, toast, useLanguage } from './fixtures.ts'
import { firstListing } from './pages.ts'

/** The pattern filter of the lists, the pattern badges, and the share button of detail pages. */

const cards = '[data-slot="card-grid"] > li'

/** The pattern control's button: "Patterns" and what is chosen ("Any pattern", a name, "2 selected"). */
const patternButton = (page: Page, label: RegExp = /^Patterns /) =>
  page.getByRole('search').getByRole('button', { name: label })

/**
 * Ticks a checkbox of the pattern control. Not `check()`: the box follows the URL, which the data
 * router updates a moment after the click, and `check()` looks at once.
 */
async function tick(box: Locator) {
  await box.click()
  await expect(box).toBeChecked()
}

/** The name of a card's badge list in each language. */
const badgeListName = { en: 'Number patterns', ar: 'أنماط الرقم' }

/** The badge names of each card shown. */
async function badgesPerCard(page: Page, language: 'en' | 'ar' = 'en'): Promise<string[][]> {
  const shown: Locator[] = await page.locator(cards).all()
  return Promise.all(
    shown.map((card) =>
      card.getByRole('list', { name: badgeListName[language] }).getByRole('listitem').allTextContents(),
    ),
  )
}

/**
 * Waits until the list shows cards and every card's badges pass `matches`, and returns them: the
 * previous list stays on screen for a moment after the URL changes, so one look could read it.
 */
async function expectEveryCard(
  page: Page,
  matches: (badges: string[]) => boolean,
  language: 'en' | 'ar' = 'en',
): Promise<string[][]> {
  let shown: string[][] = []
  await expect
    .poll(
      async () => {
        shown = await badgesPerCard(page, language)
        return shown.length > 0 && shown.every(matches)
      },
      { message: 'every card shown carries a chosen pattern' },
    )
    .toBe(true)
  return shown
}

test.describe('pattern search', () => {
  test('a pattern filters the shop through the URL; several match any of them; back, reload and tabs keep it right', async ({
    page,
  }) => {
    await page.goto('/shop')
    await settled(page)
    const button = patternButton(page)
    await expect(button).toHaveAccessibleName('Patterns Any pattern')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const group = page.getByRole('group', { name: 'Patterns' })
    await expect(group.getByRole('checkbox')).toHaveCount(7)

    // One pattern: in the URL, and every card carries its badge.
    await tick(group.getByRole('checkbox', { name: 'Mirror' }))
    await expect(page).toHaveURL('/shop?pattern=mirror')
    await settled(page)
    await expectEveryCard(page, (badges) => badges.includes('Mirror'))

    // Two: a card matches either (an all-same number is never a mirror, and both show).
    await tick(group.getByRole('checkbox', { name: 'All the same' }))
    await expect(page).toHaveURL('/shop?pattern=all-same&pattern=mirror')
    await expect(button).toHaveAccessibleName('Patterns 2 selected')
    await settled(page)
    const either = await expectEveryCard(page, (badges) => badges.includes('Mirror') || badges.includes('All the same'))
    expect(either.some((badges) => badges.includes('All the same') && !badges.includes('Mirror'))).toBe(true)
    expect(either.some((badges) => badges.includes('Mirror'))).toBe(true)

    // A filter change starts again at page 1, with the patterns kept.
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL('/shop?pattern=all-same&pattern=mirror&page=2')
    await page.getByRole('radio', { name: '3' }).click()
    await expect(page).toHaveURL('/shop?pattern=all-same&pattern=mirror&digit=3')

    // Back walks through the choices; the checkboxes follow the URL.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('/shop?pattern=all-same&pattern=mirror')
    await page.goBack()
    await expect(page).toHaveURL('/shop?pattern=mirror')
    await expect(patternButton(page)).toHaveAccessibleName('Patterns Mirror')
    await settled(page)
    await expectEveryCard(page, (badges) => badges.includes('Mirror'))
    await page.goForward()
    await expect(page).toHaveURL('/shop?pattern=all-same&pattern=mirror')

    // A reload (or a shared link) opens the same list.
    await page.reload()
    await settled(page)
    await expect(patternButton(page)).toHaveAccessibleName('Patterns 2 selected')
    await patternButton(page).click()
    await expect(page.getByRole('checkbox', { name: 'Mirror' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'All the same' })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(patternButton(page)).toBeFocused()

    // Motorcycle plates have the same patterns, mobile numbers their own: the tabs carry what applies.
    await page.getByRole('tab', { name: 'Motorcycle Plates' }).click()
    await expect(page).toHaveURL('/shop/motorcycle?pattern=all-same&pattern=mirror')
    await settled(page)
    await expectEveryCard(page, (badges) => badges.includes('Mirror') || badges.includes('All the same'))
    await page.getByRole('tab', { name: 'Mobile Numbers' }).click()
    await expect(page).toHaveURL('/shop/mobile')
  })

  test('mobile numbers offer the mobile patterns, and the order list has the control too', async ({ page }) => {
    await page.goto('/shop/mobile')
    await settled(page)
    await patternButton(page).click()
    const group = page.getByRole('group', { name: 'Patterns' })
    await expect(group.getByRole('checkbox')).toHaveCount(9)
    await expect(group.getByRole('checkbox', { name: 'Prefix echoed' })).toBeVisible()
    await tick(group.getByRole('checkbox', { name: 'All seven the same' }))
    await expect(page).toHaveURL('/shop/mobile?pattern=mobile-all-same')
    await settled(page)
    await expectEveryCard(page, (badges) => badges.includes('All seven the same'))
    for (const number of await page.locator('[data-kind="mobile"] p[dir="ltr"]').allTextContents()) {
      expect(number).toMatch(/^05\d (\d)\1\1 \1\1\1\1$/)
    }

    await page.goto('/order/mobile?pattern=mobile-mirror&pattern=mirror')
    await settled(page)
    // A plate id in a mobile list is not a mobile pattern: the control shows only the mobile one.
    await expect(patternButton(page)).toHaveAccessibleName('Patterns Mirror')
    await patternButton(page).click()
    await expect(page.getByRole('checkbox', { name: 'Mirror' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'All seven the same' })).not.toBeChecked()
  })

  for (const language of ['en', 'ar'] as const) {
    test(`a shared pattern link filters in ${language}, and the open control passes axe`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/shop?pattern=round')
      await settled(page)
      const round = language === 'ar' ? 'رقم روند' : 'Round number'
      await expectEveryCard(page, (badges) => badges.includes(round), language)
      await patternButton(page, language === 'ar' ? /^الأنماط / : /^Patterns /).click()
      // The open panel: a group named like the control (the price range is a group of the bar too).
      await expect(page.getByRole('group', { name: language === 'ar' ? 'الأنماط' : 'Patterns' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: round })).toBeChecked()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('pattern badges and sharing on detail pages', () => {
  test('a detail page shows the patterns of its number, with what each means', async ({ page, request }) => {
    const response = await request.get(
      api('/product/for-customers?category=car&isOrder=false&pattern=mirror&pattern=two-digits'),
    )
    const { data } = (await response.json()) as { data: { _id: string; patterns: string[] }[] }
    const listing = data.find((item) => item.patterns.includes('mirror') && item.patterns.includes('two-digits'))
    if (!listing) throw new Error('No mirror plate made of two digits in the seed')
    await page.goto(`/details/car/${listing._id}`)
    await settled(page)
    const badges = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByRole('list', { name: 'Number patterns' })
    await expect(badges.getByRole('listitem')).toHaveText([
      /^Mirror: Reads the same/,
      /^Two digits: Made of exactly two/,
    ])
    await expect(badges.getByRole('listitem').first()).toHaveAttribute('title', /^Reads the same from both ends/)
  })

  test('share copies the link where there is no share sheet, in English and in Arabic (?lang=ar)', async ({
    page,
    context,
    baseURL,
    request,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Desktop Chromium on Linux has no share sheet; make sure of it, so the copy path is what runs.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    )
    const car = await firstListing(request, 'car')

    await page.goto(`/details/car/${car._id}`)
    await settled(page)
    await page.getByRole('link', { name: 'Share' }).click()
    await expect(toast(page, 'Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/details/car/${car._id}`)

    await useLanguage(context, baseURL, 'ar')
    const mobile = await firstListing(request, 'mobile')
    await page.goto(`/details/mobile/${mobile._id}`)
    await settled(page)
    await page.getByRole('link', { name: 'مشاركة' }).click()
    await expect(toast(page, 'تم نسخ الرابط')).toBeVisible()
    const arabicLink = await page.evaluate(() => navigator.clipboard.readText())
    expect(arabicLink).toBe(`${baseURL}/details/mobile/${mobile._id}?lang=ar`)

    // The link opens in Arabic for someone who never chose a language, and the server's head says so too.
    const stranger = await browser.newContext({ baseURL })
    const other = await stranger.newPage()
    const opened = await other.goto(arabicLink)
    expect(await opened?.text()).toContain('<html lang="ar" dir="rtl">')
    await expect(other.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(other.getByRole('link', { name: 'مشاركة' })).toBeVisible()
    // The parameter has done its job; the cookie keeps the language from here on.
    await expect(other).toHaveURL(`/details/mobile/${mobile._id}`)
    await stranger.close()
  })

  test('share hands the title, text and link to the share sheet where there is one', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.assign(window, { shared })
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data)
        },
      })
    })
    const motorcycle = await firstListing(request, 'motorcycle')
    await page.goto(`/details/motorcycle/${motorcycle._id}`)
    await settled(page)
    await page.getByRole('link', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: await page.getByRole('heading', { level: 1 }).textContent(),
          // The listing's own title, in the page language.
          text: await page.locator('h2[lang]').textContent(),
          url: `${baseURL}/details/motorcycle/${motorcycle._id}`,
        },
      ])
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })
})
