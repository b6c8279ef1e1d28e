import { expect, test, useLanguage } from './fixtures.ts'
import { firstListing } from './pages.ts'

/*
 * Pages arrive rendered (ADR 0012): with JavaScript switched off a visitor — or a crawler, or a link
 * preview — still reads the listings, in either language.
 */
test.use({ javaScriptEnabled: false })

const expected = {
  en: { dir: 'ltr', shop: 'Shop', currency: 'AED' },
  ar: { dir: 'rtl', shop: 'المتجر', currency: 'درهم' },
} as const

for (const language of ['en', 'ar'] as const) {
  test.describe(`without JavaScript, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('the shop shows 12 listings with their plates and prices', async ({ page }) => {
      await page.goto('/shop')
      await expect(page.locator('html')).toHaveAttribute('dir', expected[language].dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[language].shop)
      const cards = page.locator('[data-slot="listing-card"]')
      await expect(cards).toHaveCount(12)
      for (const card of await cards.all()) {
        await expect(card.getByRole('img').first()).toBeVisible()
        await expect(card.locator('[data-slot="price"]')).toContainText(expected[language].currency)
      }
    })

    test('a detail page shows its plate, price, seller and description', async ({ page, request }) => {
      const listing = await firstListing(request, 'car')
      const answer = await request.get(`/api/v1.0/product/${listing._id}`)
      const { data: detail } = (await answer.json()) as {
        data: { descriptionEn: string; descriptionAr: string; customer: { username: string } }
      }
      await page.goto(`/details/car/${listing._id}`)
      await expect(page.locator('html')).toHaveAttribute('dir', expected[language].dir)
      const article = page.locator('article[aria-labelledby="listing-heading"]')
      await expect(article.getByRole('img').first()).toBeVisible()
      await expect(article.locator('[data-slot="price"]')).toContainText(expected[language].currency)
      await expect(article).toContainText(detail.customer.username)
      await expect(article).toContainText(
        (language === 'ar'
          ? detail.descriptionAr || detail.descriptionEn
          : detail.descriptionEn || detail.descriptionAr
        ).slice(0, 40),
      )
    })

    test('the home page shows its sections, none left invisible for a script that never runs', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
      await expect(page.locator('[data-slot="listing-card"]').first()).toBeVisible()
    })
  })
}
