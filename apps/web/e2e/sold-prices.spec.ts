import type { APIRequestContext } from '@playwright/test'
import { api, expect, expectNoAxeViolations, settled, signInByApi, test, toast, useLanguage } from './fixtures.ts'

/*
 * Sale prices: a seller says what a listing sold for and may publish it; published prices make the
 * public sold-prices record, whose filters are a GET form that works without script.
 */

const cards = '[data-slot="card-grid"] > li'

const words = {
  en: {
    sold: 'Sold',
    dialog: 'Mark as sold',
    price: 'Sold for (AED)',
    publish: 'Publish this price on the sold prices record',
    save: 'Mark as sold',
    toast: 'Sold this product successfully',
    typed: '61,500',
    published: 'Sold for AED 61,500 (published)',
    private: 'Sold for AED 48,000 (only you see this)',
    publicSale: /Sold for AED\s61,500 on \d+ \w+ \d{4}/,
    soldFor: 'Sold for',
    title: 'Sold prices',
    kind: 'Kind',
    car: 'Car plate',
    city: 'City',
    uaq: 'Umm Al Quwain',
    dubai: 'Dubai',
    chart: 'Prices over time',
    form: 'Filter sold prices',
    show: 'Show results',
    dubaiPlate: /^Dubai plate /,
  },
  ar: {
    sold: 'تم البيع',
    dialog: 'تحديد كمباع',
    price: 'بيع بسعر (درهم)',
    publish: 'انشر هذا السعر في سجل أسعار البيع',
    save: 'تحديد كمباع',
    toast: 'تم بيع هذا المنتج بنجاح',
    typed: '٦١٥٠٠',
    published: 'بيع بسعر 61,500\u00a0درهم (منشور)',
    private: 'بيع بسعر 48,000\u00a0درهم (لا يراه أحد غيرك)',
    publicSale: /بيع بسعر 61,500\sدرهم في \d+ \S+ \d{4}/,
    soldFor: 'بيع بسعر',
    title: 'أسعار البيع',
    kind: 'النوع',
    car: 'لوحة سيارة',
    city: 'المدينة',
    uaq: 'أم القيوين',
    dubai: 'دبي',
    chart: 'الأسعار عبر الزمن',
    form: 'تصفية أسعار البيع',
    show: 'اعرض النتائج',
    dubaiPlate: /^لوحة دبي /,
  },
} as const

/** A new 5-digit Umm Al Quwain car plate of the demo customer's; its id and number. */
async function publishPlate(request: APIRequestContext, token: string) {
  const number = String(10000 + Math.floor(Math.random() * 89999))
  const published = await request.post(api('/product'), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      category: 'car',
      city: 'umm-al-quwain',
      code: 'X',
      number,
      titleEn: `E2E Umm Al Quwain X ${number}`,
      titleAr: `أم القيوين X ${number}`,
      newPrice: 65000,
    },
  })
  expect(published.status()).toBe(201)
  const { data } = (await published.json()) as { data: { _id: string } }
  return { id: data._id, number }
}

test.describe('sale prices', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const w = words[language]

    test(`a published sale price shows on its page and on the record, filtered by emirate and digits (${language})`, async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      const token = await signInByApi(context, request, baseURL)
      await useLanguage(context, baseURL, language)
      const { id, number } = await publishPlate(request, token)

      await page.goto(`/details/car/${id}`)
      await settled(page)
      await page.getByRole('button', { name: w.sold, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.dialog })
      await dialog.getByLabel(w.price, { exact: true }).fill(w.typed)
      await dialog.getByRole('checkbox', { name: w.publish }).check()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(toast(page, w.toast)).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(w.published)).toBeVisible()

      // A visitor reads the price and the day on its page.
      const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } })
      await useLanguage(visitor, baseURL, language)
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(`/details/car/${id}`)
      await expect(visitorPage.getByText(w.publicSale)).toBeVisible()

      // The record, filtered with its own controls (script on): the sale is the newest of its kind.
      await visitorPage.goto('/sold-prices')
      await settled(visitorPage)
      await expect(visitorPage.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
      await visitorPage.getByRole('combobox', { name: w.kind }).selectOption({ label: w.car })
      await expect(visitorPage).toHaveURL(/category=car/)
      await visitorPage.getByRole('combobox', { name: w.city }).selectOption({ label: w.uaq })
      await expect(visitorPage).toHaveURL(/city=umm-al-quwain/)
      await visitorPage.getByRole('radio', { name: '5', exact: true }).click()
      await expect(visitorPage.getByRole('radio', { name: '5', exact: true })).toBeChecked()
      await expect(visitorPage).toHaveURL(/digit=5/)
      await settled(visitorPage)
      const card = visitorPage.locator(cards).filter({ hasText: number })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText(w.publicSale)
      await expect(visitorPage.locator(cards).first()).toContainText(number)
      await expect(visitorPage.getByRole('region', { name: w.chart }).getByRole('img')).toBeVisible()
      await expectNoAxeViolations(visitorPage)
      await visitor.close()
    })

    test(`an unpublished sale price is shown to its seller only, and not on the record (${language})`, async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      const token = await signInByApi(context, request, baseURL)
      await useLanguage(context, baseURL, language)
      const { id, number } = await publishPlate(request, token)

      await page.goto(`/details/car/${id}`)
      await settled(page)
      await page.getByRole('button', { name: w.sold, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.dialog })
      await dialog.getByLabel(w.price, { exact: true }).fill('48000')
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(w.private)).toBeVisible()

      const visitor = await browser.newContext({ baseURL })
      await useLanguage(visitor, baseURL, language)
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(`/details/car/${id}`)
      await settled(visitorPage)
      await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitorPage.getByText(w.soldFor)).toHaveCount(0)
      await visitorPage.goto('/sold-prices?category=car&city=umm-al-quwain&digit=5')
      await settled(visitorPage)
      await expect(visitorPage.locator(cards).filter({ hasText: number })).toHaveCount(0)
      await visitor.close()
    })
  }
})

test.describe('the sold-prices record without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const w = words[language]

    test(`its filters are a form sent as it is (${language})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/sold-prices')
      const form = page.getByRole('search', { name: w.form })
      await form.getByRole('combobox', { name: w.kind }).selectOption({ label: w.car })
      await form.getByRole('combobox', { name: w.city }).selectOption({ label: w.dubai })
      await form.getByRole('button', { name: w.show }).click()
      // Sent with its empty fields, answered at the clean URL the page's own links write.
      await expect(page).toHaveURL(/\/sold-prices\?category=car&city=dubai$/)
      await expect(form.getByRole('combobox', { name: w.city })).toHaveValue('dubai')
      const names = await page
        .locator(cards)
        .getByRole('img', { name: /plate|لوحة/ })
        .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''))
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(name).toMatch(w.dubaiPlate)
      await expect(page.locator(cards).first()).toContainText(w.soldFor)
    })
  }
})
