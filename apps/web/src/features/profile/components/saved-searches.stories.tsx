import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoCustomer } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { SavedSearches } from './saved-searches.tsx'

const searches = [
  {
    _id: '6b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    name: 'Dubai 3-digit mirrors',
    filters: { category: 'car', isOrder: false, city: 'dubai', digit: 3, pattern: ['mirror'], maxPrice: 80000 },
    alerts: true,
    createdAt: '2025-05-02T10:00:00.000Z',
  },
  {
    _id: '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'du 050 numbers',
    filters: { category: 'mobile', isOrder: false, operator: 'du', prefix: '050' },
    alerts: false,
    createdAt: '2025-04-20T07:30:00.000Z',
  },
]

const meta = {
  title: 'Web/Profile/Saved searches',
  component: SavedSearches,
  decorators: [withAppProviders],
  parameters: {
    app: {
      user: demoCustomer,
      routes: {
        'GET /customer/saved-searches': { body: { data: searches } },
        'GET /customer/matches/unread': { body: { unread: 3 } },
      },
    },
  },
} satisfies Meta<typeof SavedSearches>

export default meta
type Story = StoryObj<typeof meta>

/** Each search opens its list; one has its messages off; three matches are new. */
export const WithSearches: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(await canvas.findByRole('link', { name: 'Dubai 3-digit mirrors' })).toHaveAttribute(
      'href',
      '/shop?city=dubai&digit=3&maxPrice=80000&pattern=mirror',
    )
    await expect(canvas.getByRole('link', { name: 'du 050 numbers' })).toHaveAttribute(
      'href',
      '/shop/mobile?operator=du&prefix=050',
    )
    await expect(
      await canvas.findByRole('link', { name: ar ? '3 إعلانات مطابقة جديدة' : '3 new matches' }),
    ).toBeVisible()
    await expect(canvas.getByText(ar ? /الرسائل متوقفة/ : /messages off/)).toBeVisible()
  },
}

/** None saved yet: how to save one. */
export const Empty: Story = {
  parameters: {
    app: {
      user: demoCustomer,
      routes: {
        'GET /customer/saved-searches': { body: { data: [] } },
        'GET /customer/matches/unread': { body: { unread: 0 } },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(globals.locale === 'ar' ? /لا توجد عمليات بحث محفوظة بعد/ : /No saved searches yet/),
    ).toBeVisible()
  },
}
