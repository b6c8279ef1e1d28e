import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoModerator, demoVerifications, moderationRoutes } from '#testing/moderation-fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { VerificationQueuePage } from './verification-queue-page.tsx'
import { withConsole } from './story-console.tsx'

const meta = {
  title: 'Web/Moderation/Verification queue',
  component: VerificationQueuePage,
  decorators: [withConsole, withAppProviders],
  parameters: { app: { user: demoModerator, route: '/moderation/verifications', routes: moderationRoutes } },
} satisfies Meta<typeof VerificationQueuePage>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        plate: 'دبي AA 777',
        sent: /أُرسل في 18 نوفمبر 2026، 1:00/,
        pdf: 'فتح الإثبات (PDF) (يفتح في علامة تبويب جديدة)',
        image: 'فتح الإثبات (صورة) (يفتح في علامة تبويب جديدة)',
        refuse: 'رفض',
        dialog: 'رفض هذا الإثبات',
        reason: 'السبب',
        mismatch: 'الإثبات لرقم آخر',
      }
    : {
        plate: 'Dubai AA 777',
        sent: /Sent 18 Nov 2026, 1:00/,
        pdf: 'Open the proof (PDF) (opens in a new tab)',
        image: 'Open the proof (Image) (opens in a new tab)',
        refuse: 'Refuse',
        dialog: 'Refuse this proof',
        reason: 'Reason',
        mismatch: 'The proof is for another number',
      }

/** Oldest first: each listing, when its proof came, a link that opens the proof, Approve and Refuse. */
export const Waiting: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    const first = (await canvas.findByRole('heading', { level: 2, name: w.plate })).closest('article')!
    await expect(within(first).getByText(w.sent)).toBeVisible()
    const proof = within(first).getByRole('link', { name: w.pdf })
    await expect(proof).toHaveAttribute('href', demoVerifications[0]!.proofUrl)
    await expect(proof).toHaveAttribute('target', '_blank')
    await expect(canvas.getByRole('link', { name: w.image })).toBeVisible()
  },
}

const refusing = createFakeApi({
  ...moderationRoutes,
  [`PUT /moderation/verifications/${demoVerifications[0]!._id}/refuse`]: {
    body: { data: { ...demoVerifications[0], status: 'refused', reason: 'numberMismatch' } },
  },
})

/** Refusing asks why, in the words of the refusal reasons, and sends the reason and the note. */
export const Refuse: Story = {
  parameters: { app: { user: demoModerator, route: '/moderation/verifications', api: refusing.api } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    const first = (await canvas.findByRole('heading', { level: 2, name: w.plate })).closest('article')!
    await userEvent.click(within(first).getByRole('button', { name: w.refuse }))
    const dialog = await screen.findByRole('dialog', { name: w.dialog })
    await settleAnimations()
    await userEvent.selectOptions(within(dialog).getByLabelText(w.reason), w.mismatch)
    await userEvent.type(within(dialog).getByRole('textbox'), 'The certificate is for 7777.')
    await userEvent.click(within(dialog).getByRole('button', { name: w.refuse }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const call = refusing.calls.find((one) => one.method === 'PUT')!
    await expect(JSON.parse(call.body)).toEqual({ reason: 'numberMismatch', note: 'The certificate is for 7777.' })
  },
}
