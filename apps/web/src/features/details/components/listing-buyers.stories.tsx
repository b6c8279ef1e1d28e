import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoCarListing, demoCustomer, demoWantedRequest } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ListingBuyers } from './listing-buyers.tsx'

const buyers = [
  demoWantedRequest,
  {
    ...demoWantedRequest,
    _id: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
    category: 'car' as const,
    number: '555',
    budget: null,
  },
]
const matchesRoute = `GET /product/matches/${demoCarListing._id}`

const meta = {
  title: 'Web/Details/Listing buyers',
  component: ListingBuyers,
  decorators: [withAppProviders],
  args: { listing: demoCarListing },
  parameters: { app: { user: demoCustomer, routes: { [matchesRoute]: { body: { data: buyers, total: 2 } } } } },
} satisfies Meta<typeof ListingBuyers>

export default meta
type Story = StoryObj<typeof meta>

/** Two buyers' wanted requests the owner's listing answers, each linking to its page, with its budget. */
export const TwoBuyers: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: ar ? 'مشتريان يبحثان عن رقم كهذا' : '2 buyers are looking for a number like this',
    })
    await expect(heading.closest('section')).toHaveAttribute('id', 'buyers')
    const links = canvas.getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      buyers.map((request) => `/details/car/${request._id}`),
    )
    await expect(canvas.getByText(ar ? /^حتى .*80,000/ : 'up to AED 80,000')).toBeVisible()
    await expect(canvas.getByText(ar ? 'بلا ميزانية محددة' : 'no budget given')).toBeVisible()
  },
}

/** No buyer yet: the section says so (in Arabic, with the zero form). */
export const NoBuyers: Story = {
  parameters: { app: { user: demoCustomer, routes: { [matchesRoute]: { body: { data: [], total: 0 } } } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name:
          globals.locale === 'ar'
            ? 'لا يبحث أي مشترٍ عن رقم كهذا بعد.'
            : 'No buyer is looking for a number like this yet.',
      }),
    ).toBeVisible()
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
  },
}
