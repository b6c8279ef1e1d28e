import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { demoCarListing, demoVerification } from '#testing/fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { VerificationDialog } from './verification-dialog.tsx'

const words = (locale: unknown) =>
  locale === 'ar'
    ? { title: 'احصل على شارة المالك الموثَّق', choose: 'اختر ملفًا', send: 'إرسال الإثبات', missing: 'اختر ملف الإثبات.' }
    : {
        title: 'Get the verified owner badge',
        choose: 'Choose a file',
        send: 'Send the proof',
        missing: 'Choose the file of your proof.',
      }

/**
 * The owner asks for the verified owner mark with a proof of ownership: what happens to the file is said
 * before it is picked; the limits are the server's (@raqam/listing-rules).
 */
const meta = {
  title: 'Web/Trust/Verification dialog',
  component: VerificationDialog,
  args: { open: true, onOpenChange: fn(), listing: demoCarListing },
  decorators: [withAppProviders],
  parameters: { screenshot: { fullPage: true } },
} satisfies Meta<typeof VerificationDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A first proof: nothing picked yet, and Send says so under the picker. */
export const FirstProof: Story = {
  play: async ({ globals }) => {
    const w = words(globals.locale)
    const dialog = await screen.findByRole('dialog', { name: w.title })
    await settleAnimations()
    await expect(within(dialog).getByLabelText(w.choose)).toHaveAttribute('type', 'file')
    await userEvent.click(within(dialog).getByRole('button', { name: w.send }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(w.missing)
  },
}

/** After a refusal: why (in words) and the moderator's note, above the picker for another proof. */
export const AfterRefusal: Story = {
  args: { listing: { ...demoCarListing, verification: demoVerification.refused } },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: words(globals.locale).title })
    await settleAnimations()
    await expect(dialog).toHaveTextContent(demoVerification.refused.note)
  },
}
