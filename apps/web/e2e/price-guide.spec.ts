import type { APIRequestContext } from '@playwright/test'
import {
  api,
  expect,
  expectNoAxeViolations,
  openBeforeScript,
  registerByApi,
  settled,
  signInWithToken,
  test,
  useLanguage,
} from './fixtures.ts'

/*
 * The fair-price guide (docs/adr/0039-the-fair-price-guide.md) against the real server and the demo data:
 * live in the publish dialog as a seller types, on a listing's page with links to its comparables, and
 * the page that says how it is estimated. In both languages.
 */

const words = {
  en: {
    add: 'Add New Product',
    addTitle: 'Add a new product',
    city: 'City',
    code: 'Code',
    number: 'Number',
    guide: 'What is it worth?',
    typical: 'Typical',
    basedOn: /^Based on \d+ comparable listings and sales$/,
    notEnough: /^Not enough comparable listings and sales yet/,
    examples: 'The most alike',
    how: 'How we estimate',
    howTitle: 'How we estimate a fair price',
  },
  ar: {
    add: 'إضافة منتج جديد',
    addTitle: 'إضافة منتج جديد',
    city: 'المدينة',
    code: 'الرمز',
    number: 'الرقم',
    guide: 'كم يساوي؟',
    typical: 'المعتاد',
    basedOn: /^بناءً على \d+ /,
    notEnough: /^لا تتوفر بعد إعلانات ومبيعات مماثلة كافية/,
    examples: 'الأكثر شبهًا',
    how: 'كيف نقدّر',
    howTitle: 'كيف نقدّر السعر العادل',
  },
} as const

/** A shared Dubai car plate of 3 digits, for sale or wanted: the demo data's commonest kind. */
async function dubaiThreeDigits(request: APIRequestContext, isOrder: boolean): Promise<string> {
  const answer = await request.get(api(`/product/for-customers?category=car&city=dubai&digit=3&isOrder=${isOrder}`))
  const { data } = (await answer.json()) as { data: { _id: string }[] }
  expect(data.length).toBeGreaterThan(0)
  return data[0]!._id
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test.describe(`the fair-price guide, ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, language)
    })

    test('follows the number a seller types in the publish dialog', async ({ page, context, request, baseURL }) => {
      await signInWithToken(context, baseURL, (await registerByApi(request, language)).token)
      const guides: string[] = []
      page.on('request', (sent) => {
        const url = new URL(sent.url())
        if (url.pathname === '/api/v1.0/prices/guide') guides.push(url.searchParams.get('number') ?? '')
      })
      await page.goto('/my-profile')
      await settled(page)
      await page.getByRole('button', { name: w.add }).click()
      const dialog = page.getByRole('dialog', { name: w.addTitle })
      const guide = dialog.getByRole('region', { name: w.guide })
      const numberField = dialog.getByLabel(w.number, { exact: true })

      await test.step('nothing until the number has a shape the guide takes', async () => {
        await expect(guide).toHaveCount(0)
        await dialog.getByLabel(w.city).selectOption('dubai')
        await dialog.getByLabel(w.code).selectOption('A')
        await expect(guide).toHaveCount(0)
      })

      await test.step('a Dubai plate of 3 digits: a range from the demo data, asked once typing pauses', async () => {
        await numberField.pressSequentially('777')
        await expect(guide).toBeVisible()
        await expect(guide.getByText(w.typical)).toBeVisible()
        await expect(guide.getByText(w.basedOn)).toBeVisible()
        await expect(guide.getByRole('list', { name: w.examples }).getByRole('link').first()).toHaveAttribute(
          'href',
          /^\/details\/car\//,
        )
        // Asked about the number typed, not about each digit on the way.
        expect(guides).toEqual(['777'])
        await expectNoAxeViolations(page)
      })

      await test.step('an Umm Al Quwain plate of 2 digits: not enough data, said rather than guessed', async () => {
        await dialog.getByLabel(w.city).selectOption('umm-al-quwain')
        await numberField.fill('12')
        await expect(guide.getByText(w.notEnough)).toBeVisible()
        await expect(guide.getByText(w.typical)).toHaveCount(0)
        await expect(guide).toHaveAttribute('aria-busy', 'false')
        await expect(guide.getByRole('link', { name: w.how })).toHaveAttribute('href', '/how-we-estimate')
        await expectNoAxeViolations(page)
      })

      await test.step('a number with no shape again: the guide goes', async () => {
        await numberField.fill('0')
        await expect(guide).toHaveCount(0)
      })
    })

    test("a listing's page shows its guide, with links to the most alike", async ({ page, request, baseURL }) => {
      const id = await dubaiThreeDigits(request, false)
      const guideAsks: string[] = []
      page.on('request', (sent) => {
        const url = new URL(sent.url())
        if (url.pathname === '/api/v1.0/prices/guide') guideAsks.push(url.searchParams.get('exclude') ?? '')
      })

      // The guide lies below a phone's first screen, so it comes with the page's later part; the whole page,
      // where a browser without script is sent, holds it in its document (docs/adr/0043).
      await test.step('drawn by the server, before the page has its script', async () => {
        const release = await openBeforeScript(page, baseURL, `/details/car/${id}?whole=1`)
        const guide = page.getByRole('region', { name: w.guide })
        await expect(guide).toBeVisible()
        await expect(guide.getByText(w.typical)).toBeVisible()
        const links = guide.getByRole('list', { name: w.examples }).getByRole('link')
        await expect(links.first()).toBeVisible()
        const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
        expect(hrefs.length).toBeLessThanOrEqual(6)
        for (const href of hrefs) expect(href).toMatch(/^\/details\/car\/[0-9a-f-]{36}$/)
        // The listing is left out of its own comparables.
        expect(hrefs).not.toContain(`/details/car/${id}`)
        release()
      })

      await test.step('the page takes over the guide the server loaded, and a comparable opens its own page', async () => {
        await page.goto(`/details/car/${id}`)
        await settled(page)
        // Loaded with the route on the server: the browser did not ask again after rendering.
        expect(guideAsks).toEqual([])
        const guide = page.getByRole('region', { name: w.guide })
        const first = guide.getByRole('list', { name: w.examples }).getByRole('link').first()
        const href = await first.getAttribute('href')
        await first.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('region', { name: w.guide })).toBeVisible()
        // A page opened in the browser loads its guide with the route, leaving itself out.
        expect(guideAsks).toEqual([href!.split('/').at(-1)])
        await expectNoAxeViolations(page)
      })
    })

    test('a wanted request shows the guide of the number it asks for', async ({ page, request }) => {
      const id = await dubaiThreeDigits(request, true)
      await page.goto(`/details/car/${id}`)
      await settled(page)
      await expect(page.getByRole('region', { name: w.guide }).getByText(w.typical)).toBeVisible()
    })

    test('"How we estimate" is reached from a guide and passes axe', async ({ page, request }) => {
      await page.goto(`/details/car/${await dubaiThreeDigits(request, false)}`)
      await settled(page)
      await page.getByRole('region', { name: w.guide }).getByRole('link', { name: w.how }).click()
      await expect(page).toHaveURL(/\/how-we-estimate$/)
      await expect(page.getByRole('heading', { level: 1, name: w.howTitle })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6)
      await expectNoAxeViolations(page)
    })
  })
}
