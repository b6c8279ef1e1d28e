import type { Page } from '@playwright/test'
import { api, expect, settled, test } from './fixtures.ts'

const slides = '[aria-roledescription="slide"]'
const cards = '[data-slot="card-grid"] > li'
/** The detail page's own article (the "Smaller Products" cards are articles too). */
const details = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })

test.describe('browsing as a visitor', () => {
  test('the home page has every section of the spec', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium plates and numbers across the UAE')
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Featured collections' }).locator(slides)).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Quick picks' }).locator(slides)).toHaveCount(3)
    const categories = page.getByRole('region', { name: 'Categories' }).getByRole('link')
    await expect(categories).toHaveCount(3)
    const best = page.getByRole('region', { name: 'The best plates' })
    await expect(best.locator(cards)).toHaveCount(6)
    await expect(page.getByRole('region', { name: 'Just listed' }).locator(slides).first()).toBeVisible()
    const usefulLinks = page.getByRole('region', { name: 'Useful links' }).getByRole('link')
    await expect(usefulLinks).toHaveCount(8)
    for (const link of await usefulLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute(
        'href',
        /^https:\/\/www\.(fujairahpolice|rakpolice|uaqpolice|dubaipolice|adpolice|ajmanpolice|shjpolice|moi)\.gov\.ae\/$/,
      )
    }
    // Seven partners, twice over for the endless strip; the copy is hidden from screen readers.
    const partners = page.getByRole('region', { name: 'Our partners' })
    await expect(partners.locator('li')).toHaveCount(14)
    await expect(partners.getByRole('listitem')).toHaveCount(7)
  })

  test('on a phone, a carousel below the screen starts only as it is reached', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await settled(page)
    const hero = page.getByRole('region', { name: 'Highlights' })
    const latest = page.getByRole('region', { name: 'Just listed' })
    await expect(hero).toHaveAttribute('data-started', '')
    await expect(latest).not.toHaveAttribute('data-started')
    // Its controls are there all along (the server draws them): nothing pops in as it starts.
    await expect(latest.getByRole('button', { name: 'Next', exact: true })).toBeAttached()
    // The sections it passes keep a guessed height until they are drawn (content-visibility), so the first
    // scroll can land short of it once they take their own: scroll again until it is reached, as a person would.
    await expect(async () => {
      await latest.scrollIntoViewIfNeeded()
      await expect(latest).toHaveAttribute('data-started', '', { timeout: 2_000 })
    }).toPass()
    await latest.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(latest.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
  })

  test('on a phone, what lies below the screen is taken over by the script only as it is neared', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/shop')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    // React marks each element it has taken over with its own property.
    const hydrated = (element: HTMLElement | SVGElement) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const footerLink = page.getByRole('contentinfo').getByRole('link').first()
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.evaluate(hydrated)).toBe(true)
    expect(await footerLink.evaluate(hydrated)).toBe(false)
    await footerLink.scrollIntoViewIfNeeded()
    await expect.poll(() => footerLink.evaluate(hydrated)).toBe(true)
  })

  test("a click in what lies below the screen, before it is taken over, is the app's own", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/shop')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    // A click alone (as a screen reader sends it), with no tap or key before it; a document loaded anew
    // would not keep the mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Page 2', exact: true }).dispatchEvent('click')
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test("the toaster comes with the visitor's first act, not with the page, its live region before any toast", async ({
    page,
  }) => {
    await page.goto('/shop')
    await settled(page)
    // Sonner's region: named by its label and its keyboard shortcut.
    const notifications = page.getByRole('region', { name: /^Notifications/ })
    await expect(notifications).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(notifications).toHaveAttribute('aria-live', 'polite')
    await expect(notifications.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test('a category tile opens its list', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Categories' })
      .getByRole('link', { name: /Motorcycle Plates/ })
      .click()
    await expect(page).toHaveURL('/shop/motorcycle')
    await expect(page.getByRole('tab', { name: 'Motorcycle Plates' })).toHaveAttribute('aria-selected', 'true')
  })

  test('the shop filters, sorts and pages, with everything in the URL', async ({ page }) => {
    await page.goto('/shop')
    await settled(page)
    await expect(page.getByRole('tab', { name: 'License Plates' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(cards)).toHaveCount(12)

    // Page 2, then a filter: the filter goes to the URL and the page goes back to 1.
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL('/shop?page=2')
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.getByLabel('City').selectOption('dubai')
    await expect(page).toHaveURL('/shop?city=dubai')
    await settled(page)
    const plates = page.locator(cards).getByRole('img', { name: / plate / })
    await expect(plates).toHaveCount(12)
    for (const name of await plates.evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')))) {
      expect(name).toMatch(/^Dubai plate /)
    }

    // Code options are Dubai's; digits and sort too.
    await page.getByLabel('Code').selectOption('A')
    await page.getByRole('radio', { name: '3' }).click()
    await expect(page.getByRole('radio', { name: '3' })).toBeChecked()
    await page.getByLabel('Sort').selectOption('-newPrice')
    await expect(page).toHaveURL(/city=dubai/)
    await expect(page).toHaveURL(/code=A(&|$)/)
    await expect(page).toHaveURL(/digit=3/)
    await expect(page).toHaveURL(/sort=-newPrice/)
    await settled(page)
    const prices = await page.locator('[data-slot="price"] > span:first-child').allTextContents()
    const amounts = prices.map((price) => Number(price.replace(/[^\d.]/g, '')))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))

    // Back and forward walk through the filter history.
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await page.goForward()
    await expect(page).toHaveURL(/sort=-newPrice/)

    // A shared link opens the same list.
    const shared = page.url()
    const other = await page.context().newPage()
    await other.goto(shared)
    await expect(other.getByLabel('City')).toHaveValue('dubai')
    await expect(other.getByLabel('Sort')).toHaveValue('-newPrice')
    await other.close()

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL('/shop')
  })

  test("the price range narrows the shop, its count is the API's, and it survives reload and back", async ({
    page,
    request,
  }) => {
    const total = async (query: string) =>
      (
        (await (await request.get(api(`/product/for-customers?${query}`))).json()) as {
          paginationResult: { total: number }
        }
      ).paginationResult.total
    await page.goto('/shop')
    await settled(page)
    const all = await total('category=car&isOrder=false')
    await expect(page.getByText(`${all.toLocaleString('en-AE')} plates · Page 1 of`)).toBeVisible()

    await page.getByRole('textbox', { name: 'From' }).fill('50,000')
    await page.getByRole('textbox', { name: 'To' }).fill('250000')
    await page.getByRole('textbox', { name: 'To' }).press('Enter')
    await expect(page).toHaveURL('/shop?minPrice=50000&maxPrice=250000')
    await settled(page)
    const ranged = await total('category=car&isOrder=false&minPrice=50000&maxPrice=250000')
    expect(ranged).toBeLessThan(all)
    const summary = page.getByText(`${ranged.toLocaleString('en-AE')} plates · Page 1 of`)
    await expect(summary).toBeVisible()
    const prices = await page
      .locator(cards)
      .locator('[data-slot="price"] > span:first-child')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace(/[^\d.]/g, ''))))
    expect(prices.length).toBeGreaterThan(0)
    expect(prices.every((price) => price >= 50_000 && price <= 250_000)).toBe(true)

    await page.reload()
    await settled(page)
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('50000')
    await expect(summary).toBeVisible()
    await page.getByLabel('City').selectOption('dubai')
    await expect(page).toHaveURL('/shop?minPrice=50000&maxPrice=250000&city=dubai')
    await page.goBack()
    await expect(page).toHaveURL('/shop?minPrice=50000&maxPrice=250000')
    await expect(summary).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('250000')
  })

  test('in Arabic the count takes the plural form of its number', async ({ page }) => {
    await page.goto('/shop/motorcycle?lang=ar')
    await settled(page)
    await expect(page.locator('p', { hasText: /^\d[\d,]* (لوحات|لوحةً?) · الصفحة 1 من \d+$/ })).toBeVisible()
  })

  test('the keyword filter searches numbers, and an empty result says so', async ({ page }) => {
    await page.goto('/shop/mobile')
    await page.getByLabel('Keyword').fill('zzzz-no-such-number')
    await page.getByLabel('Keyword').press('Enter')
    await expect(page).toHaveURL('/shop/mobile?keyword=zzzz-no-such-number')
    await expect(page.getByText('No listings match these filters.')).toBeVisible()
  })

  test('mobile numbers filter by operator and prefix', async ({ page }) => {
    await page.goto('/shop/mobile')
    await page.getByRole('radio', { name: 'du' }).click()
    await expect(page.getByRole('radio', { name: 'du' })).toBeChecked()
    await page.getByLabel('Prefix').selectOption('055')
    await expect(page).toHaveURL(/operator=du/)
    await expect(page).toHaveURL(/prefix=055/)
    await settled(page)
    const numbers = await page.locator('[data-kind="mobile"] p[dir="ltr"]').allTextContents()
    expect(numbers.length).toBeGreaterThan(0)
    for (const number of numbers) expect(number).toMatch(/^055 \d{3} \d{4}$/)
  })

  test('the order list shows wanted requests under the home title', async ({ page }) => {
    await page.goto('/order')
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium plates and numbers across the UAE')
    await expect(page.getByText('This product has been requested.').first()).toBeVisible()
    await expect(page.locator('[data-slot="price"]')).toHaveCount(0)
  })

  test('a car plate detail page', async ({ page }) => {
    await page.goto('/shop')
    await settled(page)
    const first = page.locator(cards).first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/details\/car\/[0-9a-f-]{36}$/)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Plate number .+ for sale$/)
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(page.getByRole('img', { name: /plate/ }).first()).toBeVisible()

    // The two styles and the two sizes only change the picture.
    await details(page).getByRole('radio', { name: 'Type 2' }).check()
    await details(page).getByRole('radio', { name: 'Mini' }).check()
    await expect(details(page).getByRole('radio', { name: 'Mini' })).toBeChecked()

    await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\u00a0(AM|PM)$/)).toBeVisible()
    const chat = page.getByRole('link', { name: /Chat with the seller on WhatsApp/ })
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/971\d{9}\?text=/)
    // The message names the listing and carries its link.
    const message = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text') ?? ''
    expect(message).toContain(title)
    expect(message.split('\n').at(-1)).toBe(page.url())

    const detailUrl = page.url()
    const seller = page.getByRole('region', { name: 'About the seller' })
    await seller.getByRole('link', { name: 'Show Profile' }).click()
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Seller')
    await expect(page.locator(cards).first()).toBeVisible()

    // In Arabic, the message is Arabic and its link opens the Arabic page.
    await page.goto(`${detailUrl}?lang=ar`)
    await settled(page)
    const arabicChat = page.getByRole('link', { name: /واتساب/ })
    const arabicMessage = new URL((await arabicChat.getAttribute('href')) ?? '').searchParams.get('text') ?? ''
    expect(arabicMessage).toMatch(/^مرحبًا/)
    expect(arabicMessage.split('\n').at(-1)).toBe(`${detailUrl}?lang=ar`)
  })

  test('a motorcycle plate detail page has styles but no size toggle', async ({ page }) => {
    await page.goto('/shop/motorcycle')
    await settled(page)
    await page.locator(cards).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/details\/motorcycle\//)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Motorcycle plate number .+ for sale$/)
    await expect(details(page).getByRole('radio', { name: 'Type 2' })).toBeVisible()
    await expect(details(page).getByRole('radio', { name: 'Mini' })).toHaveCount(0)
  })

  test('a mobile number detail page, and "Smaller Products" below it', async ({ page }) => {
    await page.goto('/shop/mobile')
    await settled(page)
    await page.locator(cards).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/details\/mobile\//)
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Mobile number \u206605\d \d{3} \d{4}\u2069 for sale$/,
    )
    await expect(page.getByRole('img', { name: /^(du|e&)$/ }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Smaller Products' })).toBeVisible()
  })

  test('an unknown listing and an unknown page: the styled page under a real 404', async ({ page }) => {
    const listing = await page.goto('/details/car/00000000-0000-4000-8000-000000000000')
    expect(listing?.status()).toBe(404)
    await expect(page.getByText('Listing not found')).toBeVisible()
    const unknown = await page.goto('/no/such/page')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('each path change scrolls back to the top', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a page scrolled before it comes alive stays where the visitor took it', async ({ page }) => {
    // The app's code held back, as on a slow phone: the server's page is on screen and scrollable.
    await page.goto('/about')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.evaluate(() => window.location.assign('/'))
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // What the visitor is looking at: the element at the top of the screen, and where it is.
    const before = await page.evaluate(() => {
      window.scrollTo(0, 600)
      const element = document.elementFromPoint(200, 150)!
      element.setAttribute('data-looked-at', '')
      return element.getBoundingClientRect().top
    })
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    const after = await page.evaluate(() => document.querySelector('[data-looked-at]')?.getBoundingClientRect().top)
    expect(after).toBeCloseTo(before, 0)
  })

  test('the contact page: details, the map with its plain link, and the form', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'hello@raqam.ae' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@raqam.ae',
    )
    // The map loads when asked for (legal-and-data.spec.ts follows its requests).
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('link', { name: 'Show map (loads Google Maps)' }).click()
    await expect(page.locator('iframe')).toHaveAttribute('title', /Map/)
    await expect(page.getByRole('link', { name: 'Open the map in Google Maps' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    )
    // The e-mail field only wants an @: without one the form says so beside it, in the page's
    // language, keeps what was typed, and opens no mail client.
    const email = page.getByLabel('E-mail', { exact: true })
    await email.fill('not-an-address')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('The address needs an @ sign.')
    await expect(email).toBeFocused()
    await expect(email).toHaveValue('not-an-address')
    await expect(page).toHaveURL('/contact')
    await email.fill('mariam@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
  })
})
