import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { legalDocuments } from '@raqam/legal/documents'
import { currentTermsVersion, legalVersions, type LegalDocumentId } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import {
  api,
  expect,
  newAccount,
  outboxCodes,
  registerByApi,
  settled,
  signInByApi,
  signInWithToken,
  test,
  toast,
  useLanguage,
} from './fixtures.ts'

/*
 * The legal documents, accepting the Terms of Use (at sign-up, and a new version once), a customer's own
 * data (its download, deleting the account), and the contact page's map, which asks before it loads.
 * On a phone, in both languages.
 */

const phone = { width: 375, height: 800 }

const wordsOf = (language: 'en' | 'ar') =>
  language === 'ar'
    ? {
        footer: { terms: 'شروط الخدمة', privacy: 'سياسة الخصوصية', refunds: 'سياسة الاسترداد' },
        version: 'الإصدار',
        contents: 'المحتويات',
        username: 'اسم المستخدم',
        phone: 'الهاتف',
        email: 'البريد الإلكتروني',
        password: 'كلمة المرور',
        signUp: 'إنشاء حساب',
        acceptTerms: /^أوافق على شروط الاستخدام/,
        termsRequired: 'يُرجى الموافقة على شروط الاستخدام لإنشاء حسابك.',
        step2: 'الخطوة 2 من 2',
        download: 'تنزيل بياناتك',
        deleteAccount: 'حذف الحساب',
        deleteTitle: 'هل تريد حذف حسابك؟',
        yourPassword: 'كلمة المرور',
        confirmDelete: 'حذف حسابي',
        wrongPassword: 'كلمة المرور الحالية غير صحيحة',
        deleted: 'حُذف حسابك',
        showMap: 'عرض الخريطة',
        openMap: /^افتح الخريطة في خرائط Google/,
        notice: 'حدّثنا شروط الاستخدام',
        accept: 'أوافق',
      }
    : {
        footer: { terms: 'Terms of Service', privacy: 'Privacy Policy', refunds: 'Refund Policy' },
        version: 'Version',
        contents: 'Contents',
        username: 'Username',
        phone: 'Phone',
        email: 'E-mail',
        password: 'Password',
        signUp: 'Sign Up',
        acceptTerms: /^I accept the Terms of Use/,
        termsRequired: 'Please accept the Terms of Use to create your account.',
        step2: 'Step 2 of 2',
        download: 'Download your data',
        deleteAccount: 'Delete account',
        deleteTitle: 'Delete your account?',
        yourPassword: 'Your password',
        confirmDelete: 'Delete my account',
        wrongPassword: 'The current password is not correct',
        deleted: 'Your account was deleted',
        showMap: 'Show map (loads Google Maps)',
        openMap: /^Open the map in Google Maps/,
        notice: 'We have updated our Terms of Use',
        accept: 'Accept',
      }

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
}

for (const language of ['en', 'ar'] as const) {
  const words = wordsOf(language)

  test.describe(`legal pages and your data, ${language}, on a phone`, () => {
    test.use({ viewport: phone })
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('the footer opens the three documents, each with its version, date and contents', async ({ page }) => {
      const documents: [keyof typeof words.footer, LegalDocumentId, string][] = [
        ['terms', 'terms', '/terms'],
        ['privacy', 'privacy', '/privacy'],
        ['refunds', 'refunds', '/refund-policy'],
      ]
      for (const [link, id, path] of documents) {
        await test.step(path, async () => {
          const document = legalDocuments[id][language]
          const { version, date } = legalVersions[id]
          await page.goto('/')
          await page.getByRole('contentinfo').getByRole('link', { name: words.footer[link], exact: true }).click()
          await expect(page).toHaveURL(path)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title)
          await expect(page.locator('[data-slot="legal-version"]')).toHaveText(
            `${words.version} \u2066${version}\u2069 · ${formatDay(date, language)}`,
          )
          await expect(page).toHaveTitle(new RegExp(`^${document.title} \\| `))
          // Every section is linked from the contents, and the last link brings its section into view.
          const contents = page.getByRole('navigation', { name: words.contents })
          await expect(contents.getByRole('link')).toHaveText(document.sections.map((section) => section.heading))
          const last = document.sections.at(-1)!
          await contents.getByRole('link', { name: last.heading, exact: true }).click()
          await expect(page).toHaveURL(`${path}#${last.id}`)
          await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport()
          await expectNoSidewaysScroll(page)
        })
      }
    })

    test('sign-up asks for the terms under the box, losing nothing, and goes on once they are accepted', async ({
      page,
      request,
    }) => {
      const account = newAccount()
      const signups: string[] = []
      page.on('request', (sent) => {
        if (sent.url().endsWith('/auth/customer/signup')) signups.push(sent.url())
      })
      await page.goto('/signup')
      const form = page.locator('main form')
      await form.getByLabel(words.username).fill(account.username)
      await form.getByLabel(words.phone).fill(account.national)
      await form.getByLabel(words.email).fill(account.email)
      await form.getByLabel(words.password).fill(account.password)
      const box = form.getByRole('checkbox', { name: words.acceptTerms })
      await expect(box).not.toBeChecked()
      await form.getByRole('button', { name: words.signUp }).click()
      await expect(form.getByRole('alert')).toHaveText(words.termsRequired)
      await expect(box).toHaveAccessibleDescription(words.termsRequired)
      await expect(box).toBeFocused()
      await expect(form.getByLabel(words.username), 'nothing typed is lost').toHaveValue(account.username)
      await expect(form.getByLabel(words.password)).toHaveValue(account.password)
      expect(signups).toEqual([])
      await expectNoSidewaysScroll(page)

      await box.check()
      await expect(form.getByRole('alert')).toHaveCount(0)
      await form.getByRole('button', { name: words.signUp }).click()
      await expect(page.getByText(words.step2)).toBeVisible()
      // The account keeps the version it accepted.
      const phoneNumber = `971${account.national}`
      const [emailCode] = await outboxCodes(request, account.email)
      const [whatsappCode] = await outboxCodes(request, phoneNumber)
      const verified = await request.post(api('/auth/customer/verification'), {
        data: { email: account.email, phone: phoneNumber, emailCode, whatsappCode },
      })
      expect(verified.status()).toBe(201)
      const { data } = (await verified.json()) as { data: { termsVersion: string | null } }
      expect(data.termsVersion).toBe(currentTermsVersion)
    })

    test('a customer downloads their data, then deletes the account: wrong password, right one, gone', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const account = await registerByApi(request, language)
      const bearer = { authorization: `Bearer ${account.token}` }
      const number = String(10000 + Math.floor(Math.random() * 89999))
      const published = await request.post(api('/product'), {
        headers: bearer,
        data: {
          category: 'car',
          city: 'ajman',
          code: 'A',
          number,
          titleEn: `E2E Ajman A ${number}`,
          titleAr: `عجمان A ${number}`,
          newPrice: 23000,
        },
      })
      expect(published.status()).toBe(201)
      const listing = ((await published.json()) as { data: { _id: string } }).data
      const profile = await request.get(api('/auth/customer/profile'), { headers: bearer })
      const customerId = ((await profile.json()) as { data: { _id: string } }).data._id
      await signInWithToken(context, baseURL, account.token)

      await page.goto('/my-profile')
      await settled(page)
      await test.step('the download holds their e-mail and their listings', async () => {
        const downloading = page.waitForEvent('download')
        await page.getByRole('link', { name: words.download }).click()
        const download = await downloading
        expect(download.suggestedFilename()).toMatch(/\.json$/)
        const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
          profile: { email: string }
          listings: { listing: { _id: string } }[]
        }
        expect(data.profile.email).toBe(account.email)
        expect(data.listings.map((item) => item.listing._id)).toContain(listing._id)
        expect(JSON.stringify(data)).not.toContain(account.password)
      })

      await test.step('a wrong password is said under the field, and nothing is deleted', async () => {
        await page.getByRole('button', { name: words.deleteAccount, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: words.deleteTitle })
        await expect(dialog).toBeVisible()
        await expectNoSidewaysScroll(page)
        const password = dialog.getByLabel(words.yourPassword, { exact: true })
        await password.fill('not-the-password')
        await dialog.getByRole('button', { name: words.confirmDelete }).click()
        await expect(password).toHaveAccessibleDescription(new RegExp(words.wrongPassword))
        await expect(password).toBeFocused()
        expect((await request.get(api('/auth/customer/profile'), { headers: bearer })).status()).toBe(200)
      })

      await test.step('the right one deletes it: signed out, home, told so', async () => {
        const dialog = page.getByRole('dialog', { name: words.deleteTitle })
        await dialog.getByLabel(words.yourPassword, { exact: true }).fill(account.password)
        await dialog.getByRole('button', { name: words.confirmDelete }).click()
        await expect(page).toHaveURL('/')
        await expect(toast(page, words.deleted)).toBeVisible()
        expect((await context.cookies()).find((cookie) => cookie.name === 'customerToken')).toBeUndefined()
        await page.goto('/my-profile')
        await expect(page).toHaveURL(`/signin?next=${encodeURIComponent('/my-profile')}`)
      })

      await test.step('the account is gone: no sign-in, no session, no seller page', async () => {
        const signin = await request.post(api('/auth/customer/signin'), {
          data: { email: account.email, password: account.password },
        })
        expect(signin.status()).toBe(401)
        expect((await request.get(api('/auth/customer/profile'), { headers: bearer })).status()).toBe(401)
        expect((await request.get(`/profile/${customerId}`)).status()).toBe(404)
        expect((await request.get(`/details/car/${listing._id}`)).status()).toBe(404)
      })
    })

    test('the contact page loads no frame from Google until the visitor asks', async ({ page, baseURL }) => {
      // Every request leaving the site is noted (and refused, as the fixture does).
      const outside: string[] = []
      await page.route(
        (url) => !url.href.startsWith(baseURL ?? 'http://127.0.0.1'),
        (route) => {
          outside.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      await page.goto('/contact')
      await settled(page)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(outside).toEqual([])
      const link = page.getByRole('link', { name: words.openMap })
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expectNoSidewaysScroll(page)

      await page.getByRole('link', { name: words.showMap }).click()
      await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/maps\.google\.com\/maps\?/)
      await expect(page.locator('iframe')).toBeFocused()
      await expect.poll(() => outside.some((url) => url.startsWith('https://maps.google.com/'))).toBe(true)
    })
  })
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the data downloads from a plain link, and the map shows and opens from plain links', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const account = await registerByApi(request)
    await signInWithToken(context, baseURL, account.token)
    await page.goto('/my-profile')
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download your data' }).click()
    const data = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
      profile: { email: string }
    }
    expect(data.profile.email).toBe(account.email)

    await page.goto('/contact')
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Open the map in Google Maps/ })).toHaveAttribute('target', '_blank')
    // "Show map" is a link to the page drawn with the map (nothing outside this site is fetched here).
    await page.route(
      (url) => !url.href.startsWith(baseURL ?? 'http://127.0.0.1'),
      (route) => route.abort('blockedbyclient'),
    )
    await page.getByRole('link', { name: 'Show map (loads Google Maps)' }).click()
    await expect(page).toHaveURL(/\/contact\?map=shown#office-map$/)
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/maps\.google\.com\/maps\?/)
  })
})

/** A seller of the demo data (whose password the seed publishes) whom no other journey signs in as. */
const seededSeller = { email: 'layla.haddad@example.com', password: 'Raqam-seller-2025' }

test.describe('a new version of the Terms of Use', () => {
  // The seeded sellers signed up before the terms had versions (the demo customer has accepted the
  // current one): the notice is theirs until they accept.
  test('is shown once to a customer who has not accepted it, until Accept', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signInByApi(context, request, baseURL, seededSeller)
    await page.goto('/')
    const notice = page.getByRole('region', { name: 'We have updated our Terms of Use' })
    await expect(notice).toContainText(`Version \u2066${currentTermsVersion}\u2069`)
    await expect(notice.getByRole('link', { name: 'Read the Terms of Use' })).toHaveAttribute('href', '/terms')
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toHaveCount(0)
    await expect(toast(page, 'Thank you: you have accepted the Terms of Use.')).toBeVisible()
    const profile = await request.get(api('/auth/customer/profile'), {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await profile.json()) as { data: { termsVersion: string } }).data.termsVersion).toBe(currentTermsVersion)
    // For good: not on the next page, nor after a reload.
    await page.goto('/shop')
    await expect(page.locator('[data-slot="terms-notice"]')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="terms-notice"]')).toHaveCount(0)
  })

  test('is never shown to a visitor, nor to a customer who accepted the version in force', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.goto('/')
    await expect(page.locator('[data-slot="terms-notice"]')).toHaveCount(0)
    const account = await registerByApi(request)
    await signInWithToken(context, baseURL, account.token)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'My Profile' }).first()).toBeAttached()
    await expect(page.locator('[data-slot="terms-notice"]')).toHaveCount(0)
  })
})

test('the sitemap lists the three documents in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/terms', '/privacy', '/refund-policy']) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`))
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}\\?lang=ar</loc>`))
  }
})
