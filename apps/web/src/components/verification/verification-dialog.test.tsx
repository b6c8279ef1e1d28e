import { MAX_PROOF_BYTES } from '@raqam/listing-rules/limits'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@raqam/api/schema'
import { OwnerActions } from '#components/owner-actions/owner-actions.tsx'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi, type FakeRoutes } from '#testing/fake-api.ts'
import { demoCarListing, demoCustomer, demoVerification } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'

const route = `POST /product/verification/${demoCarListing._id}`
const pending = { data: { ...demoCarListing, verification: demoVerification.pending }, priceHistory: [] }

function show(listing: Product, routes: FakeRoutes = {}, language: 'en' | 'ar' = 'en') {
  const fake = createFakeApi(routes)
  render(
    <AppProviders api={fake.api} user={demoCustomer} language={language}>
      <OwnerActions listing={listing} size="lg" withWithdraw />
    </AppProviders>,
  )
  return fake
}

/** A file of `size` bytes (its bytes are not read here). */
function file(name: string, type: string, size = 64) {
  const picked = new File(['%PDF-'], name, { type })
  Object.defineProperty(picked, 'size', { value: size })
  return picked
}

async function openDialog(name = 'Get the verified owner badge') {
  await userEvent.click(screen.getByRole('button', { name }))
  return screen.findByRole('dialog')
}

beforeEach(() => {
  stubBrowserApis()
  vi.spyOn(toast, 'success')
})
afterEach(() => vi.restoreAllMocks())

describe('asking for the verified owner badge', () => {
  it('says first that the proof is private and deleted after the decision, then sends the picked proof', async () => {
    const fake = show(demoCarListing, { [route]: { status: 201, body: pending } })
    const dialog = await openDialog()
    expect(dialog).toHaveAccessibleName('Get the verified owner badge')
    expect(dialog).toHaveTextContent('we delete it 30 days after their decision')
    const input = within(dialog).getByLabelText('Choose a file')
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,application/pdf')
    expect(input).toHaveAccessibleDescription('A photo (PNG, JPEG or WebP) or a PDF, at most \u20665\u2069 MB.')
    await userEvent.upload(input, file('certificate.pdf', 'application/pdf'))
    expect(within(dialog).getByText('certificate.pdf')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the proof' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your proof is sent. Our moderators will review it.'),
    )
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([route])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks for a file, and refuses one too large or of another type before sending, in Arabic', async () => {
    const fake = show(demoCarListing, {}, 'ar')
    const dialog = await openDialog('احصل على شارة المالك الموثَّق')
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الإثبات' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('اختر ملف الإثبات.')
    const input = within(dialog).getByLabelText('اختر ملفًا')
    await userEvent.upload(input, file('big.jpg', 'image/jpeg', MAX_PROOF_BYTES + 700 * 1024))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'حجم هذا الملف \u20665.7\u2069 ميغابايت، وأقصى ما نقبله \u20665\u2069 ميغابايت.',
    )
    // The picker's "all files" lets any file through its filter.
    await userEvent.setup({ applyAccept: false }).upload(input, file('photo.heic', 'image/heic'))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('هذا الملف ليس صورة (PNG أو JPEG أو WebP) ولا ملف PDF.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الإثبات' }))
    expect(fake.calls).toEqual([])
  })

  it("says the server's refusal in words and keeps the picked file", async () => {
    show(demoCarListing, {
      [route]: { status: 415, body: { code: 'notAProof', message: 'The proof must be a photo or a PDF file' } },
    })
    const dialog = await openDialog()
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), file('scan.png', 'image/png'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the proof' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The proof must be a photo (PNG, JPEG or WebP) or a PDF file',
    )
    expect(within(dialog).getByText('scan.png')).toBeVisible()
    expect(within(dialog).getByLabelText('Choose another file')).toBeInTheDocument()
  })

  it('after a refusal, says why with the note, and takes another proof', async () => {
    show({ ...demoCarListing, verification: demoVerification.refused })
    const dialog = await openDialog('Send another proof')
    expect(dialog).toHaveTextContent('Your proof was not accepted')
    expect(dialog).toHaveTextContent('The proof is for another number')
    expect(dialog).toHaveTextContent('The certificate is for plate 7777, not 777.')
  })

  it('offers nothing while a proof waits for review, nor on a hidden listing', () => {
    show({ ...demoCarListing, verification: demoVerification.pending })
    expect(screen.queryByRole('button', { name: /verified owner badge|another proof/ })).toBeNull()
    show({
      ...demoCarListing,
      status: false,
      hidden: { reason: 'scam', note: '', at: '2026-11-21T08:00:00.000Z', bySuspension: false },
    })
    expect(screen.queryByRole('button', { name: /verified owner badge|another proof/ })).toBeNull()
  })
})
