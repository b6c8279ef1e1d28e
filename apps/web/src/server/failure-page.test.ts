import { describe, expect, it } from 'vitest'
import { renderFailure } from '../entry-server.tsx'

/** The storefront's page template, as Vite's development server writes it. */
const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head><!--page-head--></head>
  <body>
    <div id="root"><!--page-body--></div>
    <script type="module" src="/src/boot.ts"></script>
  </body>
</html>`

async function failurePage(url: string, cookies: Record<string, string> = {}) {
  const answer = await renderFailure(
    {
      url,
      cookies,
      requestId: 'b7e1c0de-0000-4000-8000-000000000042',
      fetchApi: () => Promise.reject(new Error('the failure page asks the API for nothing')),
    },
    { template },
  )
  let html = ''
  for await (const chunk of answer.body!) html += chunk.toString()
  return { ...answer, html }
}

describe('the page a visitor gets when theirs could not be drawn', () => {
  it("says so in the page's language, with the request's id, the site's header and footer, and no script", async () => {
    const page = await failurePage('https://raqam.test/details/car/1?lang=ar')
    expect(page.status).toBe(500)
    expect(page.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    expect(page.html).toContain('<html lang="ar" dir="rtl">')
    expect(page.html).toMatch(/<title>حدث خطأ من جهتنا \| رقم<\/title>/)
    expect(page.html).toMatch(/<h1 [^>]*>حدث خطأ من جهتنا<\/h1>/)
    expect(page.html).toContain('b7e1c0de-0000-4000-8000-000000000042')
    expect(page.html).toContain('<meta name="robots" content="noindex"')
    // Ways on: the same page again, home, and the header's and footer's links (the legal pages among them).
    expect(page.html).toContain('href="/details/car/1?lang=ar"')
    expect(page.html).toMatch(/<header[\s>]/)
    expect(page.html).toMatch(/<footer[\s>]/)
    for (const path of ['/terms', '/privacy', '/refund-policy']) expect(page.html).toContain(`href="${path}"`)
    // Nothing the app would take over: the page is whole as it is.
    expect(page.html).not.toMatch(/<script\b[^>]*\bsrc=/)
  })

  it('follows the language the visitor keeps, in English by default', async () => {
    expect((await failurePage('https://raqam.test/shop', { i18next: 'ar' })).html).toContain(
      '<html lang="ar" dir="rtl">',
    )
    const english = await failurePage('https://raqam.test/shop')
    expect(english.html).toContain('<html lang="en" dir="ltr">')
    expect(english.html).toMatch(/<h1 [^>]*>Something went wrong on our side<\/h1>/)
  })
})
