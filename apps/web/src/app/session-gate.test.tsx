import { clearSessionToken, readSessionToken, storeSessionToken } from '@raqam/api/client'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { SessionGate } from './session-gate.tsx'
import { useSession } from '#lib/session/use-session.ts'

function WhoAmI() {
  const { signedIn, userData } = useSession()
  return <p>{signedIn ? `Signed in as ${userData?.username}` : 'Visitor'}</p>
}

/** AppProviders clears the cookie for a visitor, so the token is stored after it renders. */
function renderGate(fake: ReturnType<typeof createFakeApi>, token?: string) {
  if (token) storeSessionToken(token)
  return render(
    <AppProviders api={fake.api} keepCookie>
      <SessionGate>
        <WhoAmI />
      </SessionGate>
    </AppProviders>,
  )
}

afterEach(() => clearSessionToken())

describe('session start-up', () => {
  it('shows the loading screen until the current-user lookup finishes, then the app signed in', async () => {
    const fake = createFakeApi({ 'GET /auth/customer/profile': { body: { data: demoCustomer }, delayMs: 50 } })
    renderGate(fake, 'stored-token-0123456789abcdefghijklmnopqrstuv')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByText(/Signed in/)).toBeNull()
    expect(await screen.findByText('Signed in as Mariam Al Mansoori')).toBeInTheDocument()
    expect(fake.calls).toHaveLength(1)
  })

  it('makes no call and shows the app at once without a stored token', () => {
    const fake = createFakeApi()
    renderGate(fake)
    expect(screen.getByText('Visitor')).toBeInTheDocument()
    expect(fake.calls).toEqual([])
  })

  it('forgets a token the server rejects, and carries on as a visitor', async () => {
    const fake = createFakeApi({ 'GET /auth/customer/profile': { status: 401, body: { message: 'Not signed in' } } })
    renderGate(fake, 'expired-token-0123456789abcdefghijklmnopqrstuv')
    expect(await screen.findByText('Visitor')).toBeInTheDocument()
    await waitFor(() => expect(readSessionToken()).toBeUndefined())
  })
})
