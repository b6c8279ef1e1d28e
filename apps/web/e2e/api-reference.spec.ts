import { expect, test } from '@playwright/test'

/**
 * The API reference in a browser: Redoc draws the contract from files of our own origin under the CSP
 * every page has; its search (a worker started from a blob) works there.
 */
test('the API reference draws every operation of the contract, and finds them by search', async ({ page, baseURL }) => {
  // Redoc's footer asks for its maker's logo from their CDN; the CSP refuses it, so nothing from elsewhere loads.
  const elsewhere: string[] = []
  page.on('response', (response) => {
    if (!response.url().startsWith(baseURL!) && !response.url().startsWith('blob:')) elsewhere.push(response.url())
  })
  const scriptErrors: string[] = []
  page.on('pageerror', (error) => scriptErrors.push(error.message))

  await page.goto('/api/reference')
  // Redoc draws the whole contract (5,000 lines) before its first heading shows.
  await expect(page.getByRole('heading', { name: /Raqam API/, level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /openapi\.yaml$|^blob:/)
  const menu = page.getByRole('menu').first()
  for (const group of ['Products', 'Favorites', 'Moderation'])
    await expect(menu.getByRole('menuitem', { name: group, exact: true })).toBeVisible()

  // The worker indexes the contract, then answers: slow on a busy machine, so the answer is awaited, not timed.
  await page.getByPlaceholder('Search...').fill('favourite')
  const results = page.locator('[data-role="search:results"]')
  await expect(results.getByRole('menuitem', { name: 'Add a listing to the favourites' })).toBeVisible({
    timeout: 30_000,
  })
  expect(elsewhere).toEqual([])
  expect(scriptErrors).toEqual([])
})
