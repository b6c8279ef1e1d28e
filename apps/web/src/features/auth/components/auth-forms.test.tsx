import { readSessionToken } from '@raqam/api/client'
import { currentTermsVersion } from '@raqam/legal/versions'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SigninForm } from './signin-form.tsx'
import { SignupFlow } from './signup-flow.tsx'
import { VerificationForm } from './verification-form.tsx'

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>
}

function renderAt(element: React.ReactElement, fake: FakeApi, route = '/') {
  return render(
    <AppProviders api={fake.api} route={route}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <Where />
    </AppProviders>,
  )
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent

let errorToast: ReturnType<typeof vi.spyOn>
let successToast: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error')
  successToast = vi.spyOn(toast, 'success')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('sign in', () => {
  it('asks for both fields and makes no call without them', async () => {
    const fake = createFakeApi()
    renderAt(<SigninForm />, fake, '/signin')
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@raqam.ae')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(errorToast).toHaveBeenCalledWith('All fields are mandatory')
    expect(fake.calls).toEqual([])
  })

  it('clears the password and shows the server message when sign-in fails', async () => {
    const fake = createFakeApi({
      'POST /auth/customer/signin': { status: 401, body: { message: 'Wrong e-mail or password' } },
    })
    renderAt(<SigninForm />, fake, '/signin')
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@raqam.ae')
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('Wrong e-mail or password'))
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@raqam.ae')
  })

  it('stores the token and goes home on success', async () => {
    const token = 'q3Vx9kT2mB7nR4wY8zL1cH6fJ0dS5aG3eU2iO9pK4xM'
    const fake = createFakeApi({ 'POST /auth/customer/signin': { body: { token, data: demoCustomer } } })
    renderAt(<SigninForm />, fake, '/signin')
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@raqam.ae')
    await userEvent.type(screen.getByLabelText('Password'), 'Raqam-demo-2025')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(path()).toBe('/'))
    expect(readSessionToken()).toBe(token)
    expect(successToast).toHaveBeenCalledWith('Signed in successfully')
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ email: 'demo@raqam.ae', password: 'Raqam-demo-2025' })
  })
})

describe('sign up', () => {
  it('requires username, phone, e-mail and password', async () => {
    const fake = createFakeApi()
    renderAt(<SignupFlow />, fake, '/signup')
    await userEvent.type(screen.getByLabelText('Username'), 'Mariam')
    await userEvent.type(screen.getByLabelText('E-mail'), 'mariam@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(errorToast).toHaveBeenCalledWith('All fields are mandatory')
    expect(fake.calls).toEqual([])
  })

  // Which files a browser can open is the stories' to check in Chromium (jsdom decodes no image at all);
  // here: how the form says it, at once and beside the picker, keeping what was typed.
  it('says under the picker when a file cannot be opened as a photo, and keeps what was typed', async () => {
    const fake = createFakeApi()
    renderAt(<SignupFlow />, fake, '/signup')
    await userEvent.type(screen.getByLabelText('Username'), 'Mariam')
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } })
    const message = 'This file cannot be opened as a photo. Please choose a JPEG, PNG or WebP image.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('group', { name: 'Avatar' })).toHaveAccessibleDescription(message)
    expect(screen.getByText('Upload avatar')).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveValue('Mariam')
    expect(errorToast).not.toHaveBeenCalled()
    expect(fake.calls).toEqual([])
  })

  it('sends the phone with 971 and moves on to the two codes', async () => {
    const parts = recordBlobParts()
    const fake = createFakeApi({
      'POST /auth/customer/signup': {
        status: 201,
        body: {
          message: 'Verification codes sent',
          data: { email: 'mariam@example.com', phone: '971501234567', expiresAt: '2025-03-02T09:25:00.000Z' },
        },
      },
    })
    renderAt(<SignupFlow />, fake, '/signup')
    await userEvent.type(screen.getByLabelText('Username'), 'Mariam')
    await userEvent.type(screen.getByLabelText('Phone'), '50 123 4567')
    await userEvent.type(screen.getByLabelText('E-mail'), 'mariam@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery')
    await userEvent.click(screen.getByRole('checkbox', { name: acceptTerms }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByLabelText('E-mail code')).toBeInTheDocument()
    expect(fake.calls[0]!.path).toBe('/auth/customer/signup')
    expect(parts.map((part) => JSON.parse(part) as unknown)).toContainEqual({
      username: 'Mariam',
      phone: '971501234567',
      email: 'mariam@example.com',
      password: 'correct-horse-battery',
      // The codes are written in the language of the page the customer signs up on.
      language: 'en',
      acceptedTerms: currentTermsVersion,
    })
    expect(screen.getByLabelText('WhatsApp code')).toBeInTheDocument()
  })

  it('links the Terms of Use and the Privacy Policy from the box, in a new tab that keeps the form', () => {
    renderAt(<SignupFlow />, createFakeApi(), '/signup')
    const box = screen.getByRole('checkbox', { name: acceptTerms })
    expect(box).not.toBeChecked()
    const terms = screen.getByRole('link', { name: /^Terms of Use ?\(opens in a new tab\)$/ })
    const privacy = screen.getByRole('link', { name: /^Privacy Policy ?\(opens in a new tab\)$/ })
    expect(terms).toHaveAttribute('href', '/terms')
    expect(privacy).toHaveAttribute('href', '/privacy')
    for (const link of [terms, privacy]) expect(link).toHaveAttribute('target', '_blank')
  })

  it('says under the box that the terms must be accepted, sends nothing and keeps what was typed', async () => {
    const fake = createFakeApi()
    renderAt(<SignupFlow />, fake, '/signup')
    await fillDetails()
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    const box = screen.getByRole('checkbox', { name: acceptTerms })
    const message = 'Please accept the Terms of Use to create your account.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(box).toHaveAccessibleDescription(message)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveFocus()
    // Every other field is filled: the box says what is missing, no toast about the fields.
    expect(errorToast).not.toHaveBeenCalled()
    expect(fake.calls).toEqual([])
    expect(screen.getByLabelText('Username')).toHaveValue('Mariam')
    expect(screen.getByLabelText('Password')).toHaveValue('correct-horse-battery')
  })

  it('says in words under the box when the terms changed since the page loaded, and unticks it', async () => {
    const parts = recordBlobParts()
    const fake = createFakeApi({
      'POST /auth/customer/signup': {
        status: 409,
        body: {
          code: 'conflict',
          message: 'The Terms of Use have changed',
          errors: [
            {
              code: 'termsOutdated',
              msg: 'The Terms of Use have changed',
              path: 'body.json.acceptedTerms',
              params: { field: 'acceptedTerms', version: '9.0' },
            },
          ],
        },
      },
    })
    renderAt(<SignupFlow />, fake, '/signup')
    await fillDetails()
    await userEvent.click(screen.getByRole('checkbox', { name: acceptTerms }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    const message = 'The Terms of Use have changed: please read and accept version 9.0'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('checkbox', { name: acceptTerms })).not.toBeChecked()
    expect(screen.getByLabelText('E-mail')).toHaveValue('mariam@example.com')
    expect(errorToast).not.toHaveBeenCalled()
    // Ticked again (its link opens the new version), the box accepts the version the server named.
    await userEvent.click(screen.getByRole('checkbox', { name: acceptTerms }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(fake.calls).toHaveLength(2))
    expect(parts.map((part) => JSON.parse(part) as { acceptedTerms?: string }).at(-1)?.acceptedTerms).toBe('9.0')
  })
})

/** What the multipart parts said: jsdom's Blob cannot be read back once it is in a request body. */
function recordBlobParts(): string[] {
  const parts: string[] = []
  class RecordingBlob extends Blob {
    constructor(blobParts?: BlobPart[], options?: BlobPropertyBag) {
      super(blobParts, options)
      parts.push((blobParts ?? []).map(String).join(''))
    }
  }
  vi.stubGlobal('Blob', RecordingBlob)
  return parts
}

/** The sign-up box's name, its links' "(opens in a new tab)" included. */
const acceptTerms = /^I accept the Terms of Use.*and have read the Privacy Policy/

/** Every field of sign-up step 1 but the box. */
async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Username'), 'Mariam')
  await userEvent.type(screen.getByLabelText('Phone'), '50 123 4567')
  await userEvent.type(screen.getByLabelText('E-mail'), 'mariam@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery')
}

describe('verification', () => {
  const pending = { email: 'mariam@example.com', phone: '971501234567', expiresAt: '2025-03-02T09:25:00.000Z' }

  it('requires both codes', async () => {
    const fake = createFakeApi()
    renderAt(<VerificationForm pending={pending} onBack={() => {}} onVerified={vi.fn()} />, fake)
    await userEvent.type(screen.getByLabelText('E-mail code'), '482913')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(errorToast).toHaveBeenCalledWith('All fields are mandatory')
    expect(fake.calls).toEqual([])
  })

  it('sends both codes with the pending e-mail and phone, then hands over', async () => {
    const onVerified = vi.fn()
    const fake = createFakeApi({
      'POST /auth/customer/verification': {
        status: 201,
        body: { token: 'q3Vx9kT2mB7nR4wY8zL1cH6fJ0dS5aG3eU2iO9pK4xM', data: demoCustomer },
      },
    })
    renderAt(<VerificationForm pending={pending} onBack={() => {}} onVerified={onVerified} />, fake)
    await userEvent.type(screen.getByLabelText('E-mail code'), '482913')
    await userEvent.type(screen.getByLabelText('WhatsApp code'), '905127')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(onVerified).toHaveBeenCalled())
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({
      email: pending.email,
      phone: pending.phone,
      emailCode: '482913',
      whatsappCode: '905127',
    })
  })

  it('shows codes typed on Arabic and Persian keyboards as typed, and sends them in Western digits', async () => {
    const fake = createFakeApi({
      'POST /auth/customer/verification': {
        status: 201,
        body: { token: 'q3Vx9kT2mB7nR4wY8zL1cH6fJ0dS5aG3eU2iO9pK4xM', data: demoCustomer },
      },
    })
    const onVerified = vi.fn()
    renderAt(<VerificationForm pending={pending} onBack={() => {}} onVerified={onVerified} />, fake)
    await userEvent.type(screen.getByLabelText('E-mail code'), '٤٨٢٩١٣')
    await userEvent.type(screen.getByLabelText('WhatsApp code'), '۹۰5١۲۷')
    expect(screen.getByLabelText('E-mail code')).toHaveValue('٤٨٢٩١٣')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(onVerified).toHaveBeenCalled())
    expect(JSON.parse(fake.calls[0]!.body)).toMatchObject({ emailCode: '482913', whatsappCode: '905127' })
  })
})

describe('forgot password', () => {
  it('says "Please fill field" and makes no call for an empty e-mail', async () => {
    const fake = createFakeApi()
    renderAt(<ForgotPasswordForm />, fake, '/change-password')
    await userEvent.click(screen.getByRole('button', { name: 'Send password to email' }))
    expect(errorToast).toHaveBeenCalledWith('Please fill field')
    expect(fake.calls).toEqual([])
  })

  it('goes to /signin, then shows the success toast 1.5 s later', async () => {
    const fake = createFakeApi({
      'POST /auth/customer/send-password': { body: { message: 'If the account exists, a new password has been sent' } },
    })
    renderAt(<ForgotPasswordForm />, fake, '/change-password')
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@raqam.ae')
    const clicked = performance.now()
    fireEvent.click(screen.getByRole('button', { name: 'Send password to email' }))
    await waitFor(() => expect(path()).toBe('/signin'))
    expect(successToast).not.toHaveBeenCalled()
    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Password sent successfully'), { timeout: 3000 })
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(1500)
  })
})
