import { classifyPlateNumber } from '@raqam/patterns/pattern-classifier'
import {
  api,
  expect,
  expectNoAxeViolations,
  matchMessages,
  serverMarkup,
  registerByApi,
  settled,
  test,
  toast,
  signInWithToken,
} from './fixtures.ts'

const cards = '[data-slot="card-grid"] > li'

/**
 * A 5-digit plate number without any pattern: only the same number answers a request for it (ADR 0022),
 * so no seeded listing or request can take part in the journey.
 */
function plainPlateNumber(): string {
  for (;;) {
    const number = String(10000 + Math.floor(Math.random() * 90000))
    if (classifyPlateNumber(number).length === 0) return number
  }
}

/** A buyer's wanted request is answered by a seller's listing; both hear of the other. */
test('a wanted request receives a match', async ({ page, context, request, baseURL, browser }) => {
  const origin = baseURL ?? 'http://127.0.0.1'
  // The buyer reads the site in English and gets their messages in Arabic.
  const buyer = await registerByApi(request, 'ar')
  const seller = await registerByApi(request)
  const dearer = await registerByApi(request)
  const number = plainPlateNumber()
  const title = `E2E wanted Dubai A ${number}`

  // The buyer publishes the wanted request, with a budget, through the dialog.
  await signInWithToken(context, origin, buyer.token)
  await page.goto('/my-profile')
  await settled(page)
  await page.getByRole('button', { name: 'I Need Pay Product' }).click()
  const dialog = page.getByRole('dialog', { name: 'I need (pay) a product' })
  await dialog.getByLabel('City').selectOption('dubai')
  await dialog.getByLabel('Code').selectOption('A')
  await dialog.getByLabel('Number', { exact: true }).fill(number)
  await dialog.getByLabel('Title (English)').fill(title)
  await dialog.getByLabel('Title (Arabic)').fill(`مطلوب دبي A ${number}`)
  await dialog.getByLabel('Budget (AED)').fill('80,000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  const requestHref = await page
    .locator(cards)
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .getAttribute('href')
  expect(requestHref).toMatch(/^\/details\/car\/[0-9a-f-]{36}$/)

  // A seller publishes the same plate within the budget; another one above it, which answers nothing.
  const publish = async (token: string, price: number) => {
    const published = await request.post(api('/product'), {
      headers: { authorization: `Bearer ${token}` },
      data: {
        category: 'car',
        city: 'dubai',
        code: 'A',
        number,
        titleEn: `E2E Dubai A ${number} at ${price}`,
        titleAr: `دبي A ${number}`,
        newPrice: price,
      },
    })
    expect(published.status()).toBe(201)
    return ((await published.json()) as { data: { _id: string } }).data._id
  }
  const listingId = await publish(seller.token, 75000)
  const dearerId = await publish(dearer.token, 95000)
  const listingHref = `/details/car/${listingId}`

  // The message, in the buyer's language, names the request and links the listing within budget only.
  await expect.poll(async () => (await matchMessages(request, buyer.email)).length).toBe(1)
  const [message] = await matchMessages(request, buyer.email)
  expect(message!.subject).toContain('يلبّي طلب الشراء')
  expect(message!.subject).toContain(number)
  expect(message!.text).toContain(listingHref)
  expect(message!.text).not.toContain(dearerId)

  // The count on the profile icon, then the matches page naming the request.
  await page.goto('/my-profile')
  await settled(page)
  await expect(page.getByRole('navigation').getByRole('link', { name: /1 new match/ })).toBeVisible()
  await page.getByRole('link', { name: '1 new match', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New matches' })).toBeVisible()
  await settled(page)
  await expect(page.locator(cards)).toHaveCount(1)
  // The number is isolated, so it keeps its reading order in the Arabic sentence too (ADR 0013).
  const answersRequest = page
    .locator(cards)
    .getByRole('link', { name: `Answers your wanted request \u2066${number}\u2069` })
  await expect(answersRequest).toHaveAttribute('href', requestHref!)
  await expectNoAxeViolations(page)

  // The request's page: its budget, and the seller's listing among those answering it (not the dearer one).
  await answersRequest.click()
  await settled(page)
  await expect(page.getByText('Budget: up to AED 80,000')).toBeVisible()
  const answers = page.getByRole('region', { name: 'Listings that answer this request' })
  await expect(answers).toContainText('1 listing answers this request')
  await expect(answers.locator('article')).toHaveCount(1)
  await expect(answers.getByRole('link', { name: `E2E Dubai A ${number} at 75000` })).toHaveAttribute(
    'href',
    listingHref,
  )
  await expectNoAxeViolations(page)

  // Both come from the server with the page: the routes load the matches with the listing (and the session).
  const rendered = (href: string, token?: string) =>
    serverMarkup(request, href, token ? { cookie: `customerToken=${token}` } : {})
  expect(await rendered(requestHref!)).toContain('1 listing answers this request')
  expect(await rendered(listingHref, seller.token)).toContain('1 buyer is looking for a number like this')
  expect(await rendered('/my-profile', seller.token)).toContain('1 buyer is looking for a number like this')
  // (The page carries its translations too: "id=buyers" is what only the owner's section renders.)
  expect(await rendered(listingHref, seller.token)).toContain('id="buyers"')
  expect(await rendered(listingHref)).not.toContain('id="buyers"')

  // The seller: their listing's page names the buyer's request, and My Products links there.
  const sellerContext = await browser.newContext({ baseURL })
  await signInWithToken(sellerContext, origin, seller.token)
  const sellerPage = await sellerContext.newPage()
  await sellerPage.goto(listingHref)
  await settled(sellerPage)
  const buyers = sellerPage.locator('section#buyers')
  await expect(buyers.getByRole('heading', { level: 2 })).toHaveText('1 buyer is looking for a number like this')
  await expect(buyers.getByRole('link')).toHaveAttribute('href', requestHref!)
  await expect(buyers).toContainText('up to AED 80,000')
  await expectNoAxeViolations(sellerPage)

  await sellerPage.goto('/my-profile')
  await settled(sellerPage)
  const note = sellerPage.locator(cards).getByRole('link', { name: '1 buyer is looking for a number like this' })
  await expect(note).toHaveAttribute('href', `${listingHref}#buyers`)
  await note.click()
  await expect(sellerPage).toHaveURL(new RegExp(`${listingHref}#buyers$`))
  await expect(sellerPage.locator('section#buyers')).toBeInViewport()
  await sellerContext.close()

  // A visitor of the seller's listing sees nothing of its buyers.
  await context.clearCookies({ name: 'customerToken' })
  await page.goto(listingHref)
  await settled(page)
  await expect(page.locator('section#buyers')).toHaveCount(0)
})
