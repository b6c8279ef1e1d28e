import { readSessionToken } from '@raqam/api/client'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { YourData } from './your-data.tsx'

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>
}

function renderYourData(fake: FakeApi = createFakeApi()) {
  return render(
    <AppProviders api={fake.api} user={demoCustomer} route="/my-profile">
      <Routes>
        <Route path="*" element={<YourData />} />
      </Routes>
      <Where />
    </AppProviders>,
  )
}

const wrongPassword = {
  code: 'validationFailed',
  message: 'The current password is not correct',
  errors: [{ code: 'currentPasswordWrong', msg: 'The current password is not correct', path: 'body.password' }],
}

let successToast: ReturnType<typeof vi.spyOn>
let errorToast: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  successToast = vi.spyOn(toast, 'success')
  errorToast = vi.spyOn(toast, 'error')
})
afterEach(() => vi.restoreAllMocks())

async function openDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }))
  return screen.findByRole('dialog', { name: 'Delete your account?' })
}

describe('your data', () => {
  it('downloads the export through a plain link to the API, which works before the script too', () => {
    renderYourData()
    const link = screen.getByRole('link', { name: 'Download your data' })
    expect(link).toHaveAttribute('href', '/api/v1.0/auth/customer/export')
    expect(link).toHaveAttribute('download')
    expect(link).toHaveAccessibleDescription(
      'One file with your profile, listings, favourites, saved searches, matches and reports.',
    )
  })

  it('explains the deletion, links the Privacy Policy, and asks for the password before calling', async () => {
    const fake = createFakeApi()
    renderYourData(fake)
    const dialog = await openDeletion()
    expect(dialog).toHaveAccessibleDescription('This cannot be undone. You will be signed out on every device, and:')
    expect(within(dialog).getByRole('link', { name: /^What we keep and why, in our Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    const password = within(dialog).getByLabelText('Your password')
    expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeVisible()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(fake.calls).toEqual([])
  })

  it('says a wrong password under the field, keeping the session and what was typed', async () => {
    const fake = createFakeApi({ 'POST /auth/customer/delete': { status: 400, body: wrongPassword } })
    renderYourData(fake)
    const dialog = await openDeletion()
    const password = within(dialog).getByLabelText('Your password')
    await userEvent.type(password, 'not-my-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The current password is not correct/))
    expect(password).toHaveFocus()
    expect(password).toHaveValue('not-my-password')
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ password: 'not-my-password' })
    expect(readSessionToken()).toBeTruthy()
    expect(errorToast).not.toHaveBeenCalled()
    expect(screen.getByRole('status', { name: 'path', hidden: true })).toHaveTextContent('/my-profile')
  })

  it('once deleted, signs out here, goes home and says so', async () => {
    const fake = createFakeApi({ 'POST /auth/customer/delete': { body: { message: 'Your account was deleted' } } })
    renderYourData(fake)
    const dialog = await openDeletion()
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Raqam-demo-2025')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/'))
    expect(readSessionToken()).toBeUndefined()
    expect(successToast).toHaveBeenCalledWith('Your account was deleted')
  })
})
