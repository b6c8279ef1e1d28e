import {
  api,
  expect,
  expectNoAxeViolations,
  matchMessages,
  registerByApi,
  settled,
  test,
  useLanguage,
} from './fixtures.ts'

/**
 * The unsubscribe link at the end of a match message: it names the saved search, stops its messages
 * only when asked, says what stopped, and undoes it; a mail provider's one-click (RFC 8058) stops them
 * before the page is opened, and the page says so on landing.
 */
for (const language of ['en', 'ar'] as const) {
  test(`an unsubscribe link stops a saved search's messages and turns them back on (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const w =
      language === 'en'
        ? {
            heading: 'Messages for',
            on: 'The messages are on.',
            stop: 'Stop the messages',
            stopped: 'Stopped: you will get no more e-mails or WhatsApp messages for',
            restart: 'Turn them back on',
            restarted: 'Back on:',
          }
        : {
            heading: 'الرسائل عن',
            on: 'الرسائل مفعّلة.',
            stop: 'أوقف الرسائل',
            stopped: 'أُوقفت: لن تصلك رسائل بريد إلكتروني أو واتساب أخرى عن',
            restart: 'أعِد تفعيلها',
            restarted: 'عادت:',
          }
    const buyer = await registerByApi(request, language)
    const seller = await registerByApi(request)
    const name = `Fujairah 5 digits ${buyer.national.slice(-4)}`
    const saved = await request.post(api('/customer/saved-searches'), {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { name, filters: { category: 'car', city: 'fujairah', digit: 5 } },
    })
    expect(saved.status()).toBe(201)
    const savedId = ((await saved.json()) as { data: { _id: string } }).data._id
    const alerts = async () => {
      const listed = await request.get(api('/customer/saved-searches'), {
        headers: { authorization: `Bearer ${buyer.token}` },
      })
      const { data } = (await listed.json()) as { data: { _id: string; alerts: boolean }[] }
      return data.find((search) => search._id === savedId)?.alerts
    }

    // A match, so the buyer gets a message with the link.
    const number = String(10000 + Math.floor(Math.random() * 90000))
    const published = await request.post(api('/product'), {
      headers: { authorization: `Bearer ${seller.token}` },
      data: {
        category: 'car',
        city: 'fujairah',
        code: 'B',
        number,
        titleEn: `E2E B ${number}`,
        titleAr: `B ${number}`,
        newPrice: 3000,
      },
    })
    expect(published.status()).toBe(201)
    await expect.poll(async () => (await matchMessages(request, buyer.email)).length).toBeGreaterThan(0)
    const [message] = await matchMessages(request, buyer.email)
    const link = /\/unsubscribe\/([A-Za-z0-9_-]{43})(\?lang=ar)?/.exec(message!.text)
    expect(link, message!.text).not.toBeNull()
    const token = link![1]!

    // Opening the link changes nothing; it names the saved search.
    await useLanguage(context, baseURL, language)
    const opened = await page.goto(link![0])
    // Never kept, by the server or the browser: its state changes without a listing changing.
    expect(opened?.headers()['cache-control']).toBe('no-store')
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.heading)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    const status = page.getByRole('status')
    await expect(status).toHaveText(w.on)
    expect(await alerts()).toBe(true)
    await expectNoAxeViolations(page)

    // Stop: it says what stopped, and offers the undo.
    await page.getByRole('button', { name: w.stop }).click()
    await expect(status).toContainText(w.stopped)
    await expect(status).toContainText(name)
    await expect(page.getByRole('button', { name: w.restart })).toBeFocused()
    expect(await alerts()).toBe(false)
    await expectNoAxeViolations(page)

    // Undo: back on, and it can be stopped again.
    await page.getByRole('button', { name: w.restart }).click()
    await expect(status).toContainText(w.restarted)
    await expect(status).toContainText(name)
    await expect(page.getByRole('button', { name: w.stop })).toBeVisible()
    expect(await alerts()).toBe(true)
    await expectNoAxeViolations(page)

    // A mail provider's one-click, from its servers, stops them; the page says so on landing.
    const oneClick = await request.post(api(`/saved-searches/unsubscribe/${token}`), {
      headers: { origin: 'https://mail.provider.example' },
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(oneClick.status()).toBe(200)
    await page.reload()
    await settled(page)
    await expect(page.getByRole('status')).toContainText(w.stopped)
    await expect(page.getByRole('button', { name: w.restart })).toBeVisible()
    expect(await alerts()).toBe(false)
  })
}

for (const [language, words] of [
  ['en', 'This link does not work'],
  ['ar', 'هذا الرابط لا يعمل'],
] as const) {
  test(`an unsubscribe link that names no saved search says so, with a 404 (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, language)
    const response = await page.goto(`/unsubscribe/${'x'.repeat(43)}`)
    expect(response?.status()).toBe(404)
    await settled(page)
    await expect(page.getByText(words)).toBeVisible()
    await expect(page.getByRole('button', { name: /Stop the messages|أوقف الرسائل/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
