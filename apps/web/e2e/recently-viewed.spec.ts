import { api, expect, expectNoAxeViolations, settled, test, useLanguage } from './fixtures.ts'
import type { APIRequestContext, Page } from '@playwright/test'

type Listing = { _id: string; category: string }

/** The detail pages a section's cards link to, in the order it shows them. */
async function shownLinks(page: Page, name: string) {
  const section = page.getByRole('region', { name })
  await expect(section).toBeVisible()
  return section
    .locator('[data-slot="listing-card"] h3 a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
}

/** Three listings for sale, as the shop lists them, by their pages' paths. */
async function threeListings(request: APIRequestContext) {
  const { data } = (await (await request.get(api('/product/for-customers?isOrder=false'))).json()) as {
    data: Listing[]
  }
  return data.slice(0, 3).map((listing) => `/details/${listing.category}/${listing._id}`)
}

/** Opens each page in turn, as a shopper would. */
async function view(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await settled(page)
  }
}

/** The listings a shopper opened stay on the device, on the home page and below a detail page. */
for (const language of ['en', 'ar'] as const) {
  const words =
    language === 'ar'
      ? { heading: 'شوهدت مؤخرًا', clear: 'مسح السجل' }
      : { heading: 'Recently viewed', clear: 'Clear history' }

  test(`recently viewed listings gather on the device, ${language}`, async ({ page, context, baseURL, request }) => {
    await useLanguage(context, baseURL, language)
    const [a, b, c] = await threeListings(request)

    // A first visit has nothing to show.
    await page.goto('/')
    await settled(page)
    await expect(page.getByRole('region', { name: words.heading })).toHaveCount(0)

    await view(page, [a!, b!, c!])
    // Below a detail page: the others, most recent first, never the listing on the screen.
    expect(await shownLinks(page, words.heading)).toEqual([b, a])

    await view(page, ['/'])
    expect(await shownLinks(page, words.heading)).toEqual([c, b, a])
    await expectNoAxeViolations(page)
  })

  test(`recently viewed listings reorder, stay and clear, ${language}`, async ({ page, context, baseURL, request }) => {
    await useLanguage(context, baseURL, language)
    const [a, b, c] = await threeListings(request)

    // Seeing a listing again moves it to the front; a reload keeps the list.
    await view(page, [a!, b!, c!, a!, '/'])
    expect(await shownLinks(page, words.heading)).toEqual([a, c, b])
    await page.reload()
    await settled(page)
    expect(await shownLinks(page, words.heading)).toEqual([a, c, b])

    await page.getByRole('button', { name: words.clear }).click()
    await expect(page.getByRole('region', { name: words.heading })).toHaveCount(0)
    await page.reload()
    await settled(page)
    await expect(page.getByRole('region', { name: words.heading })).toHaveCount(0)
  })
}
