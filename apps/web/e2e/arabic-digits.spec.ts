import type { APIRequestContext, Page } from '@playwright/test'
import { api, expect, registerByApi, settled, test, useLanguage } from './fixtures.ts'
import { publish } from './pages.ts'

/*
 * A shopper on an Arabic phone keyboard types ٧٨٦, not 786: the shop finds what 786 finds, with its
 * script and without, and the box keeps what was typed (docs/adr/0047-digits-of-every-script.md).
 */

const phone = { width: 375, height: 812 }
const cards = '[data-slot="listing-card"]'
const words = { keyword: 'كلمة البحث', filters: /^عوامل التصفية/, show: /^اعرض / }

/** The plates on the cards, as their pictures name them, in the order shown. */
const plateNames = (page: Page) =>
  page
    .locator(cards)
    .getByRole('img', { name: /لوحة/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''))

/**
 * An Ajman plate 786, published through the API with its number in Arabic-Indic digits as a client may
 * send it (the server stores 786); a second call finds it there already (409).
 */
async function publish786(request: APIRequestContext) {
  const { token } = await registerByApi(request, 'ar')
  const published = await publish(request, token, {
    category: 'car',
    city: 'ajman',
    code: 'A',
    number: '٧٨٦',
    titleEn: 'Ajman A 786',
    titleAr: 'عجمان A ٧٨٦',
    newPrice: 78600,
  })
  expect([201, 409]).toContain(published.status())
}

/** What the list of 786 shows, read from the same page in Western digits. */
async function westernList(page: Page) {
  await page.goto('/shop?keyword=786')
  await settled(page)
  return plateNames(page)
}

test.describe('Arabic digits typed into the shop keyword, on a phone', () => {
  test.use({ viewport: phone })
  test.beforeEach(async ({ context, baseURL, request }) => {
    await publish786(request)
    await useLanguage(context, baseURL, 'ar')
  })

  test('with its script: ٧٨٦ finds what 786 finds, and the box still reads ٧٨٦', async ({ page, request }) => {
    // The API reads the keyword as the page does.
    const total = async (keyword: string) =>
      (
        (await (
          await request.get(api(`/product/for-customers?category=car&keyword=${encodeURIComponent(keyword)}`))
        ).json()) as { paginationResult: { total: number } }
      ).paginationResult.total
    expect(await total('786')).toBeGreaterThan(0)
    expect(await total('٧٨٦')).toBe(await total('786'))
    const expected = await westernList(page)
    expect(expected.length).toBeGreaterThan(0)

    await page.goto('/shop')
    await settled(page)
    await page.getByRole('button', { name: words.filters }).click()
    const sheet = page.getByRole('dialog')
    const keyword = sheet.getByLabel(words.keyword)
    await keyword.fill('٧٨٦')
    await keyword.press('Enter')
    await expect(page).toHaveURL(`/shop?keyword=${encodeURIComponent('٧٨٦')}`)
    await settled(page)
    await sheet.getByRole('button', { name: words.show }).click()
    await expect(sheet).toBeHidden()
    await expect.poll(() => plateNames(page)).toEqual(expected)
    await page.getByRole('button', { name: words.filters }).click()
    await expect(page.getByRole('dialog').getByLabel(words.keyword)).toHaveValue('٧٨٦')
  })

  test.describe('without its script', () => {
    test.use({ javaScriptEnabled: false })

    test('the form sent with ٧٨٦ lists what 786 lists, the box keeping ٧٨٦', async ({ page }) => {
      const expected = await westernList(page)
      expect(expected.length).toBeGreaterThan(0)
      await page.goto('/shop?whole=1#list-filters')
      const form = page.getByRole('search')
      await form.getByLabel(words.keyword).fill('٧٨٦')
      await form.getByRole('button', { name: words.show }).click()
      await expect(page).toHaveURL(`/shop?keyword=${encodeURIComponent('٧٨٦')}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      expect(await plateNames(page)).toEqual(expected)
      // The form is drawn with what it sent, shown when its link is followed.
      await expect(page.locator('input[name="keyword"]')).toHaveValue('٧٨٦')
    })
  })
})
