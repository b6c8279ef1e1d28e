import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { demoAnswer, demoCarListing, demoCustomer, demoWantedRequest } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { MatchesPage } from './matches-page.tsx'

const match = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  product: { ...demoCarListing, priceDropped: true },
  savedSearch: { _id: '6b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Dubai 3-digit mirrors', wanted: null },
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

/** A new match: its card, with the price-dropped tag and the saved search it matched; opening the page reads it. */
export const OneMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ar ? 'دبي AA 777' : 'Dubai AA 777' }),
    ).toBeVisible()
    await expect(canvas.getByText(ar ? 'انخفض السعر' : 'Price dropped')).toBeVisible()
    await expect(
      canvas.getByText(ar ? 'يطابق «Dubai 3-digit mirrors»' : 'Matches “Dubai 3-digit mirrors”'),
    ).toBeVisible()
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

const answer = demoAnswer(8, 65000)

/** A listing answering the customer's wanted request: the card names the request and links to it. */
export const AnswersAWantedRequest: Story = {
  parameters: {
    app: {
      user: demoCustomer,
      route: '/matches',
      routes: {
        'GET /customer/matches': {
          body: {
            data: [
              {
                ...match,
                product: answer,
                savedSearch: {
                  _id: '8d3f4e5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
                  name: '777',
                  wanted: demoWantedRequest._id,
                },
              },
            ],
            paginationResult: { total: 1, currentPage: 1, numberOfPage: 1, limit: 12 },
            unread: 1,
          },
        },
        'GET /customer/matches/unread': { body: { unread: 1 } },
        'POST /customer/matches/read': { body: { unread: 0 } },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', {
      name:
        globals.locale === 'ar'
          ? 'يلبّي طلب الشراء الخاص بك \u2066777\u2069'
          : 'Answers your wanted request \u2066777\u2069',
    })
    await expect(link).toHaveAttribute('href', `/details/car/${demoWantedRequest._id}`)
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible())
  },
}
