import {
  api,
  expect,
  expectNoAxeViolations,
  matchMessages,
  registerByApi,
  settled,
  test,
  toast,
  useLanguage,
  signInWithToken,
} from './fixtures.ts'

const cards = '[data-slot="card-grid"] > li'

/** A buyer saves a search, a seller publishes a match, the buyer hears of it. */
for (const language of ['en', 'ar'] as const) {
  test(`a saved search tells its buyer of a new match, on the site and by message (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const w =
      language === 'en'
        ? {
            save: 'Save this search',
            saved: 'Search saved. We will tell you about new matches.',
            dialogSave: 'Save',
            name: 'Name',
            newMatch: '1 new match',
            subject: 'New match for',
            matches: 'New matches',
          }
        : {
            save: 'احفظ هذا البحث',
            saved: 'حُفظ البحث. سنخبرك بالإعلانات الجديدة المطابقة.',
            dialogSave: 'حفظ',
            name: 'الاسم',
            newMatch: 'إعلان مطابق جديد',
            subject: 'إعلان جديد يطابق',
            matches: 'الإعلانات المطابقة الجديدة',
          }
    const buyer = await registerByApi(request, language)
    const seller = await registerByApi(request)
    await signInWithToken(context, baseURL, buyer.token)
    await useLanguage(context, baseURL, language)
    const name = `Umm Al Quwain 2 digits ${buyer.national.slice(-4)}`

    await page.goto('/shop?city=umm-al-quwain&digit=2')
    await settled(page)
    await page.getByRole('button', { name: w.save }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(w.name).fill(name)
    await dialog.getByRole('button', { name: w.dialogSave }).click()
    await expect(toast(page, w.saved)).toBeVisible()

    // The seller publishes a plate the search keeps, and one it does not.
    const number = String(10 + Math.floor(Math.random() * 89))
    for (const [city, digits] of [
      ['umm-al-quwain', number],
      ['ajman', number],
    ]) {
      const published = await request.post(api('/product'), {
        headers: { authorization: `Bearer ${seller.token}` },
        data: {
          category: 'car',
          city,
          code: 'K',
          number: digits,
          titleEn: `E2E K ${digits}`,
          titleAr: `K ${digits}`,
          newPrice: 4000,
        },
      })
      expect(published.status()).toBe(201)
    }

    // The message, in the buyer's language, with the listing's link (sent just after the publish answered).
    await expect.poll(async () => (await matchMessages(request, buyer.email)).length).toBe(1)
    const [message] = await matchMessages(request, buyer.email)
    expect(message!.subject).toContain(w.subject)
    expect(message!.subject).toContain(name)
    expect(message!.text).toMatch(/\/details\/car\/[0-9a-f-]{36}/)

    // The count on the profile icon, then the matches page; reading it clears the count.
    await page.goto('/my-profile')
    await settled(page)
    const profileLink = page.getByRole('navigation').getByRole('link', { name: new RegExp(w.newMatch) })
    await expect(profileLink).toBeVisible()
    // The saved search opens the list it was saved from.
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/shop?city=umm-al-quwain&digit=2')
    await page.getByRole('link', { name: w.newMatch, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.matches })).toBeVisible()
    await settled(page)
    await expect(page.locator(cards)).toHaveCount(1)
    await expect(page.locator(cards)).toContainText(number)
    await expect(page.getByRole('navigation').getByRole('link', { name: new RegExp(w.newMatch) })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
