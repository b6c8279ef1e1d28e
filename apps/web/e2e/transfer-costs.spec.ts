import type { Page } from '@playwright/test'
import { cityNames, isCity } from '@raqam/listing-rules/cities'
import { expect, expectNoAxeViolations, settled, test, useLanguage } from './fixtures.ts'
import { firstListing } from './pages.ts'

/*
 * What a transfer costs (docs/adr/0052-transfer-costs-as-data.md): a calculator per kind and emirate or
 * operator whose answer the server draws from a GET form, and the script redraws as the choice changes;
 * opened from every listing's page on that listing's own kind and place.
 */

const rtaPlateChange = 'https://www.rta.ae/wps/portal/rta/ae/home/rta-services/service-details?serviceId=3704426'

const words = {
  en: {
    title: 'What a transfer costs',
    form: 'Transfer costs calculator',
    kind: 'What changes hands',
    emirate: "The plate's emirate",
    operator: "The number's operator",
    show: 'Show the costs',
    motorcycle: 'Motorcycle plate',
    mobile: 'Mobile number',
    sharjah: 'Sharjah',
    eand: 'e&',
    dubaiCar: 'Car plate in Dubai',
    sharjahMotorcycle: 'Motorcycle plate in Sharjah',
    dubaiMotorcycle: 'Motorcycle plate in Dubai',
    eandNumber: 'A mobile number with e&',
    figure: /^AED\s350$/,
    checked: "As stated on the authority's page, read on 8 December 2026",
    unverified: 'Not verified',
    sharjahPage: "Check the fees with Sharjah Police's traffic department",
    eandPage: 'Check the fees with e&',
    unknownKind: 'Choose a car plate, a motorcycle plate or a mobile number.',
    fromListing: 'What the transfer costs, and who pays',
    plateHeading: (kind: string, emirate: string) => `${kind} in ${emirate}`,
    car: 'Car plate',
  },
  ar: {
    title: 'كم يكلّف نقل الملكية',
    form: 'حاسبة تكاليف نقل الملكية',
    kind: 'ما الذي ينتقل',
    emirate: 'إمارة اللوحة',
    operator: 'مشغّل الرقم',
    show: 'اعرض التكاليف',
    motorcycle: 'لوحة دراجة نارية',
    mobile: 'رقم هاتف',
    sharjah: 'الشارقة',
    eand: 'إي آند',
    dubaiCar: 'لوحة سيارة في دبي',
    sharjahMotorcycle: 'لوحة دراجة نارية في الشارقة',
    dubaiMotorcycle: 'لوحة دراجة نارية في دبي',
    eandNumber: 'رقم هاتف لدى إي آند',
    figure: /^350\sدرهم$/,
    checked: 'كما تذكره صفحة الجهة، قرأناها في 8 ديسمبر 2026',
    unverified: 'غير مؤكَّد',
    sharjahPage: 'تحقّق من الرسوم لدى إدارة المرور في شرطة الشارقة',
    eandPage: 'تحقّق من الرسوم لدى إي آند',
    unknownKind: 'اختر لوحة سيارة أو لوحة دراجة نارية أو رقم هاتف.',
    fromListing: 'كم يكلّف نقل الملكية، ومن يدفع',
    plateHeading: (kind: string, emirate: string) => `${kind} في ${emirate}`,
    car: 'لوحة سيارة',
  },
} as const

const answerOf = (page: Page, name: string) => page.getByRole('region', { name })

test.describe('transfer costs without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const w = words[language]

    test(`the calculator is a form the server answers (${language})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/transfer-costs')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title)
      // Nothing chosen yet: a Dubai car plate, RTA's verified figures with the page they were read on (one on
      // each side's car), and the seller's total.
      const dubai = answerOf(page, w.dubaiCar)
      await expect(dubai.getByText(w.figure)).toHaveCount(3)
      await expect(dubai.getByRole('link', { name: w.checked })).toHaveCount(2)
      for (const source of await dubai.getByRole('link', { name: w.checked }).all())
        await expect(source).toHaveAttribute('href', rtaPlateChange)

      const form = page.getByRole('search', { name: w.form })
      await form.getByRole('combobox', { name: w.kind }).selectOption({ label: w.motorcycle })
      await form.getByRole('combobox', { name: w.emirate }).selectOption({ label: w.sharjah })
      await form.getByRole('button', { name: w.show }).click()
      await expect(page).toHaveURL(/\/transfer-costs\?kind=motorcycle&emirate=sharjah$/)
      const sharjah = answerOf(page, w.sharjahMotorcycle)
      await expect(sharjah.getByText(w.unverified, { exact: true })).toHaveCount(3)
      await expect(sharjah.getByRole('link', { name: w.sharjahPage })).toHaveAttribute('href', 'https://moi.gov.ae/')

      // A number is transferred by its operator: the form asks for it once the kind is sent.
      await form.getByRole('combobox', { name: w.kind }).selectOption({ label: w.mobile })
      await form.getByRole('button', { name: w.show }).click()
      await form.getByRole('combobox', { name: w.operator }).selectOption({ label: w.eand })
      await form.getByRole('button', { name: w.show }).click()
      await expect(page).toHaveURL(/\/transfer-costs\?kind=mobile&operator=eand$/)
      await expect(answerOf(page, w.eandNumber).getByRole('link', { name: w.eandPage })).toHaveAttribute(
        'href',
        'https://www.etisalat.ae/',
      )
    })

    test(`a choice the URL names wrongly is said in the page's language (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL, language)
      const response = await page.goto('/transfer-costs?kind=boat&emirate=dubai')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('combobox', { name: w.kind })).toHaveAccessibleDescription(w.unknownKind)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0)
    })
  }
})

test.describe('transfer costs with script', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    const w = words[language]

    test(`the answer follows each choice as it is made (${language})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/transfer-costs')
      await settled(page)
      const form = page.getByRole('search', { name: w.form })
      // Nothing to send: each choice applies at once.
      await expect(form.getByRole('button', { name: w.show })).toHaveCount(0)
      await expect(answerOf(page, w.dubaiCar)).toBeVisible()
      await form.getByRole('combobox', { name: w.kind }).selectOption({ label: w.motorcycle })
      await expect(answerOf(page, w.dubaiMotorcycle)).toBeVisible()
      await form.getByRole('combobox', { name: w.emirate }).selectOption({ label: w.sharjah })
      await expect(answerOf(page, w.sharjahMotorcycle)).toBeVisible()
      await expect(page).toHaveURL(/\/transfer-costs\?kind=motorcycle&emirate=sharjah$/)
      await expectNoAxeViolations(page)
    })

    test(`a listing's page opens the costs of its own plate (${language})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await useLanguage(context, baseURL, language)
      const listing = (await firstListing(request, 'car')) as { _id: string; city?: string }
      const city = listing.city
      if (!isCity(city)) throw new Error('The seed’s first car plate has no emirate')
      await page.goto(`/details/car/${listing._id}`)
      await page.getByRole('link', { name: w.fromListing }).click()
      await expect(page).toHaveURL(new RegExp(`/transfer-costs\\?kind=car&emirate=${city}&operator=du$`))
      const heading = w.plateHeading(w.car, cityNames[city][language])
      await expect(answerOf(page, heading)).toBeVisible()
    })
  }
})
