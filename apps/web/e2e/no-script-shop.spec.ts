import type { Page } from '@playwright/test'
import { expect, openBeforeScript, test, useLanguage } from './fixtures.ts'

/*
 * The shop's list page works with no script at all: its filters are a GET form, its pages and tabs are
 * links, and a tap that lands before the page's script has run is not lost.
 */

/** What a visitor reads and presses, in each language. */
const words = {
  en: {
    filters: 'Filters',
    form: 'Filter listings',
    city: 'City',
    sort: 'Sort',
    show: 'Show results',
    nextPage: 'Next page',
    page2: 'Page 2',
    motorcycles: 'Motorcycle Plates',
    dubaiPlate: /^Dubai plate /,
    from: 'From',
    to: 'To',
    notAmount: 'Type an amount in AED',
  },
  ar: {
    filters: 'عوامل التصفية',
    form: 'تصفية الإعلانات',
    city: 'المدينة',
    sort: 'الترتيب',
    show: 'اعرض النتائج',
    nextPage: 'الصفحة التالية',
    page2: 'الصفحة 2',
    motorcycles: 'لوحات الدراجات النارية',
    dubaiPlate: /^لوحة دبي /,
    from: 'من',
    to: 'إلى',
    notAmount: 'اكتب مبلغًا بالدرهم',
  },
} as const

const cards = '[data-slot="listing-card"]'

/** The plates' names on the cards, e.g. "Dubai plate A 123". */
const plateNames = (page: Page) =>
  page
    .locator(cards)
    .getByRole('img', { name: /plate|لوحة/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''))

/** The cards' prices in AED, in the order shown. */
const prices = async (page: Page) =>
  (await page.locator(`${cards} [data-slot="price"] > span:first-child`).allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  )

test.describe('the shop without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const say = words[language]

    test(`${language}: filter by emirate and digits, sort by price, go to page 2 and open a listing`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/shop')
      // The document holds the first screen; a browser without script is sent to the whole page (ADR 0043).
      await expect(page).toHaveURL(/\/shop\?whole=1$/)
      const form = page.getByRole('search', { name: say.form })
      // The sheet needs the script: until then "Filters" is a link that shows the form in the page.
      await expect(form).toBeHidden()
      await page.getByRole('link', { name: say.filters }).click()
      await expect(page).toHaveURL(/\/shop\?whole=1#list-filters$/)
      await expect(form).toBeVisible()

      await form.getByRole('combobox', { name: say.city }).selectOption('dubai')
      await form.getByRole('radio', { name: '3', exact: true }).check()
      await form.getByRole('combobox', { name: say.sort }).selectOption('newPrice')
      await form.getByRole('button', { name: say.show }).click()

      // The form sent every field; the server answered at the list's clean URL.
      await expect(page).toHaveURL(/\/shop\?digit=3&city=dubai&sort=newPrice$/)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator(cards)).toHaveCount(12)
      const names = await plateNames(page)
      expect(names).toHaveLength(12)
      for (const name of names) {
        expect(name).toMatch(say.dubaiPlate)
        expect(name).toMatch(/(?:^|\s)\d{3}$/)
      }
      const firstPage = await prices(page)
      expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b))

      // The pages are links that keep the filters.
      await expect(page.getByRole('link', { name: say.page2, exact: true })).toHaveAttribute(
        'href',
        '/shop?digit=3&city=dubai&sort=newPrice&page=2',
      )
      await page.getByRole('link', { name: say.nextPage }).click()
      await expect(page).toHaveURL(/\/shop\?digit=3&city=dubai&sort=newPrice&page=2$/)
      await expect(page.getByRole('link', { name: say.page2, exact: true })).toHaveAttribute('aria-current', 'page')
      for (const name of await plateNames(page)) expect(name).toMatch(say.dubaiPlate)
      const secondPage = await prices(page)
      expect(secondPage.length).toBeGreaterThan(0)
      expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b))
      expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!)

      // A card's link opens its listing.
      const first = page.locator(cards).first()
      const plate = await first.getByRole('img', { name: say.dubaiPlate }).getAttribute('aria-label')
      await first.getByRole('heading').getByRole('link').click()
      await expect(page).toHaveURL(/\/details\/car\/[\w-]+$/)
      await expect(
        page.locator('article[aria-labelledby="listing-heading"]').getByRole('img', { name: plate! }).first(),
      ).toBeVisible()
    })

    test(`${language}: the category tabs are links, and a form sent as it is keeps only what was chosen`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/shop?city=dubai')
      await page.getByRole('tab', { name: say.motorcycles }).click()
      await expect(page).toHaveURL(/\/shop\/motorcycle$/)
      await expect(page.getByRole('tab', { name: say.motorcycles })).toHaveAttribute('aria-selected', 'true')
      await page.getByRole('link', { name: say.filters }).click()
      await page.getByRole('search', { name: say.form }).getByRole('button', { name: say.show }).click()
      await expect(page).toHaveURL(/\/shop\/motorcycle$/)
    })
  }
})

test.describe('prices typed without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const say = words[language]

    test(`${language}: Arabic digits and separators apply, and a bound that is no amount is said in the form`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/shop')
      await page.getByRole('link', { name: say.filters }).click()
      const form = page.getByRole('search', { name: say.form })
      await form.getByRole('textbox', { name: say.from, exact: true }).fill('abc')
      await form.getByRole('textbox', { name: say.to, exact: true }).fill('٥٠٬٠٠٠')
      await form.getByRole('button', { name: say.show }).click()

      await expect(page).toHaveURL(/\/shop\?minPrice=abc&maxPrice=50000$/)
      // The form shows itself on the phone to say what did not apply, and keeps what was typed.
      const from = form.getByRole('textbox', { name: say.from, exact: true })
      await expect(from).toBeVisible()
      await expect(from).toHaveValue('abc')
      await expect(from).toHaveAttribute('aria-invalid', 'true')
      await expect(from).toHaveAccessibleDescription(say.notAmount)
      await expect(form.getByText(say.notAmount)).toBeVisible()
      await expect(form.getByRole('textbox', { name: say.to, exact: true })).toHaveValue('50000')
      const shown = await prices(page)
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((price) => price <= 50_000)).toBe(true)
    })
  }
})

test.describe('a list URL with empty or malformed filters', () => {
  test('is answered with a redirect to its clean URL, never an error', async ({ request }) => {
    const cases: [string, string][] = [
      ['/shop?keyword=&city=&code=&digit=3&minPrice=&maxPrice=&sort=', '/shop?digit=3'],
      ['/shop?digit=9&city=paris&sort=price&page=0', '/shop'],
      ['/shop?minPrice=&maxPrice=%D9%A1%D9%A0%D9%A0%D9%A0', '/shop?maxPrice=1000'],
      // Not an amount: kept as typed, for the price box to say so.
      ['/shop?minPrice=%20abc&maxPrice=', '/shop?minPrice=abc'],
      [
        '/shop/mobile?operator=&prefix=055&minPrice=%D9%A2%D9%AC%D9%A0%D9%A0%D9%A0',
        '/shop/mobile?prefix=055&minPrice=2000',
      ],
      ['/order?city=&lang=ar', '/order?lang=ar'],
    ]
    for (const [asked, clean] of cases) {
      const answer = await request.get(asked, { maxRedirects: 0 })
      expect(answer.status(), asked).toBe(302)
      expect(answer.headers().location, asked).toBe(clean)
      const page = await request.get(clean, { maxRedirects: 0 })
      expect(page.status(), clean).toBe(200)
    }
    expect((await request.get('/shop?digit=3&city=dubai&page=2', { maxRedirects: 0 })).status()).toBe(200)
  })
})

test('a filter chosen and sent before the page script has run is not lost', async ({ page, baseURL }) => {
  await openBeforeScript(page, baseURL, '/shop')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  const form = page.getByRole('search', { name: words.en.form })
  await form.getByRole('combobox', { name: words.en.city }).selectOption('sharjah')
  await form.getByRole('combobox', { name: words.en.sort }).selectOption('-newPrice')
  await form.getByRole('button', { name: words.en.show }).click()
  await expect(page).toHaveURL(/\/shop\?city=sharjah&sort=-newPrice$/)
  await expect(page.getByRole('combobox', { name: words.en.city })).toHaveValue('sharjah')
  const names = await plateNames(page)
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toMatch(/^Sharjah plate /)
  const shown = await prices(page)
  expect(shown).toEqual([...shown].sort((a, b) => b - a))
})

test('with the script running, a page link turns the page in place and scrolls back to the top', async ({ page }) => {
  await page.goto('/shop?city=dubai')
  // A mark on the window: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\?city=dubai&page=2$/)
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true)
  // The sheet's button is a button again, and the form has no submit button: the filters apply as they change.
  await expect(
    page.getByRole('search', { name: words.en.form }).getByRole('button', { name: words.en.show }),
  ).toHaveCount(0)
})
