import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  registerByApi,
  settled,
  test,
  toast,
  useLanguage,
  signInWithToken,
} from './fixtures.ts'

/*
 * The publish dialog draws the plate or number as it is typed and checks it beside the fields; with an
 * invalid field Save sends nothing, and what only the server can refuse comes back as a toast. In both languages, against the real server.
 */

const cards = '[data-slot="card-grid"] > li'

const words = {
  en: {
    add: 'Add New Product',
    need: 'I Need Pay Product',
    addTitle: 'Add a new product',
    needTitle: 'I need (pay) a product',
    category: 'Category',
    city: 'City',
    code: 'Code',
    number: 'Number',
    operator: 'Operator',
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    price: 'Price (AED)',
    save: 'Save',
    created: 'Created successfully',
    patterns: 'Number patterns',
    platePreview: (city: string, code: string, number: string) => `Preview: ${city} plate ${code} ${number}`,
    mobilePreview: (number: string) => `Preview: du number ${number}`,
    dubai: 'Dubai',
    sharjah: 'Sharjah',
    codeNotInCity: 'Sharjah plates have no code \u2066BB\u2069. Choose one of its codes.',
    leadingZero: 'A plate number cannot start with 0.',
    titleMissing: 'Type a title.',
    priceMissing: 'A listing for sale needs a price.',
    prefix: /^A mobile number starts with/,
  },
  ar: {
    add: 'إضافة منتج جديد',
    need: 'أحتاج إلى منتج',
    addTitle: 'إضافة منتج جديد',
    needTitle: 'أحتاج إلى منتج',
    category: 'الفئة',
    city: 'المدينة',
    code: 'الرمز',
    number: 'الرقم',
    operator: 'المشغل',
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    price: 'السعر (درهم)',
    save: 'حفظ',
    created: 'تم الإنشاء بنجاح',
    patterns: 'أنماط الرقم',
    platePreview: (city: string, code: string, number: string) => `معاينة: لوحة ${city} ${code} ${number}`,
    mobilePreview: (number: string) => `معاينة: رقم دو ${number}`,
    dubai: 'دبي',
    sharjah: 'الشارقة',
    codeNotInCity: 'لا يوجد الرمز \u2066BB\u2069 في لوحات الشارقة. اختر أحد رموزها.',
    leadingZero: 'لا يمكن أن يبدأ رقم اللوحة بالصفر.',
    titleMissing: 'اكتب عنوانًا.',
    priceMissing: 'الإعلان المعروض للبيع يحتاج إلى سعر.',
    prefix: /^يبدأ رقم الهاتف بـ/,
  },
} as const

/** Counts the publish calls the page makes: the proof that an invalid form sends nothing. */
function countPublishCalls(page: Page): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1.0/product') count++
  })
  return { count: () => count }
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test.describe(`publish with a live preview, ${language}`, () => {
    // Each test publishes as a new account: the demo customer's numbers and hourly quota belong to the
    // other journeys, and a number drawn at random here must not meet one of them.
    test.beforeEach(async ({ context, request, baseURL }) => {
      await useLanguage(context, baseURL, language)
      await signInWithToken(context, baseURL, (await registerByApi(request, language)).token)
    })

    test('a plate: drawn as typed, checked beside its fields, sent only once it is valid', async ({ page }) => {
      const publish = countPublishCalls(page)
      const number = String(10000 + Math.floor(Math.random() * 89999))
      const title = `E2E preview ${language} ${number}`
      const titleAr = `معاينة ${language} ${number}`
      await page.goto('/my-profile')
      await settled(page)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      await page.getByRole('button', { name: w.add }).click()
      const dialog = page.getByRole('dialog', { name: w.addTitle })
      const city = dialog.getByLabel(w.city)
      const code = dialog.getByLabel(w.code)
      const numberField = dialog.getByLabel(w.number, { exact: true })

      await test.step('the preview follows what is typed', async () => {
        await city.selectOption('dubai')
        await code.selectOption('BB')
        await numberField.pressSequentially(number)
        const plate = dialog.getByRole('img', { name: w.platePreview(w.dubai, 'BB', number) })
        await expect(plate).toBeVisible()
        await expect(plate).toContainText(number)
        await expect(plate).toContainText('BB')
        await expectNoAxeViolations(page)
      })

      await test.step('an invalid code and number are flagged, and Save sends nothing', async () => {
        await city.selectOption('sharjah')
        await expect(code).toHaveAttribute('aria-invalid', 'true')
        await expect(code).toHaveAccessibleDescription(w.codeNotInCity)
        await numberField.fill(`0${number.slice(1)}`)
        await expect(numberField).toHaveAttribute('aria-invalid', 'true')
        await expect(numberField).toHaveAccessibleDescription(w.leadingZero)
        await dialog.getByRole('button', { name: w.save }).click()
        await expect(code).toBeFocused()
        await expect(numberField).toHaveValue(`0${number.slice(1)}`)
        await expectNoAxeViolations(page)
        expect(publish.count()).toBe(0)
      })

      await test.step('the titles and the price are asked for beside their fields, and Save sends nothing', async () => {
        await code.selectOption('3')
        await numberField.fill(number)
        await expect(code).not.toHaveAttribute('aria-invalid')
        await expect(numberField).not.toHaveAttribute('aria-invalid')
        await expect(dialog.getByRole('img', { name: w.platePreview(w.sharjah, '3', number) })).toBeVisible()
        await dialog.getByRole('button', { name: w.save }).click()
        await expect(dialog.getByLabel(w.titleEn)).toBeFocused()
        await expect(dialog.getByLabel(w.titleEn)).toHaveAccessibleDescription(w.titleMissing)
        await expect(dialog.getByLabel(w.price, { exact: true })).toHaveAccessibleDescription(w.priceMissing)
        expect(publish.count()).toBe(0)
      })

      await test.step('once valid and complete, Save publishes it to My Products', async () => {
        await dialog.getByLabel(w.titleEn).fill(title)
        await dialog.getByLabel(w.titleAr).fill(titleAr)
        await dialog.getByLabel(w.price, { exact: true }).fill('48000.5')
        await dialog.getByRole('button', { name: w.save }).click()
        await expect(toast(page, w.created)).toBeVisible()
        await expect(dialog).toBeHidden()
        expect(publish.count()).toBe(1)
        // A card shows the title in the page language.
        await expect(page.locator(cards).filter({ hasText: language === 'ar' ? titleAr : title })).toBeVisible()
      })

      await test.step('what the server refuses (the same plate again) comes back as a toast', async () => {
        await page.getByRole('button', { name: w.add }).click()
        await city.selectOption('sharjah')
        await code.selectOption('3')
        await numberField.fill(number)
        await dialog.getByLabel(w.titleEn).fill(title)
        await dialog.getByLabel(w.titleAr).fill(titleAr)
        await dialog.getByLabel(w.price, { exact: true }).fill('48000.5')
        await dialog.getByRole('button', { name: w.save }).click()
        await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible()
        await expect(dialog).toBeVisible()
        await expect(numberField, 'nothing typed is lost').toHaveValue(number)
        expect(publish.count()).toBe(2)
      })
    })

    test('a mobile number: previewed with its operator and patterns, the prefix checked', async ({ page }) => {
      const publish = countPublishCalls(page)
      await page.goto('/my-profile')
      await settled(page)
      await page.getByRole('button', { name: w.need }).click()
      const dialog = page.getByRole('dialog', { name: w.needTitle })
      await dialog.getByLabel(w.category).selectOption('mobile')
      await dialog.getByLabel(w.operator).selectOption('du')
      const numberField = dialog.getByLabel(w.number, { exact: true })

      await numberField.pressSequentially('0531')
      await expect(numberField).toHaveAttribute('aria-invalid', 'true')
      await expect(numberField).toHaveAccessibleDescription(w.prefix)
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(numberField).toBeFocused()
      expect(publish.count()).toBe(0)

      // Six of a kind after one other digit: a pattern the preview lists.
      const [lead, run] = [1 + Math.floor(Math.random() * 9), Math.floor(Math.random() * 10)]
      const six = String(run === lead ? (run + 1) % 10 : run).repeat(6)
      await numberField.fill(`058${lead}${six}`)
      await expect(numberField).not.toHaveAttribute('aria-invalid')
      await expect(
        dialog.getByRole('img', { name: w.mobilePreview(`058 ${lead}${six.slice(0, 2)} ${six.slice(2)}`) }),
      ).toBeVisible()
      await expect(dialog.getByRole('list', { name: w.patterns })).toBeVisible()
      await expectNoAxeViolations(page)

      await dialog.getByLabel(w.titleEn).fill(`E2E wanted preview ${language}`)
      await dialog.getByLabel(w.titleAr).fill('رقم مطلوب')
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(toast(page, w.created)).toBeVisible()
      expect(publish.count()).toBe(1)
    })

    test('at 375 px the preview fits the dialog', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto('/my-profile')
      await settled(page)
      await page.getByRole('button', { name: w.add }).click()
      const dialog = page.getByRole('dialog', { name: w.addTitle })
      await dialog.getByLabel(w.city).selectOption('dubai')
      await dialog.getByLabel(w.code).selectOption('AA')
      await dialog.getByLabel(w.number, { exact: true }).fill('12345')
      const plate = dialog.getByRole('img', { name: w.platePreview(w.dubai, 'AA', '12345') })
      await expect(plate).toBeInViewport()
      const [plateBox, dialogBox] = await Promise.all([plate.boundingBox(), dialog.boundingBox()])
      expect(plateBox && dialogBox).toBeTruthy()
      expect(plateBox!.x).toBeGreaterThanOrEqual(dialogBox!.x)
      expect(plateBox!.x + plateBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width)
      // Nothing in the dialog sticks out sideways (a visually hidden text is 1 px and clipped on purpose).
      const outside = await dialog.evaluate((element) => {
        const frame = element.getBoundingClientRect()
        return [...element.querySelectorAll('*')]
          .filter((child) => {
            const box = child.getBoundingClientRect()
            return box.width > 1 && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          })
          .map((child) => `${child.tagName}.${child.getAttribute('class') ?? ''}`)
      })
      expect(outside).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`dialog-375-${language}.png`) })
      await expectNoAxeViolations(page)
    })
  })
}
