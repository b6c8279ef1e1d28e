import { expect, settled, test } from './fixtures.ts'

test('switching to Arabic turns the page right-to-left, keeps the choice in the cookie, and back', async ({ page, context }) => {
  await page.goto('/shop')
  await settled(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

  await page.getByRole('button', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر')
  await expect(page.getByRole('tab', { name: 'لوحات السيارات' })).toHaveAttribute('aria-selected', 'true')
  // Prices in the page language, with Western digits.
  await expect(page.locator('[data-slot="price"]').first()).toContainText('د.إ.')

  const cookie = (await context.cookies()).find((c) => c.name === 'i18next')
  expect(cookie).toMatchObject({ value: 'ar', path: '/' })

  // The choice survives a reload: the server renders Arabic from the first byte, and the page carries
  // the texts it used, so no translation file is downloaded at all.
  const translationChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(common|shop|home|details|auth|account|info)-/.test(request.url())) translationChunks.push(request.url())
  })
  const reloaded = await page.reload()
  expect(await reloaded?.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر')
  await settled(page)
  expect(translationChunks).toEqual([])

  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop')
})

test('dates follow the language: day, short month, year, 12-hour time', async ({ page, context, baseURL }) => {
  await page.goto('/shop')
  await settled(page)
  await page.locator('[data-slot="card-grid"] > li').first().getByRole('heading').getByRole('link').click()
  await settled(page)
  const date = page.locator('time')
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d{2} (AM|PM)$/)
  const iso = await date.getAttribute('datetime')

  await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }])
  await page.reload()
  await settled(page)
  await expect(page.locator('time')).toHaveAttribute('datetime', iso ?? '')
  await expect(page.locator('time')).toHaveText(/^\d{1,2} \p{Script=Arabic}+ 20\d\d، \d{1,2}:\d{2} (ص|م)$/u)
})

test('the top bar collapses into a dropdown below the extra-large breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden()
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible()
  await nav.getByRole('link', { name: 'Shop' }).click()
  await expect(page).toHaveURL('/shop')
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden()

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden()
  await expect(page.getByRole('banner')).toHaveCSS('height', '70px')
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
})
