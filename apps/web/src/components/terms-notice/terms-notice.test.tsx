import { currentTermsVersion, legalVersions } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#i18n/languages.ts'
import { createFakeApi, type FakeApi } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { TermsNotice } from './terms-notice.tsx'

/** A customer who accepted an older version of the terms than the one in force. */
const outdated = { ...demoCustomer, termsVersion: '0.9' }

function renderNotice(user: typeof demoCustomer | null, fake: FakeApi = createFakeApi(), language: Language = 'en') {
  return render(
    <AppProviders api={fake.api} user={user} language={language}>
      <main id="main" tabIndex={-1}>
        <TermsNotice />
      </main>
    </AppProviders>,
  )
}

let successToast: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  successToast = vi.spyOn(toast, 'success')
})
afterEach(() => vi.restoreAllMocks())

describe('the notice of new Terms of Use', () => {
  it('is not shown to a visitor, nor to a customer on the version in force', () => {
    renderNotice(null)
    expect(screen.queryByRole('region')).toBeNull()
    renderNotice(demoCustomer)
    expect(demoCustomer.termsVersion).toBe(currentTermsVersion)
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('tells a customer on another version which version is in force, and links to it', () => {
    renderNotice(outdated)
    const notice = screen.getByRole('region', { name: 'We have updated our Terms of Use' })
    expect(notice).toHaveTextContent(
      `Version \u2066${currentTermsVersion}\u2069, in force from ${formatDay(legalVersions.terms.date, 'en')}.`,
    )
    expect(screen.getByRole('link', { name: 'Read the Terms of Use' })).toHaveAttribute('href', '/terms')
  })

  it('is shown to an account older than versions too', () => {
    renderNotice({ ...demoCustomer, termsVersion: null })
    expect(screen.getByRole('region', { name: 'We have updated our Terms of Use' })).toBeInTheDocument()
  })

  it('accepts the version in force, then is gone, the page keeping the focus', async () => {
    const fake = createFakeApi({
      'POST /auth/customer/accept-terms': { body: { data: { ...outdated, termsVersion: currentTermsVersion } } },
    })
    renderNotice(outdated, fake)
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull())
    expect(fake.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /auth/customer/accept-terms'])
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ version: currentTermsVersion })
    expect(successToast).toHaveBeenCalledWith('Thank you: you have accepted the Terms of Use.')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('stays when the server refuses, and says why', async () => {
    const errorToast = vi.spyOn(toast, 'error')
    const fake = createFakeApi({
      'POST /auth/customer/accept-terms': {
        status: 409,
        body: { code: 'termsOutdated', message: 'Outdated', params: { version: '9.0' } },
      },
    })
    renderNotice(outdated, fake)
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('The Terms of Use have changed: please read and accept version 9.0'),
    )
    expect(screen.getByRole('region', { name: 'We have updated our Terms of Use' })).toBeInTheDocument()
  })

  it('speaks Arabic on an Arabic page', () => {
    renderNotice(outdated, createFakeApi(), 'ar')
    const notice = screen.getByRole('region', { name: 'حدّثنا شروط الاستخدام' })
    expect(notice).toHaveTextContent(
      `الإصدار \u2066${currentTermsVersion}\u2069، الساري من ${formatDay(legalVersions.terms.date, 'ar')}.`,
    )
    expect(screen.getByRole('button', { name: 'أوافق' })).toBeInTheDocument()
  })
})
