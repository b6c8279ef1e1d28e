import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import type { Language } from '#i18n/languages.ts'
import { ProfileForm } from './profile-form.tsx'

const wrongCurrent = {
  status: 400,
  body: {
    code: 'currentPasswordWrong',
    message: 'The current password is not correct',
    errors: [
      {
        code: 'currentPasswordWrong',
        msg: 'The current password is not correct',
        path: 'body.json.currentPassword',
        params: { field: 'currentPassword' },
      },
    ],
  },
}

function renderForm(fake: FakeApi, language: Language = 'en') {
  return render(
    <AppProviders api={fake.api} user={demoCustomer} language={language}>
      <ProfileForm user={demoCustomer} />
    </AppProviders>,
  )
}

let errorToast: ReturnType<typeof vi.spyOn>
let successToast: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error')
  successToast = vi.spyOn(toast, 'success')
})
afterEach(() => vi.restoreAllMocks())

describe('changing the password on the profile form', () => {
  it('asks for the current password before sending a new one', async () => {
    const fake = createFakeApi()
    renderForm(fake)
    await userEvent.type(screen.getByLabelText('New password'), 'a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(errorToast).toHaveBeenCalledWith('Enter your current password to set a new one.')
    expect(fake.calls).toEqual([])
  })

  // jsdom's multipart bodies cannot be read back (ADR 0003), so what is sent is the server's and the
  // journeys' to check; here: the call goes out and the form forgets both passwords.
  it('sends the change once both passwords are there, then clears them', async () => {
    const fake = createFakeApi({ 'PUT /auth/customer/profile': { body: { data: demoCustomer } } })
    renderForm(fake)
    await userEvent.type(screen.getByLabelText('New password'), 'a-brand-new-password')
    await userEvent.type(screen.getByLabelText('Current password'), 'Raqam-demo-2025')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Updated successfully'))
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toContain('PUT /auth/customer/profile')
    expect(screen.getByLabelText('Current password')).toHaveValue('')
    expect(screen.getByLabelText('New password')).toHaveValue('')
  })

  it.each([
    ['en', 'New password', 'Current password', 'Save', 'The current password is not correct'],
    ['ar', 'كلمة مرور جديدة', 'كلمة المرور الحالية', 'حفظ', 'كلمة المرور الحالية غير صحيحة'],
  ] as const)(
    'says in %s when the server finds the current password wrong',
    async (language, newLabel, currentLabel, save, message) => {
      const fake = createFakeApi({ 'PUT /auth/customer/profile': wrongCurrent })
      renderForm(fake, language)
      await userEvent.type(screen.getByLabelText(newLabel), 'a-brand-new-password')
      await userEvent.type(screen.getByLabelText(currentLabel), 'not-my-password')
      await userEvent.click(screen.getByRole('button', { name: save }))
      await waitFor(() => expect(errorToast).toHaveBeenCalledWith(message))
    },
  )
})
