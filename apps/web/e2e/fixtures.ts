import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { currentTermsVersion } from '@raqam/legal/versions'
import { PAGE_PART_HEADER } from '@raqam/routes/render'
import { AUDIT_MARK, findSystemFonts, formatSystemFonts } from '../../../.storybook/font-audit.ts'
import { e2eAdmin } from './staff.ts'

export { expect }

/** The demo customer the server seeds (README). */
export const demo = { email: 'demo@raqam.ae', password: 'Raqam-demo-2025' }

export const api = (path: string) => `/api/v1.0${path}`

/**
 * `test` with the outside world cut off: the map frame, chat links and police sites are not ours to
 * test, and a closed network would only make them slow and flaky.
 */
export const test = base.extend<{ blockOutside: void; hydratedPages: void }>({
  // A page goes on screen before its script has loaded (src/boot.ts), and a tap on it does nothing until
  // React has taken it over; so every `page.goto` of a storefront page waits for <html data-hydrated>,
  // as a person would wait for the page to answer.
  hydratedPages: [
    async ({ page, javaScriptEnabled }, use) => {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false
        if (javaScriptEnabled !== false && isPage)
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        return response
      }
      await use()
    },
    { auto: true },
  ],
  blockOutside: [
    async ({ context, baseURL }, use) => {
      await blockOutside(context, baseURL)
      await use()
    },
    { auto: true },
  ],
})

/** Cuts `context` off from everything but the server under test (see `test`). */
export async function blockOutside(context: BrowserContext, baseURL: string | undefined) {
  await context.route(
    (url) => !url.href.startsWith(baseURL ?? 'http://127.0.0.1'),
    (route) => route.abort('blockedbyclient'),
  )
}

/** The page's one script (boot, by its built name), which asks for the rest once the page has painted. */
const bootScript = /\/assets\/boot-[\w-]+\.js$/

/**
 * Opens `path` with the page's script held back, as a phone shows a page whose script is still on its way:
 * this page, and any it leads to, stays as the server drew it until the returned function lets the script
 * through. Not `goto`, which would wait for the load event the held script delays.
 */
export async function openBeforeScript(page: Page, baseURL: string | undefined, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(bootScript, async (route) => {
    await released
    await route.continue()
  })
  await page.evaluate((url) => window.location.assign(url), new URL(path, baseURL).href).catch(() => {})
  return release
}

/**
 * All the markup the server sends a browser with script for `path`: the document, then its later part's
 * regions (what lies below the first screen, docs/adr/0043), which boot puts in place before hydrating.
 */
export async function serverMarkup(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const document = await (await request.get(path, { headers })).text()
  const later = await request.get(path, { headers: { ...headers, [PAGE_PART_HEADER]: 'later' } })
  expect(later.headers()['content-type'], path).toMatch(/^application\/json/)
  const { regions } = (await later.json()) as { regions: string[] }
  return [document, ...regions].join('\n')
}

/** Opens the storefront in `language` (the i18next cookie, as the language button leaves it). */
export async function useLanguage(context: BrowserContext, baseURL: string | undefined, language: 'en' | 'ar') {
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? 'http://127.0.0.1' }])
}

/** Signs in through the API and stores the token the way the storefront does (customerToken, path /). */
export async function signInByApi(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  credentials = demo,
) {
  const response = await request.post(api('/auth/customer/signin'), { data: credentials })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  await signInWithToken(context, baseURL, token)
  return token
}

/** Stores a customer's token the way the storefront does (customerToken, path /), signing the context in. */
export async function signInWithToken(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.addCookies([
    { name: 'customerToken', value: token, url: baseURL ?? 'http://127.0.0.1', sameSite: 'Lax' },
  ])
}

/** A fresh e-mail and phone for a sign-up, unique within and across runs. */
export function newAccount() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  return {
    username: `E2E Tester ${stamp.slice(-5)}`,
    email: `e2e-${stamp}@example.com`,
    national: `5${stamp.slice(-8)}`,
    password: 'correct-horse-battery',
  }
}

/**
 * A new verified account, made through the API (sign-up with the Terms of Use in force accepted, then the
 * codes from the development outbox), writing its messages in `language`; signed in, with its token.
 */
export async function registerByApi(request: APIRequestContext, language: 'en' | 'ar' = 'en') {
  const account = newAccount()
  const phone = `971${account.national}`
  const signup = await request.post(api('/auth/customer/signup'), {
    multipart: {
      json: {
        name: 'json.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            username: account.username,
            email: account.email,
            phone,
            password: account.password,
            language,
            acceptedTerms: currentTermsVersion,
          }),
        ),
      },
    },
  })
  expect(signup.status()).toBe(201)
  const [emailCode] = await outboxCodes(request, account.email)
  const [whatsappCode] = await outboxCodes(request, phone)
  const verified = await request.post(api('/auth/customer/verification'), {
    data: { email: account.email, phone, emailCode, whatsappCode },
  })
  expect(verified.status()).toBe(201)
  const { token } = (await verified.json()) as { token: string }
  return { ...account, phone, token }
}

/** The administrator the journeys' server starts with (staff.ts), signed in through the API: their token. */
export async function adminTokenByApi(request: APIRequestContext): Promise<string> {
  const response = await request.post(api('/auth/customer/signin'), { data: e2eAdmin })
  expect(response.ok(), 'the administrator the server started with signs in').toBe(true)
  return ((await response.json()) as { token: string }).token
}

/**
 * A new account made a moderator by the administrator, through the console's own operation (PUT
 * /admin/roles); signed in, with its token, which carries the role from its next request.
 */
export async function registerModeratorByApi(request: APIRequestContext, language: 'en' | 'ar' = 'en') {
  const moderator = await registerByApi(request, language)
  const granted = await request.put(api('/admin/roles'), {
    headers: { authorization: `Bearer ${await adminTokenByApi(request)}` },
    data: { email: moderator.email, role: 'moderator' },
  })
  expect(granted.status(), await granted.text()).toBe(200)
  return moderator
}

/**
 * The codes the notifier sent to `to` (e-mail or 971… phone), newest first, once there is at least one:
 * messages leave after the answer that caused them, so the outbox may still be empty when it comes.
 */
export async function outboxCodes(request: APIRequestContext, to: string): Promise<string[]> {
  let codes: string[] = []
  await expect
    .poll(
      async () => {
        const response = await request.get(api(`/dev/outbox?to=${encodeURIComponent(to)}`))
        expect(response.ok()).toBe(true)
        const { data } = (await response.json()) as { data: { codes: string[] }[] }
        codes = data.flatMap((message) => message.codes)
        return codes.length
      },
      { message: `a code sent to ${to}`, timeout: 5_000 },
    )
    .toBeGreaterThan(0)
  return codes
}

/** The match messages the notifier sent to `to` (everything but codes and passwords), newest first. */
export async function matchMessages(request: APIRequestContext, to: string) {
  const outbox = await request.get(api(`/dev/outbox?to=${encodeURIComponent(to)}`))
  expect(outbox.ok()).toBe(true)
  const { data } = (await outbox.json()) as { data: { subject: string; text: string; codes: string[] }[] }
  return data.filter((message) => message.codes.length === 0)
}

/**
 * Waits until the route's screen has rendered its data (no skeleton or spinner left): the part of the
 * page sent after its first paint in place (ADR 0043) and the page hydrated.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  // Without script a <noscript>'s contents are elements (and the page never hydrates); with it, text.
  const scripting = await page.evaluate(() => document.querySelector('noscript > *') === null)
  if (scripting) await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(
    page.locator(
      '[data-slot="card-grid-skeleton"], [data-slot="full-page-spinner"], [data-slot="spinner"][role="status"]',
    ),
  ).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/**
 * axe over the whole page; any violation fails. Everything is drawn first: off-screen cards and sections
 * skip their rendering (`content-visibility: auto`) until they come near, and axe, reading where such a
 * card's text lies from a box that was never laid out, took the footer below it for its background. The
 * colours it checks are the page's own either way.
 */
export async function expectNoAxeViolations(page: Page) {
  const drawn = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  await drawn.evaluate((style) => (style as Element).remove())
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/** Every text on the page is drawn in a face the project ships, never a system font (ADR 0009). */
export async function expectOnlyProjectFonts(page: Page) {
  const mark = randomUUID()
  await page.evaluate(([name, value]) => document.documentElement.setAttribute(name, value), [
    AUDIT_MARK,
    mark,
  ] as const)
  const session = await page.context().newCDPSession(page)
  try {
    // Playwright types `send` with the protocol's own method names; the audit passes plain strings.
    const uses = await findSystemFonts((method, params) => session.send(method as never, params as never), mark)
    expect(uses, `texts drawn in a system font on ${page.url()}:\n${formatSystemFonts(uses)}`).toEqual([])
  } finally {
    await session.detach()
  }
}

/** The toast text that sonner shows. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}
