import type { Meta, StoryObj } from '@storybook/react-vite'
import { isolate } from '@raqam/text/numbers-in-text'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { UnsubscribePage } from './unsubscribe-page.tsx'

const TOKEN = 'Q2hhbmdlIHRoaXMgZXhhbXBsZSB0b2tlbiBwbGVhc2U'
const NAME = 'Dubai 3-digit mirrors'
const STATE = `GET /saved-searches/unsubscribe/${TOKEN}`
const search = (alerts: boolean) => ({ body: { data: { name: NAME, wanted: false, alerts } } })

/** The canned answers of a link whose messages are `alerts` on landing; stopping and undoing answer as the server does. */
const link = (alerts: boolean) => ({
  app: {
    routes: {
      [STATE]: search(alerts),
      'POST /saved-searches/unsubscribe': search(false),
      'POST /saved-searches/resubscribe': search(true),
    },
  },
})

const meta = {
  title: 'Web/Matches/Unsubscribe page',
  component: UnsubscribePage,
  args: { token: TOKEN },
  decorators: [withAppProviders],
  parameters: link(true),
} satisfies Meta<typeof UnsubscribePage>

export default meta
type Story = StoryObj<typeof meta>

const words = (ar: boolean) =>
  ar
    ? {
        heading: `الرسائل عن «${isolate(NAME)}»`,
        stop: 'أوقف الرسائل',
        restart: 'أعِد تفعيلها',
        on: 'الرسائل مفعّلة.',
        stopped: `أُوقفت: لن تصلك رسائل بريد إلكتروني أو واتساب أخرى عن «${isolate(NAME)}».`,
        restarted: `عادت: ستصلك من جديد بالبريد الإلكتروني وواتساب الإعلانات الجديدة المطابقة لـ«${isolate(NAME)}».`,
      }
    : {
        heading: `Messages for “${isolate(NAME)}”`,
        stop: 'Stop the messages',
        restart: 'Turn them back on',
        on: 'The messages are on.',
        stopped: `Stopped: you will get no more e-mails or WhatsApp messages for “${isolate(NAME)}”.`,
        restarted: `Back on: new matches for “${isolate(NAME)}” will reach you by e-mail and WhatsApp again.`,
      }

/** Opened from a message: it names the saved search, and nothing changes until the button is pressed. */
export const Opened: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const w = words(globals.locale === 'ar')
    await expect(await canvas.findByRole('heading', { level: 1, name: w.heading })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(w.on)
    await expect(canvas.getByRole('button', { name: w.stop })).toBeVisible()
  },
}

/** Pressed: it says what stopped, and the same button (focus stays on it) turns them back on. */
export const Stopped: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const w = words(globals.locale === 'ar')
    await userEvent.click(await canvas.findByRole('button', { name: w.stop }))
    const undo = await canvas.findByRole('button', { name: w.restart })
    await expect(canvas.getByRole('status')).toHaveTextContent(w.stopped)
    await expect(undo).toHaveFocus()
  },
}

/** Opened after a mail provider's one-click stopped them: said at once, with the undo. */
export const AlreadyStopped: Story = {
  parameters: link(false),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const w = words(globals.locale === 'ar')
    await expect(await canvas.findByRole('button', { name: w.restart })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(w.stopped)
  },
}

/** Undone: they are back on, and can be stopped again. */
export const BackOn: Story = {
  parameters: link(false),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const w = words(globals.locale === 'ar')
    await userEvent.click(await canvas.findByRole('button', { name: w.restart }))
    await expect(await canvas.findByRole('button', { name: w.stop })).toHaveFocus()
    await expect(canvas.getByRole('status')).toHaveTextContent(w.restarted)
  },
}

/** A wanted request's link: named by the request's number. */
export const WantedRequest: Story = {
  parameters: { app: { routes: { [STATE]: { body: { data: { name: '0551964422', wanted: true, alerts: true } } } } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: ar
          ? `الرسائل عن طلب الشراء الخاص بك ${isolate('0551964422')}`
          : `Messages for your wanted request ${isolate('0551964422')}`,
      }),
    ).toBeVisible()
  },
}

/** A link that names no saved search (deleted, or cut short): said plainly, with the way to the profile. */
export const UnknownLink: Story = {
  parameters: {
    app: { routes: { [STATE]: { status: 404, body: { code: 'unsubscribeLinkUnknown', message: 'Unknown link' } } } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(await canvas.findByText(ar ? 'هذا الرابط لا يعمل' : 'This link does not work')).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'اذهب إلى ملفك الشخصي' : 'Go to your profile' })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
