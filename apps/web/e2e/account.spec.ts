import { api, demo, expect, registerByApi, settled, signInByApi, signInWithToken, test, toast } from './fixtures.ts'
import { firstListing, sellerWithListing } from './pages.ts'

const cards = '[data-slot="card-grid"] > li'

test.describe('a signed-in customer', () => {
  test('a visitor is told to sign in before favouriting, signs in, and is back on the listing', async ({ page }) => {
    await page.goto('/shop/motorcycle?page=2')
    await settled(page)
    const heart = page.locator(cards).first().getByRole('link', { name: 'Sign in to save it as a favourite' })
    await heart.click()
    await expect(toast(page, 'You are not logged in')).toBeVisible()
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent('/shop/motorcycle?page=2')}`)
    await page.getByLabel('E-mail').fill(demo.email)
    await page.getByLabel('Password').fill(demo.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/shop/motorcycle?page=2')
    await expect(page.locator(cards).first().getByRole('button', { name: 'Favourite' })).toBeVisible()
  })

  test.describe('without JavaScript, at 375 px', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

    for (const [language, name] of [
      ['en', 'Sign in to save it as a favourite'],
      ['ar', 'سجّل الدخول لحفظه في المفضلة'],
    ] as const) {
      test(`a visitor's heart is a link to sign in that comes back to the listing (${language})`, async ({
        page,
        request,
      }) => {
        const listing = `/details/car/${(await firstListing(request, 'car'))._id}`
        const address = language === 'ar' ? `${listing}?lang=ar` : listing
        await page.goto(address)
        // The listing's own heart; the cards of the carousels below have theirs.
        await page.getByRole('link', { name }).first().click()
        // Back to the listing; the language stays in the cookie its link set, not in the address.
        await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(listing)}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
      })
    }
  })

  test('favourite and unfavourite, from the shop to the favourites list', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInByApi(context, request, baseURL)
    await page.goto('/shop/motorcycle')
    await settled(page)
    const card = page
      .locator(cards)
      .filter({ has: page.getByRole('button', { name: 'Favourite', pressed: false }) })
      .first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    const heart = page.locator(cards).filter({ hasText: title }).first().getByRole('button', { name: 'Favourite' })
    await heart.click()
    await expect(toast(page, 'Added successfully')).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click()
    // The shop has the same tabs: wait for the favourites screen before picking one.
    await expect(page).toHaveURL(/\/favorites/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites')
    await page.getByRole('tab', { name: 'Motorcycle Plates' }).click()
    await expect(page).toHaveURL('/favorites/motorcycle')
    await settled(page)
    const favourite = page.locator(cards).filter({ hasText: title }).first()
    await expect(favourite).toBeVisible()
    await favourite.getByRole('button', { name: 'Favourite' }).click()
    await expect(toast(page, 'Removed successfully')).toBeVisible()
    await expect(page.locator(cards).filter({ hasText: title })).toHaveCount(0)
  })

  // Publishing, selling and asking for a number are a test each: as one journey they took most of its minute.
  test('publish a listing: its card on the profile, and its page', async ({ page, context, request, baseURL }) => {
    await signInByApi(context, request, baseURL)
    await page.goto('/my-profile')
    await settled(page)
    const number = String(10000 + Math.floor(Math.random() * 89999))

    await page.getByRole('button', { name: 'Add New Product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a new product' })
    await dialog.getByLabel('Category').selectOption('car')
    await dialog.getByLabel('Title (English)').fill(`E2E Dubai BB ${number}`)
    await dialog.getByLabel('Title (Arabic)').fill(`دبي BB ${number}`)
    await dialog.getByLabel('Description (English)').fill('Published by the end-to-end journey.')
    await dialog.getByLabel('Old price (AED)').fill('52000')
    await dialog.getByLabel('Price (AED)', { exact: true }).fill('48000.5')
    await dialog.getByLabel('Number', { exact: true }).fill(number)
    await expect(dialog.getByLabel('Code')).toBeDisabled()
    await dialog.getByLabel('City').selectOption('dubai')
    await dialog.getByLabel('Code').selectOption('BB')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const mine = page.locator(cards).filter({ hasText: `E2E Dubai BB ${number}` })
    await expect(mine).toBeVisible()
    await expect(mine).toContainText('AED 48,000.5')
    await mine.getByRole('link', { name: `E2E Dubai BB ${number}` }).click()
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    await expect(page.getByText('This is your listing.')).toBeVisible()
  })

  test('mark a listing sold from its page', async ({ page, context, baseURL, request }) => {
    const { seller, path } = await sellerWithListing(request, 'en')
    await signInWithToken(context, baseURL, seller.token)
    await page.goto(path)
    await settled(page)
    await expect(page.getByText('This is your listing.')).toBeVisible()
    await page.getByRole('button', { name: 'Sold', exact: true }).click()
    // The sale's dialog: the price it sold for is optional.
    await page.getByRole('dialog', { name: 'Mark as sold' }).getByRole('button', { name: 'Mark as sold' }).click()
    await expect(toast(page, 'Sold this product successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sold', exact: true })).toHaveCount(0)
    await expect(page.locator('[data-slot="ribbon"][data-tone="sold"]')).toHaveText('Sold')
  })

  test('publish a wanted request: the wanted list shows it', async ({ page, context, request, baseURL }) => {
    await signInByApi(context, request, baseURL)
    const number = String(10000 + Math.floor(Math.random() * 89999))
    await page.goto('/my-profile')
    await settled(page)
    await page.getByRole('button', { name: 'I Need Pay Product' }).click()
    const need = page.getByRole('dialog', { name: 'I need (pay) a product' })
    await expect(need.getByLabel('Price (AED)', { exact: true })).toHaveCount(0)
    await need.getByLabel('Category').selectOption('mobile')
    await expect(need.getByLabel('City')).toHaveCount(0)
    await need.getByLabel('Title (English)').fill('E2E wanted 058 number')
    await need.getByLabel('Title (Arabic)').fill('رقم مطلوب')
    await need.getByLabel('Number', { exact: true }).fill(`058${number}99`)
    await need.getByLabel('Operator').selectOption('du')
    await need.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Created successfully')).toBeVisible()

    await page.goto('/order/mobile')
    await settled(page)
    const wanted = page.locator(cards).filter({ hasText: 'E2E wanted 058 number' })
    await expect(wanted).toContainText('This product has been requested.')
  })

  test('the dialog shows the server message when the server refuses, and Cancel closes it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signInByApi(context, request, baseURL)
    // A plate the customer already has for sale: the dialog accepts it again, the server refuses it.
    const number = String(10000 + Math.floor(Math.random() * 89999))
    const listing = { category: 'car', city: 'dubai', code: 'A', number, newPrice: 15000 }
    const published = await request.post(api('/product'), {
      headers: { authorization: `Bearer ${token}` },
      data: { ...listing, titleEn: `E2E Dubai A ${number}`, titleAr: `دبي A ${number}` },
    })
    expect(published.status()).toBe(201)
    await page.goto('/my-profile')
    await page.getByRole('button', { name: 'Add New Product' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('City').selectOption('dubai')
    await dialog.getByLabel('Code').selectOption('A')
    await dialog.getByLabel('Number', { exact: true }).fill(number)
    await dialog.getByLabel('Title (English)').fill(`E2E Dubai A ${number} again`)
    await dialog.getByLabel('Title (Arabic)').fill(`دبي A ${number}`)
    await dialog.getByLabel('Price (AED)', { exact: true }).fill('15000')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveText(
      'You already have an unsold listing of this kind for this number',
    )
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Number', { exact: true }), 'nothing typed is lost').toHaveValue(number)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('edit the profile: username, phone and password (with the current one)', async ({ page, request }) => {
    // A fresh account, so the demo customer stays as the README describes it.
    const account = await registerByApi(request)
    await page.goto('/signin')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/')
    await page.goto('/my-profile')
    await settled(page)

    const renamed = `${account.username} Edited`
    const national = `52${account.national.slice(2)}`
    await page.getByLabel('Username').fill(renamed)
    await page.getByLabel('Phone').fill(national)
    await page.getByLabel('New password').fill('a-brand-new-password')
    // A new password needs the current one: missing, then wrong, then right.
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Enter your current password to set a new one.')).toBeVisible()
    await page.getByLabel('Current password').fill('not-the-password')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'The current password is not correct')).toBeVisible()
    await page.getByLabel('Current password').fill(account.password)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Updated successfully')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Account summary' })).toContainText(renamed)
    await expect(page.getByRole('region', { name: 'Account summary' })).toContainText(`+971 52`)

    const signin = await request.post('/api/v1.0/auth/customer/signin', {
      data: { email: account.email, password: 'a-brand-new-password' },
    })
    expect(signin.ok()).toBe(true)
  })
})
