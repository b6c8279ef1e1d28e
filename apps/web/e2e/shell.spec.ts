import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('the built storefront is served by the real server and passes axe', async ({ page }) => {
  await page.goto('/')
  // The top bar's logo is "Raqam home" (a link to /); the footer's is the plain name.
  await expect(page.getByRole('img', { name: 'Raqam', exact: true })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations).toEqual([])
})

test('the API answers on the same origin', async ({ request }) => {
  const response = await request.get('/api/v1.0/health')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({ status: 'ok' })
})
