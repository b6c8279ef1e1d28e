import type { Page } from '@playwright/test'
import {
  api,
  expect,
  expectNoAxeViolations,
  registerByApi,
  settled,
  signInWithToken,
  test,
  useLanguage,
} from './fixtures.ts'

/** A phone's browser: Playwright's own says "HeadlessChrome", which is not counted (a program). */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

test.use({ userAgent: PHONE })

/** Waits for the page to tell the server of a view or a tap of this listing. */
const interaction = (page: Page, id: string) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1.0/product/${id}/interactions`,
  )

for (const language of ['en', 'ar'] as const) {
  test(`a seller sees a visitor's view and WhatsApp tap in My Products, and nobody else may (${language})`, async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const words =
      language === 'en'
        ? { title: 'Last 30 days', table: 'Show as a table', chat: 'Chat with the seller on WhatsApp' }
        : { title: 'آخر 30 يومًا', table: 'اعرضه جدولًا', chat: 'تواصل مع البائع عبر واتساب' }
    const seller = await registerByApi(request, language)
    const number = String(10000 + Math.floor(Math.random() * 89999))
    const published = await request.post(api('/product'), {
      headers: { authorization: `Bearer ${seller.token}` },
      data: {
        category: 'car',
        city: 'fujairah',
        code: 'B',
        number,
        titleEn: `E2E Fujairah B ${number}`,
        titleAr: `الفجيرة B ${number}`,
        newPrice: 52000,
      },
    })
    expect(published.status()).toBe(201)
    const { _id: id } = ((await published.json()) as { data: { _id: string } }).data

    // A visitor on a phone opens the listing (one view) and taps WhatsApp (one tap), which opens at once.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    )
    await useLanguage(context, baseURL, language)
    const viewed = interaction(page, id)
    await page.goto(`/details/car/${id}`)
    expect((await viewed).postDataJSON()).toEqual({ kind: 'view' })
    const tapped = interaction(page, id)
    const whatsapp = context.waitForEvent('page')
    await page.getByRole('link', { name: words.chat }).click()
    expect((await tapped).postDataJSON()).toEqual({ kind: 'whatsappTap' })
    await (await whatsapp).waitForURL(/^https:\/\/wa\.me\//)

    // A crawler's view is not counted, nor is the seller's own.
    const crawler = await browser.newContext({ baseURL, userAgent: GOOGLEBOT })
    const crawled = await crawler.newPage()
    const crawlerViewed = interaction(crawled, id)
    await crawled.goto(`/details/car/${id}`)
    await crawlerViewed
    await crawler.close()

    const owner = await browser.newContext({ baseURL, userAgent: PHONE })
    await signInWithToken(owner, baseURL, seller.token)
    await useLanguage(owner, baseURL, language)
    const mine = await owner.newPage()
    const ownView = interaction(mine, id)
    await mine.goto(`/details/car/${id}`)
    await ownView

    // The statistics load with the route: the server's page already draws them.
    const drawn = await request.get('/my-profile', {
      headers: { cookie: `customerToken=${seller.token}; i18next=${language}` },
    })
    expect(await drawn.text()).toContain('data-slot="listing-statistics"')

    await mine.goto('/my-profile')
    await mine.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const card = mine.locator('[data-slot="listing-card"]').filter({ hasText: number })
    const statistics = card.getByRole('group', { name: words.title })
    await expect(statistics.locator('[data-measure="views"] dd')).toHaveText('1')
    await expect(statistics.locator('[data-measure="whatsappTaps"] dd')).toHaveText('1')
    await expect(statistics.locator('[data-measure="favorites"] dd')).toHaveText('0')
    await expect(statistics.getByRole('img')).toBeVisible()
    await statistics.getByText(words.table).click()
    const today = statistics.getByRole('row').last()
    await expect(today.getByRole('cell')).toHaveText(['1', '0', '1', '0'])
    await settled(mine)
    await expectNoAxeViolations(mine)
    await owner.close()

    // Another customer asking the API for this listing's statistics is refused.
    const stranger = await registerByApi(request, language)
    const refused = await request.get(api(`/customer/listing-statistics?id=${id}`), {
      headers: { authorization: `Bearer ${stranger.token}` },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe('notYourListing')
  })
}
