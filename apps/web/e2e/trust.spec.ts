import type { Page } from '@playwright/test'
import {
  api,
  expect,
  expectNoAxeViolations,
  registerModeratorByApi,
  settled,
  signInWithToken,
  test,
  toast,
  useLanguage,
} from './fixtures.ts'
import { sellerWithListing } from './pages.ts'

/*
 * Trust on the storefront (ADR 0035): anybody reports a listing or a seller, once; an owner sends a proof of
 * ownership and, once a moderator approves it, the listing carries the verified owner badge, which the shop
 * filters on; a listing the moderators hid is a removed page to visitors and a marked card to its owner.
 */

type Language = 'en' | 'ar'

const words = {
  en: {
    reportListing: 'Report this listing',
    reportSeller: 'Report this seller',
    sold: 'Already sold',
    scam: 'Scam or impersonation',
    note: 'Anything else our moderators should know (optional)',
    send: 'Send the report',
    thanks: 'Thank you for your report',
    close: 'Close',
    already: 'You have already reported this. Our moderators will look at it.',
    askBadge: 'Get the verified owner badge',
    choose: 'Choose a file',
    sendProof: 'Send the proof',
    proofSent: 'Your proof is sent. Our moderators will review it.',
    waiting: 'Waiting for review',
    verified: 'Verified owner',
    verifiedOnly: 'Verified owners only',
    removed: 'This listing was removed by our moderators',
    shop: 'Browse the shop',
    hiddenRibbon: 'Hidden by moderators',
    hiddenNote: 'Hidden by our moderators: Wrong price or number',
  },
  ar: {
    reportListing: 'الإبلاغ عن هذا الإعلان',
    reportSeller: 'الإبلاغ عن هذا البائع',
    sold: 'مُباع بالفعل',
    scam: 'احتيال أو انتحال شخصية',
    note: 'هل من شيء آخر ينبغي أن يعرفه فريق الإشراف؟ (اختياري)',
    send: 'إرسال البلاغ',
    thanks: 'شكرًا على بلاغك',
    close: 'إغلاق',
    already: 'سبق أن أبلغت عن هذا، وسيراجعه فريق الإشراف.',
    askBadge: 'احصل على شارة المالك الموثَّق',
    choose: 'اختر ملفًا',
    sendProof: 'إرسال الإثبات',
    proofSent: 'أُرسل إثباتك، وسيراجعه فريق الإشراف.',
    waiting: 'بانتظار المراجعة',
    verified: 'مالك موثَّق',
    verifiedOnly: 'الملاك الموثَّقون فقط',
    removed: 'أزال فريق الإشراف هذا الإعلان',
    shop: 'تصفح المتجر',
    hiddenRibbon: 'أخفاه المشرفون',
    hiddenNote: 'أخفاه فريق الإشراف: سعر أو رقم غير صحيح',
  },
} as const

/** A 1 × 1 PNG: a photo of a proof, as far as the server can tell (it recognises a proof by its bytes). */
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Opens the report form from its link, chooses a reason, writes a note and sends it. */
async function report(page: Page, w: (typeof words)[Language], link: string, reason: string, note: string) {
  await page.getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(/[?&]report=1$/)
  await expect(page.getByRole('heading', { name: link })).toBeFocused()
  await page.getByRole('radio', { name: reason }).check()
  await page.getByLabel(w.note).fill(note)
  await page.getByRole('button', { name: w.send }).click()
}

test.describe('reports', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`a visitor reports a listing, and a second report of it is said to be one already made (${language})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const w = words[language]
      const listing = await sellerWithListing(request, language)
      await useLanguage(context, baseURL, language)
      await page.goto(listing.path)

      await report(page, w, w.reportListing, w.scam, `E2E ${language}: the seller asks for a deposit first.`)
      await expect(page.getByRole('heading', { name: w.thanks })).toBeFocused()
      await expect(page.locator('[data-slot="report-form"]').getByRole('status')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: w.close }).click()
      await expect(page).not.toHaveURL(/report=1/)
      await expect(page.getByRole('link', { name: w.reportListing })).toBeFocused()

      // The same visitor again: refused in words under the form, with what they chose and wrote kept.
      const again = `E2E ${language}: still listed.`
      await report(page, w, w.reportListing, w.sold, again)
      await expect(page.getByRole('alert')).toHaveText(w.already)
      await expect(page.getByRole('radio', { name: w.sold })).toBeChecked()
      await expect(page.getByLabel(w.note)).toHaveValue(again)
      await expectNoAxeViolations(page)
    })
  }

  test("a visitor reports a seller from the seller's page", async ({ page, request }) => {
    const w = words.en
    const listing = await sellerWithListing(request, 'en')
    await page.goto(`/profile/${listing.sellerId}`)
    await settled(page)
    await report(page, w, w.reportSeller, w.scam, 'E2E: the same plates under another name.')
    await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the link opens the form rendered by the server, which says that sending needs a script', async ({
      page,
      request,
    }) => {
      const listing = await sellerWithListing(request, 'en')
      await page.goto(listing.path)
      await page.getByRole('link', { name: words.en.reportListing }).click()
      await expect(page).toHaveURL(new RegExp(`${listing.path}\\?report=1$`))
      const form = page.getByRole('region', { name: words.en.reportListing })
      await expect(form.getByRole('radio')).toHaveCount(7)
      await expect(form.getByRole('button', { name: words.en.send })).toBeDisabled()
      // Said in a <noscript>, which a browser without scripts shows; Chromium with scripts switched off by
      // its DevTools (as here) still parses it as text, so the page's HTML is what is checked: the whole page
      // such a browser is sent to (docs/adr/0043).
      const html = await (await request.get(`${listing.path}?report=1&whole=1`)).text()
      expect(html).toMatch(/<noscript><p[^>]*>Sending a report needs scripts turned on in your browser\./)
      // The form is no page of its own for search engines.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  })
})

test.describe('the verified owner badge', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`an owner sends a proof, a moderator approves it, and the shop's "verified only" shows the badge (${language})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.slow()
      const w = words[language]
      const listing = await sellerWithListing(request, language)
      await useLanguage(context, baseURL, language)
      await signInWithToken(context, baseURL, listing.seller.token)

      // The owner asks from the listing's page: the dialog takes a photo, then the page says it waits.
      await page.goto(listing.path)
      await page.getByRole('button', { name: w.askBadge }).click()
      const dialog = page.getByRole('dialog', { name: w.askBadge })
      await dialog
        .getByLabel(w.choose)
        .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: proofPng })
      await expect(dialog).toContainText('certificate.png')
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: w.sendProof }).click()
      await expect(toast(page, w.proofSent)).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(w.waiting)).toBeVisible()
      await expect(page.getByRole('button', { name: w.askBadge })).toHaveCount(0)

      // A moderator approves it (the console's own operations).
      const moderator = await registerModeratorByApi(request, language)
      const moderatorAuth = { authorization: `Bearer ${moderator.token}` }
      const queue = await request.get(api('/moderation/verifications'), { headers: moderatorAuth })
      expect(queue.ok()).toBe(true)
      const { data: requests } = (await queue.json()) as { data: { _id: string; listing: { _id: string } }[] }
      const waiting = requests.find((entry) => entry.listing._id === listing.id)
      expect(waiting, 'the proof waits in the queue').toBeDefined()
      const approved = await request.put(api(`/moderation/verifications/${waiting!._id}/approve`), {
        headers: moderatorAuth,
        data: {},
      })
      expect(approved.status(), await approved.text()).toBe(200)

      // The listing's page carries the badge, and says so in its structured data.
      await page.reload()
      const article = page.locator('article[aria-labelledby="listing-heading"]')
      await expect(article.locator('[data-slot="verified-badge"]')).toContainText(w.verified)
      const html = await (await request.get(listing.path)).text()
      const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        additionalProperty?: unknown
      }
      expect(data.additionalProperty).toEqual({ '@type': 'PropertyValue', name: 'Verified owner', value: true })

      // A visitor's shop, "verified owners only": every card carries the badge, this listing among them.
      const visitor = await page.context().browser()!.newContext({ baseURL })
      await useLanguage(visitor, baseURL, language)
      const shop = await visitor.newPage()
      await shop.goto('/shop')
      await settled(shop)
      // A click, not check(): the box follows the URL, which changes once the filtered list has loaded.
      const verifiedOnlyBox = shop.getByRole('checkbox', { name: w.verifiedOnly })
      await verifiedOnlyBox.click()
      await expect(shop).toHaveURL(/[?&]verified=true/)
      await expect(verifiedOnlyBox).toBeChecked()
      await settled(shop)
      const cards = shop.locator('[data-slot="listing-card"]')
      await expect(cards.filter({ hasText: listing.number })).toHaveCount(1)
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      for (const card of await cards.all()) {
        await expect(card.locator('[data-slot="verified-badge"]')).toContainText(w.verified)
      }
      await expectNoAxeViolations(shop)
      // The same list over the API, and a plain link to it (a form sent without script carries the same key).
      const answer = await request.get(api('/product/for-customers?category=car&isOrder=false&verified=true'))
      const { data: verifiedOnly } = (await answer.json()) as { data: { verified: boolean }[] }
      expect(verifiedOnly.length).toBe(count)
      expect(verifiedOnly.every((item) => item.verified)).toBe(true)
      await visitor.close()
    })
  }
})

test.describe('a listing the moderators hid', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`is a removed page to a visitor, and a marked card with the reason on its owner's listings (${language})`, async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      const w = words[language]
      const listing = await sellerWithListing(request, language)
      const moderator = await registerModeratorByApi(request, language)
      const hidden = await request.put(api(`/moderation/listings/${listing.id}/hide`), {
        headers: { authorization: `Bearer ${moderator.token}` },
        data: { reason: 'wrongDetails', note: 'E2E: the price is not the one agreed.' },
      })
      expect(hidden.status(), await hidden.text()).toBe(200)

      const visitor = await browser.newContext({ baseURL })
      await useLanguage(visitor, baseURL, language)
      const removed = await visitor.newPage()
      const answer = await removed.goto(listing.path)
      expect(answer?.status()).toBe(410)
      await expect(removed.getByRole('heading', { level: 1 })).toHaveText(w.removed)
      await expect(removed.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      await expectNoAxeViolations(removed)
      await removed.getByRole('link', { name: w.shop }).click()
      await expect(removed).toHaveURL(/\/shop$/)
      await visitor.close()

      await useLanguage(context, baseURL, language)
      await signInWithToken(context, baseURL, listing.seller.token)
      await page.goto('/my-profile')
      await settled(page)
      const card = page.locator('[data-slot="listing-card"]').filter({ hasText: listing.number })
      await expect(card.getByText(w.hiddenRibbon)).toBeVisible()
      await expect(card).toContainText(w.hiddenNote)
      await expect(card.getByRole('button', { name: w.askBadge })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }
})
