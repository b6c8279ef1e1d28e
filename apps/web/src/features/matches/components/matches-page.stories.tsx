import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { demoCarListing, demoCustomer } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { MatchesPage } from './matches-page.tsx'

const match = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  product: { ...demoCarListing, priceDropped: true },
  savedSearch: { _id: '6b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Dubai 3-digit mirrors' },
  createdAt: '2025-05-03T08:00:00.000Z',
  read: false,
}

const meta = {
  title: 'Web/Matches/Matches page',
  component: MatchesPage,
  decorators: [withAppProviders],
  parameters: {
    screenshot: { fullPage: true },
    app: {
      user: demoCustomer,
      route: '/matches',
      routes: {
        'GET /customer/matches': {
          body: {
            data: [match],
            paginationResult: { total: 1, currentPage: 1, numberOfPage: 1, limit: 12 },
            unread: 1,
          },
        },
        'GET /customer/matches/unread': { body: { unread: 1 } },
        'POST /customer/matches/read': { body: { unread: 0 } },
      },
    },
  },
} satisfies Meta<typeof MatchesPage>

export default meta
type Story = StoryObj<typeof meta>

/** A new match: its card, with the price-dropped tag; opening the page reads it. */
export const OneMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ar ? 'دبي AA 777' : 'Dubai AA 777' }),
    ).toBeVisible()
    await expect(canvas.getByText(ar ? 'انخفض السعر' : 'Price dropped')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible())
  },
}

/** Nothing matched yet. */
export const Empty: Story = {
  parameters: {
    app: {
      user: demoCustomer,
      route: '/matches',
      routes: {
        'GET /customer/matches': {
          body: { data: [], paginationResult: { total: 0, currentPage: 1, numberOfPage: 0, limit: 12 }, unread: 0 },
        },
        'GET /customer/matches/unread': { body: { unread: 0 } },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(globals.locale === 'ar' ? /لا إعلانات مطابقة بعد/ : /No matches yet/),
    ).toBeVisible()
  },
}
