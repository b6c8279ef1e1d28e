import { expect, openBeforeScript, test, useLanguage } from './fixtures.ts'
import { firstListing } from './pages.ts'

/*
 * The parts of pages that must work before the page's script has run, or without one: the menu of a
 * phone's top bar, and a listing's share link. (The shop's filters, the carousels, the language link, the
 * visitor's heart and the contact page's map have their own journeys.)
 */

const words = {
  en: { openMenu: 'Open the menu', closeMenu: 'Close the menu', shop: 'Shop' },
  ar: { openMenu: 'فتح القائمة', closeMenu: 'إغلاق القائمة', shop: 'المتجر' },
} as const

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  for (const language of ['en', 'ar'] as const) {
    test(`the menu opens from its toggle and its links lead on (${language})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, language)
      await page.goto('/about')
      const shop = page.getByRole('banner').getByRole('link', { name: words[language].shop, exact: true })
      await expect(shop).toBeHidden()
      await page.getByRole('button', { name: words[language].openMenu }).click()
      await expect(shop).toBeVisible()
      await shop.click()
      await expect(page).toHaveURL(/\/shop$/)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[language].shop)
    })
  }
})

test.describe('forms sent before the script', () => {
  test.use({ javaScriptEnabled: false })

  test('a password typed into sign-in never reaches an address: the page comes back by GET, empty', async ({
    page,
  }) => {
    const addresses: string[] = []
    page.on('request', (request) => addresses.push(request.url()))
    await page.goto('/signin?next=%2Ffavorites')
    await page.getByLabel('E-mail').fill('someone@example.com')
    await page.getByLabel('Password').fill('secret-in-no-address')
    await page.getByLabel('Password').press('Enter')
    // The first page a browser without script opens comes whole, at ?whole=1 (ADR 0043).
    await expect(page).toHaveURL('/signin?next=%2Ffavorites&whole=1')
    await expect(page.getByLabel('Password')).toHaveValue('')
    expect(addresses.filter((address) => /secret|someone/.test(address))).toEqual([])
  })
})

test.describe('a listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("shares through WhatsApp's share page, with the listing's link in the page's language", async ({
    page,
    request,
    baseURL,
  }) => {
    const path = `/details/car/${(await firstListing(request, 'car'))._id}?lang=ar`
    await page.goto(path)
    const share = page.getByRole('link', { name: 'مشاركة' })
    const href = new URL((await share.getAttribute('href'))!)
    expect(href.origin).toBe('https://wa.me')
    expect(href.searchParams.get('text')).toMatch(new RegExp(`\\s${baseURL}${path.replace('?', '\\?')}$`))
    await expect(share).toHaveAttribute('target', '_blank')
  })
})

test('a tap on the menu before the page script has run opens it, and it stays open once the script runs', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const release = await openBeforeScript(page, baseURL, '/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  const shop = page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true })
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(shop).toBeVisible()

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(shop).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/about')
  await page.getByRole('button', { name: 'Close the menu' }).click()
  await expect(shop).toBeHidden()
})
