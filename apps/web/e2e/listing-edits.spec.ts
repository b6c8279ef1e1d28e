import { api, expect, expectNoAxeViolations, settled, signInByApi, test, toast, useLanguage } from './fixtures.ts'
import { publish } from './pages.ts'

const cards = '[data-slot="card-grid"] > li'

/** A seller lowers a price, withdraws and restores a listing; buyers see the drop. */
test.describe('a seller edits a listing', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`lowers the price: the history chart and the "price dropped" badge show it (${language})`, async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      const words =
        language === 'en'
          ? {
              edit: 'Edit',
              price: 'Price (AED)',
              save: 'Save',
              saved: 'Your changes are saved.',
              dropped: 'Price dropped',
            }
          : { edit: 'تعديل', price: 'السعر (درهم)', save: 'حفظ', saved: 'حُفظت تعديلاتك.', dropped: 'انخفض السعر' }
      const token = await signInByApi(context, request, baseURL)
      await useLanguage(context, baseURL, language)
      const number = String(10000 + Math.floor(Math.random() * 89999))
      const published = await publish(request, token, {
        category: 'car',
        city: 'ajman',
        code: 'A',
        number,
        titleEn: `E2E Ajman A ${number}`,
        titleAr: `عجمان A ${number}`,
        newPrice: 64000,
      })
      expect(published.status()).toBe(201)
      const { data } = (await published.json()) as { data: { _id: string } }

      await page.goto(`/details/car/${data._id}`)
      await settled(page)
      const history = page.getByRole('region', { name: language === 'en' ? 'Price history' : 'تاريخ السعر' })
      await expect(history).toContainText(language === 'en' ? 'The price has not changed' : 'لم يتغير السعر')
      await page.getByRole('button', { name: words.edit, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(words.price, { exact: true }).fill(language === 'en' ? '59,500' : '٥٩٥٠٠')
      await dialog.getByRole('button', { name: words.save }).click()
      await expect(toast(page, words.saved)).toBeVisible()
      await expect(dialog).toBeHidden()

      await expect(page.locator('[data-slot="price"]').first()).toContainText(words.dropped)
      await expect(history.getByRole('img')).toBeVisible()
      await history.getByText(language === 'en' ? 'Show as a table' : 'اعرضه جدولًا').click()
      await expect(history.getByRole('row')).toHaveCount(3)
      // The toast fades out first: axe would judge its contrast half-way.
      await expect(toast(page, words.saved)).toHaveCount(0, { timeout: 15_000 })
      await expectNoAxeViolations(page)

      // A visitor (no session) finds it in the shop with the badge.
      const visitor = await browser.newContext({ baseURL })
      await useLanguage(visitor, baseURL, language)
      const shop = await visitor.newPage()
      await shop.goto(`/shop?keyword=${number}`)
      const card = shop.locator(cards).filter({ hasText: number })
      await expect(card).toContainText(words.dropped)
      await visitor.close()
    })
  }

  test('withdraws a listing on its page and restores it from My Products', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signInByApi(context, request, baseURL)
    const number = String(10000 + Math.floor(Math.random() * 89999))
    const published = await publish(request, token, {
      category: 'car',
      city: 'fujairah',
      code: 'B',
      number,
      titleEn: `E2E Fujairah B ${number}`,
      titleAr: `الفجيرة B ${number}`,
      newPrice: 9000,
    })
    const { data } = (await published.json()) as { data: { _id: string } }

    await page.goto(`/details/car/${data._id}`)
    await settled(page)
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await expect(toast(page, 'The listing is withdrawn: only you can see it.')).toBeVisible()
    await expect(page.locator('[data-slot="ribbon"][data-tone="withdrawn"]')).toHaveText('Withdrawn')
    await expect(page.getByText('You withdrew this listing: only you can see it.')).toBeVisible()
    expect((await request.get(api(`/product/${data._id}`))).status()).toBe(404)

    await page.goto('/my-profile')
    await settled(page)
    const mine = page.locator(cards).filter({ hasText: `E2E Fujairah B ${number}` })
    await expect(mine.locator('[data-slot="ribbon"]')).toHaveText('Withdrawn')
    await mine.getByRole('button', { name: 'Restore', exact: true }).click()
    await expect(toast(page, 'The listing is back on the market.')).toBeVisible()
    await expect(mine.locator('[data-slot="ribbon"]')).toHaveCount(0)
    await expect(mine.getByRole('button', { name: 'Sold', exact: true })).toBeVisible()
    expect((await request.get(api(`/product/${data._id}`))).status()).toBe(200)
  })
})
