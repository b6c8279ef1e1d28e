import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { demoCarListing } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { ShareButton } from './share-button.tsx'

const heading = 'Plate number Dubai 777 AA for sale'
const url = `${window.location.origin}/details/car/${demoCarListing._id}`

function renderButton(language: 'en' | 'ar' = 'en') {
  render(
    <AppProviders language={language}>
      <ShareButton listing={demoCarListing} title={heading} text="Dubai AA 777" />
    </AppProviders>,
  )
}

/** Puts stand-ins for the share sheet and the clipboard on `navigator` (jsdom has neither). */
function stubNavigator(apis: { share?: unknown; clipboard?: unknown }) {
  vi.stubGlobal('navigator', { ...navigator, ...apis })
}

beforeEach(stubBrowserApis)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ShareButton', () => {
  it("is a link to WhatsApp's share page with the text and the link, for the taps before the script", () => {
    renderButton('ar')
    const link = screen.getByRole('link', { name: 'مشاركة' })
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Dubai AA 777 ${url}?lang=ar`)}`)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('opens the share sheet with the page title, the listing title and the link', async () => {
    const share = vi.fn(async () => {})
    stubNavigator({ share })
    const success = vi.spyOn(toast, 'success')
    renderButton()
    await userEvent.click(screen.getByRole('link', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({ title: heading, text: 'Dubai AA 777', url })
    expect(success).not.toHaveBeenCalled()
  })

  it('copies the Arabic link (?lang=ar) where there is no sheet, and says so in Arabic', async () => {
    const writeText = vi.fn(async () => {})
    stubNavigator({ share: undefined, clipboard: { writeText } })
    const success = vi.spyOn(toast, 'success')
    renderButton('ar')
    await userEvent.click(screen.getByRole('link', { name: 'مشاركة' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('تم نسخ الرابط'))
    expect(writeText).toHaveBeenCalledWith(`${url}?lang=ar`)
  })

  it('says nothing when the sheet is closed, and falls back to copying when it fails', async () => {
    const writeText = vi.fn(async () => {})
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'))
    stubNavigator({ share, clipboard: { writeText } })
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    renderButton()
    const button = screen.getByRole('link', { name: 'Share' })
    await userEvent.click(button)
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(writeText).not.toHaveBeenCalled()
    await userEvent.click(button)
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(error).not.toHaveBeenCalled()
  })

  it('shows a clear error when the link cannot be copied', async () => {
    stubNavigator({
      share: undefined,
      clipboard: { writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
    const error = vi.spyOn(toast, 'error')
    renderButton()
    await userEvent.click(screen.getByRole('link', { name: 'Share' }))
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The link could not be copied. Copy it from the address bar.'),
    )
  })
})
