import type { APIRequestContext, Browser } from '@playwright/test'
import { isolateNumbers } from '@raqam/text/numbers-in-text'
import {
  adminTokenByApi,
  api,
  demo,
  expect,
  expectNoAxeViolations,
  matchMessages,
  registerModeratorByApi,
  settled,
  signInWithToken,
  test,
  toast,
  useLanguage,
} from './fixtures.ts'
import { sellerWithListing } from './pages.ts'

/*
 * The moderation console (ADR 0035): a visitor reports a listing, a moderator hides it (gone from the shop,
 * its page 410, its seller told why) and restores it; and the console's pages answer each viewer as the
 * route table says, over plain HTTP.
 */

const cards = '[data-slot="card-grid"] > li'

const words = {
  en: {
    reportLink: 'Report this listing',
    scam: 'Scam or impersonation',
    reportNote: 'Anything else our moderators should know (optional)',
    send: 'Send the report',
    thanks: 'Thank you for your report',
    hide: 'Hide listing',
    hideDialog: 'Hide this listing',
    reason: 'Reason',
    note: 'Note (optional)',
    hidden: 'The listing is hidden; its seller was told why.',
    ownerTitle: 'Our moderators hid this listing',
    hiddenSubject: 'Your listing was removed from Raqam',
    restore: (title: string) => `Restore ${title}`,
    restoreDialog: 'Restore this listing',
    restoreSave: 'Restore listing',
    restored: 'The listing is restored.',
    moderation: 'Moderation',
  },
  ar: {
    reportLink: 'الإبلاغ عن هذا الإعلان',
    scam: 'احتيال أو انتحال شخصية',
    reportNote: 'هل من شيء آخر ينبغي أن يعرفه فريق الإشراف؟ (اختياري)',
    send: 'إرسال البلاغ',
    thanks: 'شكرًا على بلاغك',
    hide: 'إخفاء الإعلان',
    hideDialog: 'إخفاء هذا الإعلان',
    reason: 'السبب',
    note: 'ملاحظة (اختيارية)',
    hidden: 'تم إخفاء الإعلان، وأُبلغ البائع بالسبب.',
    ownerTitle: 'أخفى فريق الإشراف هذا الإعلان',
    hiddenSubject: 'أزلنا إعلانك من «رقم»',
    restore: (title: string) => `إعادة ${title}`,
    restoreDialog: 'إعادة هذا الإعلان',
    restoreSave: 'إعادة الإعلان',
    restored: 'أُعيد الإعلان.',
    moderation: 'الإشراف',
  },
} as const

/** Whether a visitor (no session) finds the listing in the shop's search. */
async function inTheShop(browser: Browser, baseURL: string | undefined, number: string) {
  const visitor = await browser.newContext({ baseURL })
  const shop = await visitor.newPage()
  await shop.goto(`/shop?keyword=${number}`)
  await settled(shop)
  const found = await shop.locator(cards).filter({ hasText: number }).count()
  await visitor.close()
  return found > 0
}

test.describe('a reported listing is hidden by a moderator, then restored', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`report, hide (gone from the shop, 410, the seller told why), restore (${language})`, async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      test.slow()
      const w = words[language]
      const listing = await sellerWithListing(request, language)
      // As the storefront writes a title on an Arabic page: grouped numbers isolated (ADR 0013).
      const title = language === 'ar' ? isolateNumbers(listing.title) : listing.title
      const note = `E2E ${language}: the seller asked for a deposit first.`

      // A visitor reports it from its page.
      const visitor = await browser.newContext({ baseURL })
      await useLanguage(visitor, baseURL, language)
      const listingPage = await visitor.newPage()
      await listingPage.goto(listing.path)
      await listingPage.getByRole('link', { name: w.reportLink }).click()
      await listingPage.getByRole('radio', { name: w.scam }).check()
      await listingPage.getByLabel(w.reportNote).fill(note)
      await listingPage.getByRole('button', { name: w.send }).click()
      await expect(listingPage.getByRole('heading', { name: w.thanks })).toBeVisible()
      await visitor.close()

      // A moderator finds it in the queue, with the reason in words and the note as written, and hides it.
      const moderator = await registerModeratorByApi(request, language)
      await useLanguage(context, baseURL, language)
      await signInWithToken(context, baseURL, moderator.token)
      await page.goto('/')
      await page
        .getByRole('navigation', { name: language === 'en' ? 'Main' : 'الرئيسية' })
        .getByRole('link', { name: w.moderation })
        .click()
      await expect(page).toHaveURL(/\/moderation$/)
      await settled(page)
      const group = page.locator('article').filter({ has: page.getByRole('heading', { name: title }) })
      await expect(group).toContainText(w.scam)
      await expect(group).toContainText(note)
      await expectNoAxeViolations(page)
      await group.getByRole('button', { name: w.hide }).click()
      const dialog = page.getByRole('dialog', { name: w.hideDialog })
      await dialog.getByLabel(w.reason).selectOption({ label: w.scam })
      await dialog.getByLabel(w.note).fill('Deposits before viewing are not allowed.')
      await dialog.getByRole('button', { name: w.hide }).click()
      await expect(toast(page, w.hidden)).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(group).toHaveCount(0)

      // Gone for everybody else: the shop and its search, the API's list, and its page answers 410.
      expect(await inTheShop(browser, baseURL, listing.number)).toBe(false)
      // Read for this seller alone: the keyword also matches any listing whose words hold these five digits
      // (a demo mobile number may).
      const search = await request.get(
        api(`/product/for-customers?keyword=${listing.number}&customer=${listing.sellerId}`),
      )
      expect(((await search.json()) as { paginationResult: { total: number } }).paginationResult.total).toBe(0)
      expect((await request.get(listing.path, { maxRedirects: 0 })).status()).toBe(410)
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(listing.id)
      // …and its seller is told why, in their language.
      await expect
        .poll(async () => (await matchMessages(request, listing.seller.email)).map((message) => message.subject), {
          message: `the decision's message to ${listing.seller.email}`,
          timeout: 5_000,
        })
        .toContain(w.hiddenSubject)

      // Its seller sees it, with why.
      const sellerContext = await browser.newContext({ baseURL })
      await useLanguage(sellerContext, baseURL, language)
      await signInWithToken(sellerContext, baseURL, listing.seller.token)
      const own = await sellerContext.newPage()
      const ownAnswer = await own.goto(listing.path)
      expect(ownAnswer?.status()).toBe(200)
      const notice = own.getByRole('region', { name: w.ownerTitle })
      await expect(notice).toBeVisible()
      await expect(notice.getByText(w.scam, { exact: true })).toBeVisible()
      await expect(notice.getByText('Deposits before viewing are not allowed.', { exact: true })).toBeVisible()

      // The moderator restores it from the seller's history, and it is back.
      await page.goto(`/moderation/sellers/${listing.sellerId}`)
      await settled(page)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: w.restore(title) }).click()
      const restore = page.getByRole('dialog', { name: w.restoreDialog })
      await restore.getByRole('button', { name: w.restoreSave }).click()
      await expect(toast(page, w.restored)).toBeVisible()
      await expect(page.getByRole('button', { name: w.restore(title) })).toHaveCount(0)

      expect(await inTheShop(browser, baseURL, listing.number)).toBe(true)
      expect((await request.get(listing.path, { maxRedirects: 0 })).status()).toBe(200)
      expect(await (await request.get('/sitemap.xml')).text()).toContain(listing.id)
      await own.reload()
      await expect(own.getByRole('region', { name: w.ownerTitle })).toHaveCount(0)
      await sellerContext.close()
    })
  }
})

test.describe('the console over HTTP', () => {
  const consolePaths = ['/moderation', '/moderation/verifications', '/moderation/staff', '/moderation/audit-log']
  const cookie = (token: string) => ({ cookie: `customerToken=${token}` })

  async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
    const signin = await request.post(api('/auth/customer/signin'), { data: credentials })
    expect(signin.ok()).toBe(true)
    return ((await signin.json()) as { token: string }).token
  }

  test('a visitor is sent to sign in from every console page', async ({ request }) => {
    for (const path of [...consolePaths, '/moderation/sellers/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(302)
      expect(response.headers()['location'], path).toBe(`/signin?next=${encodeURIComponent(path)}`)
    }
  })

  test('a customer is refused (403) with the page that says whose it is, in their language, never indexed', async ({
    request,
  }) => {
    const token = await tokenOf(request, demo)
    for (const path of consolePaths) {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie(token) })
      expect(response.status(), path).toBe(403)
      const html = await response.text()
      expect(html, path).toContain('<meta name="robots" content="noindex"')
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    const english = await (await request.get('/moderation', { headers: cookie(token) })).text()
    expect(english).toMatch(/<h1[^>]*>This page is for Raqam(&#x27;|&#39;|')s moderators<\/h1>/)
    const arabic = await (await request.get('/moderation?lang=ar', { headers: cookie(token) })).text()
    expect(arabic).toMatch(/<h1[^>]*>هذه الصفحة لمشرفي رقم<\/h1>/)
  })

  test("a moderator opens the moderators' pages and is refused the administrators'; an administrator opens all", async ({
    request,
  }) => {
    const moderator = await registerModeratorByApi(request)
    for (const path of ['/moderation', '/moderation/verifications']) {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie(moderator.token) })
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"')
    }
    for (const path of ['/moderation/staff', '/moderation/audit-log']) {
      const response = await request.get(path, { maxRedirects: 0, headers: cookie(moderator.token) })
      expect(response.status(), path).toBe(403)
      expect(await response.text(), path).toMatch(/This page is for Raqam(&#x27;|&#39;|')s administrators/)
    }
    const admin = await adminTokenByApi(request)
    for (const path of consolePaths) {
      expect((await request.get(path, { maxRedirects: 0, headers: cookie(admin) })).status(), path).toBe(200)
    }
  })

  test('robots.txt keeps crawlers out of the console, and the sitemap does not list it', async ({ request }) => {
    expect((await (await request.get('/robots.txt')).text()).split('\n')).toContain('Disallow: /moderation')
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/moderation')
  })
})
