import { clearSessionToken, storeSessionToken } from '@raqam/api/client'
import { userKeys } from '@raqam/api/customer.keys'
import { createQueryClient } from '@raqam/api/query-client'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRoutes } from '#app/router.tsx'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { browserRouteContext } from '#testing/route-context.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'

beforeEach(stubBrowserApis)

/** Renders the real route table at `path` and resolves with the path the router settles on. */
async function visit(path: string, user: typeof demoCustomer | null) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })
  const { api } = createFakeApi()
  // Signed in before the router starts (its guards run at once), as a page load finds the cookie.
  if (user) {
    storeSessionToken('test-token-0123456789abcdefghijklmnopqrstuv')
    queryClient.setQueryData(userKeys.profile(), { data: user })
  } else clearSessionToken()
  const router = createMemoryRouter(createRoutes(browserRouteContext(queryClient, api)), { initialEntries: [path] })
  render(
    <AppProviders user={user} queryClient={queryClient} api={api} withoutRouter>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  // The first visit also loads the lazy route modules, which takes a while in jsdom.
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull(), { timeout: 20_000 })
  return router.state.location.pathname
}

describe('route guards', () => {
  it.each(['/my-profile', '/favorites', '/favorites/motorcycle', '/favorites/mobile'])(
    'sends a visitor from %s to /signin',
    async (path) => {
      expect(await visit(path, null)).toBe('/signin')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In')
    },
  )

  it.each(['/signin', '/signup', '/change-password'])(
    'sends a signed-in customer from %s to the home page',
    async (path) => {
      expect(await visit(path, demoCustomer)).toBe('/')
    },
  )

  it('lets a signed-in customer open their profile and favourites', async () => {
    expect(await visit('/my-profile', demoCustomer)).toBe('/my-profile')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile')
  })

  it('lets a visitor open the sign-in, sign-up and password screens', async () => {
    expect(await visit('/change-password', null)).toBe('/change-password')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot password')
  })

  it('treats user data without a stored token as signed out', async () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(userKeys.profile(), { data: demoCustomer })
    const { api } = createFakeApi()
    const router = createMemoryRouter(createRoutes(browserRouteContext(queryClient, api)), {
      initialEntries: ['/my-profile'],
    })
    render(
      <AppProviders queryClient={queryClient} api={api} withoutRouter>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'))
  })

  it('shows the 404 page for a path outside the table', async () => {
    expect(await visit('/no/such/page', null)).toBe('/no/such/page')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
  })
})
