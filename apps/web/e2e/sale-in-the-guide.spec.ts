import type { APIRequestContext } from '@playwright/test'
import { api, expect, registerByApi, settled, test, useLanguage } from './fixtures.ts'

/*
 * What a number is worth, end to end: a seller publishes what their plate sold for, and the sale
 * appears on the public sold-prices record and among the comparables of the same plate listed again by
 * another seller (docs/adr/0039-the-fair-price-guide.md, docs/adr/0041-sale-prices-and-the-sold-prices-record.md).
 */

const cards = '[data-slot="card-grid"] > li'

const words = {
  en: { guide: 'What is it worth?', examples: 'The most alike', sold: /Sold for AED\s/ },
  ar: { guide: 'كم يساوي؟', examples: 'الأكثر شبهًا', sold: /بيع بسعر / },
} as const

type Guide = { typical: number | null; examples: { _id: string }[] }

/** A Dubai car plate with code W of this seller's, for sale at this price; its id. */
async function publishDubaiPlate(request: APIRequestContext, token: string, number: string, price: number) {
  const published = await request.post(api('/product'), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      category: 'car',
      city: 'dubai',
      code: 'W',
      number,
      titleEn: `E2E Dubai W ${number}`,
      titleAr: `دبي W ${number}`,
      newPrice: price,
    },
  })
  expect(published.status()).toBe(201)
  return ((await published.json()) as { data: { _id: string } }).data._id
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`a published sale reaches the sold-prices record and the guide of the same plate listed again (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, language)
    // A three-digit mirror (5x5, never 555): a kind the demo data has many of, so the guide has a range to keep it in.
    const outer = 1 + Math.floor(Math.random() * 9)
    const number = `${outer}${(outer + 1 + Math.floor(Math.random() * 9)) % 10}${outer}`
    const reference = (await (
      await request.get(api(`/prices/guide?category=car&city=dubai&code=W&number=${number}`))
    ).json()) as Guide
    const price = Math.round(reference.typical ?? 150000)

    // The first seller sells it and publishes the price.
    const first = await registerByApi(request, language)
    const soldId = await publishDubaiPlate(request, first.token, number, price)
    const sold = await request.put(api(`/product/change-sold/${soldId}`), {
      headers: { authorization: `Bearer ${first.token}` },
      data: { price, publish: true },
    })
    expect(sold.status()).toBe(200)

    // The record lists it on the first page of Dubai's three-digit plates (the newest sales), with what
    // it sold for.
    await page.goto('/sold-prices?category=car&city=dubai&digit=3')
    await settled(page)
    const card = page.locator(cards).filter({ has: page.locator(`a[href="/details/car/${soldId}"]`) })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(w.sold)

    // The buyer lists the same plate again: its guide counts the sale, among the most alike and newest of
    // its comparables, and links to it.
    const second = await registerByApi(request, language)
    const listedId = await publishDubaiPlate(request, second.token, number, price)
    await page.goto(`/details/car/${listedId}`)
    await settled(page)
    const examples = page.getByRole('region', { name: w.guide }).getByRole('list', { name: w.examples })
    await expect(examples.locator(`a[href="/details/car/${soldId}"]`)).toHaveCount(1)
  })
}
