import type { Page } from '@playwright/test'
import { api, demo, expect, newAccount, signInByApi, test, toast, useLanguage } from './fixtures.ts'

/**
 * A new customer in Arabic meets the server's refusals and the network's failures: each toast is
 * Arabic, from the contract's catalogue by code (ADR 0014), never the server's English nor a raw
 * TypeError.
 */
test.describe('refusals in Arabic', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLanguage(context, baseURL, 'ar')
  })

  const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]')

  test('a wrong password at sign-in', async ({ page }) => {
    await page.goto('/signin')
    await page.getByLabel('البريد الإلكتروني').fill(demo.email)
    await page.getByLabel('كلمة المرور').fill('not-the-password')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click()
    await expect(errorToast(page)).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة')
  })

  test('an e-mail already registered at sign-up; the codes of a new one come in Arabic', async ({ page, request }) => {
    const account = newAccount()
    await page.goto('/signup')
    await page.getByLabel('اسم المستخدم').fill(account.username)
    await page.getByLabel('الهاتف').fill(account.national)
    await page.getByLabel('البريد الإلكتروني').fill(demo.email)
    await page.getByLabel('كلمة المرور').fill(account.password)
    await page.getByRole('checkbox', { name: /^أوافق على شروط الاستخدام/ }).check()
    await page.getByRole('button', { name: 'إنشاء حساب' }).last().click()
    await expect(errorToast(page)).toHaveText('هذا البريد الإلكتروني مسجّل من قبل')
    await expect(page.getByLabel('اسم المستخدم'), 'nothing typed is lost').toHaveValue(account.username)

    await page.getByLabel('البريد الإلكتروني').fill(account.email)
    await page.getByRole('button', { name: 'إنشاء حساب' }).last().click()
    await expect(page.getByText('الخطوة 2 من 2')).toBeVisible()
    // The code leaves through the message queue, a moment after the answer.
    const inbox = async () => {
      const outbox = await request.get(api(`/dev/outbox?to=${encodeURIComponent(account.email)}`))
      return ((await outbox.json()) as { data: { subject: string; text: string; codes: string[] }[] }).data
    }
    await expect.poll(async () => (await inbox()).length).toBeGreaterThan(0)
    const [message] = await inbox()
    expect(message!.subject).toBe('رمز التحقق من «رقم»')
    expect(message!.text).toContain(`هو \u2066${message!.codes[0]}\u2069.`)
  })

  test('a publish the server refuses, naming the field in Arabic', async ({ page, context, request, baseURL }) => {
    await signInByApi(context, request, baseURL)
    await page.goto('/my-profile')
    await page.getByRole('button', { name: 'إضافة منتج جديد' }).click()
    const dialog = page.getByRole('dialog')
    // The dialog asks for both titles itself. A page without that check would send a blank one: the
    // request loses its English title on the way, so the refusal is the server's.
    await page.route('**/api/v1.0/product', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, titleEn: '' }) })
    })
    await dialog.getByLabel('المدينة').selectOption('dubai')
    await dialog.getByLabel('الرمز').selectOption('A')
    await dialog.getByLabel('الرقم', { exact: true }).fill('12345')
    await dialog.getByLabel('العنوان (بالإنجليزية)').fill('Dubai A 12345')
    await dialog.getByLabel('العنوان (بالعربية)').fill('دبي A 12345')
    await dialog.getByLabel('السعر (درهم)', { exact: true }).fill('15000')
    await dialog.getByRole('button', { name: 'حفظ' }).click()
    await expect(errorToast(page)).toHaveText('يجب ألا يكون الحقل «العنوان بالإنجليزية» فارغًا')
    await expect(dialog.getByLabel('الرقم', { exact: true }), 'nothing typed is lost').toHaveValue('12345')
  })

  test("an account's wait after too many wrong passwords, said in Arabic with the wait in words", async ({
    page,
    request,
  }) => {
    // The back-off counts per e-mail, whether or not an account has it (ADR 0010).
    const email = newAccount().email
    for (let i = 0; i < 5; i++) {
      expect(
        (await request.post(api('/auth/customer/signin'), { data: { email, password: 'wrong-password' } })).status(),
      ).toBe(401)
    }
    await page.goto('/signin')
    await page.getByLabel('البريد الإلكتروني').fill(email)
    await page.getByLabel('كلمة المرور').fill('wrong-password')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click()
    await expect(errorToast(page)).toHaveText(
      /^كلمات مرور خاطئة كثيرة لهذا الحساب\. يُرجى المحاولة مرة أخرى بعد \d+ ثانية، أو اطلب كلمة مرور جديدة من «نسيت كلمة المرور؟»\.$/,
    )
  })

  test('the server down, then answering with a broken gateway page', async ({ page }) => {
    await page.goto('/signin')
    // The storefront is loaded; now its API stops answering, as when the server is down.
    await page.route('**/api/v1.0/**', (route) => route.abort('connectionrefused'))
    await page.getByLabel('البريد الإلكتروني').fill(demo.email)
    await page.getByLabel('كلمة المرور').fill(demo.password)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click()
    await expect(errorToast(page)).toHaveText('تعذّر الوصول إلى «رقم». تحقّق من اتصالك وحاول مرة أخرى.')
    await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0)

    await page.unroute('**/api/v1.0/**')
    await page.route('**/api/v1.0/**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    )
    await page.getByLabel('كلمة المرور').fill(demo.password)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click()
    await expect(toast(page, 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.')).toBeVisible()
  })
})
