import { storeSessionToken } from '@raqam/api/client'
import { userKeys } from '@raqam/api/customer.keys'
import { createQueryClient } from '@raqam/api/query-client'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { demoAdmin, demoModerator } from '#testing/moderation-fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { TopBar } from './top-bar.tsx'

beforeEach(stubBrowserApis)

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim())

describe('top bar', () => {
  it('shows a visitor the public links, Sign In, Sign Up and Flash Sale, and no Favorites', () => {
    render(
      <AppProviders route="/order/mobile">
        <TopBar />
      </AppProviders>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(names(nav)).toEqual([
      'Home',
      'Shop',
      'Order',
      'About',
      'Contact',
      'Sign In',
      'Sign Up',
      'Flash Sale (opens in a new tab)',
    ])
    expect(within(nav).getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: /Flash Sale/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
    )
  })

  it('shows a customer Favorites and the profile icon instead', () => {
    render(
      <AppProviders user={demoCustomer}>
        <TopBar />
      </AppProviders>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(names(nav)).toEqual(['Home', 'Shop', 'Order', 'Favorites', 'About', 'Contact', 'My Profile'])
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile')
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  })

  it.each([
    ['a moderator', demoModerator],
    ['an administrator', demoAdmin],
  ])('shows %s the way to the moderation console', (_, user) => {
    render(
      <AppProviders user={user}>
        <TopBar />
      </AppProviders>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(names(nav)).toEqual(['Home', 'Shop', 'Order', 'Favorites', 'About', 'Contact', 'Moderation', 'My Profile'])
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation')
  })

  it('toggles the dropdown menu, and closes it on a link or Escape', async () => {
    render(
      <AppProviders>
        <TopBar />
      </AppProviders>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const toggle = screen.getByRole('button', { name: 'Open the menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', nav.id)

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(nav).toHaveAttribute('data-open', 'true')
    expect(toggle).toHaveAccessibleName('Close the menu')

    await userEvent.click(within(nav).getByRole('link', { name: 'About' }))
    expect(nav).toHaveAttribute('data-open', 'false')

    await userEvent.click(toggle)
    await userEvent.keyboard('{Escape}')
    expect(nav).toHaveAttribute('data-open', 'false')
    expect(toggle).toHaveFocus()

    // Space presses it, as it presses a button.
    await userEvent.keyboard(' ')
    expect(nav).toHaveAttribute('data-open', 'true')
    await userEvent.keyboard(' ')
    expect(nav).toHaveAttribute('data-open', 'false')
  })

  it('links its toggle to the menu, for the taps that come before the script', () => {
    render(
      <AppProviders>
        <TopBar />
      </AppProviders>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('href', `#${nav.id}`)
  })

  it('keeps open the menu a tap opened before the script took over, until it is closed', async () => {
    window.history.replaceState(null, '', '/shop?page=2#site-menu')
    render(
      <AppProviders>
        <TopBar />
      </AppProviders>,
    )
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }))
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'false')
    window.history.replaceState(null, '', '/')
  })
})

describe('top bar and the session', () => {
  it('switches to the signed-in links as soon as a sign-in stores the token and the profile', () => {
    const queryClient = createQueryClient()
    render(
      <AppProviders queryClient={queryClient}>
        <TopBar />
      </AppProviders>,
    )
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    // What @raqam/api's sign-in does on success.
    act(() => {
      storeSessionToken('fresh-token-0123456789abcdefghijklmnopqrstuv')
      queryClient.setQueryData(userKeys.profile(), { data: demoCustomer })
    })
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  })
})
