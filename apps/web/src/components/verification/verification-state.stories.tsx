import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoCarListing, demoVerification } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { VerificationState } from './verification-state.tsx'

/** Where the owner's request for the verified owner mark stands, on the listing's page. */
const meta = {
  title: 'Web/Trust/Verification state',
  component: VerificationState,
  args: { listing: demoCarListing },
  decorators: [withAppProviders],
} satisfies Meta<typeof VerificationState>

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for review (since when), refused (why, and the moderator's note), and granted. */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
      <VerificationState listing={{ ...demoCarListing, verification: demoVerification.pending }} />
      <VerificationState listing={{ ...demoCarListing, verification: demoVerification.refused }} />
      <VerificationState listing={{ ...demoCarListing, verified: true }} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(canvas.getByText(ar ? 'بانتظار المراجعة' : 'Waiting for review')).toBeVisible()
    await expect(canvas.getByText(ar ? 'الإثبات لرقم آخر' : 'The proof is for another number')).toBeVisible()
    await expect(canvas.getByText(demoVerification.refused.note)).toBeVisible()
  },
}

/** Nothing before a first request: the owner's actions offer it. */
export const NoRequest: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toBeNull()
  },
}
