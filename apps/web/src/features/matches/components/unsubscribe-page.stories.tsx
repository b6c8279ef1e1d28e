import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { UnsubscribePage } from './unsubscribe-page.tsx'

const TOKEN = 'Q2hhbmdlIHRoaXMgZXhhbXBsZSB0b2tlbiBwbGVhc2U'

const meta = {
  title: 'Web/Matches/Unsubscribe page',
  component: UnsubscribePage,
  args: { token: TOKEN },
  decorators: [withAppProviders],
  parameters: {
    app: { routes: { 'POST /saved-searches/unsubscribe': { body: { data: { name: 'Dubai 3-digit mirrors' } } } } },
  },
} satisfies Meta<typeof UnsubscribePage>

export default meta
type Story = StoryObj<typeof meta>

/** Opened from a message: nothing changes until the button is pressed. */
export const Opened: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: globals.locale === 'ar' ? 'أوقف الرسائل' : 'Stop the messages' }),
    ).toBeVisible()
  },
}

/** Pressed: the search is named, and the profile is a link away. */
export const Stopped: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'أوقف الرسائل' : 'Stop the messages' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      ar ? 'تم: لا مزيد من الرسائل عن «Dubai 3-digit mirrors».' : 'Done: no more messages for “Dubai 3-digit mirrors”.',
    )
  },
}
