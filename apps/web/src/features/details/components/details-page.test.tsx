import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoAnswer, demoCarListing } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { DetailsPage } from './details-page.tsx'

const emptyList = { data: [], paginationResult: { total: 0, currentPage: 1, numberOfPage: 0, limit: 12 } }
const other = demoAnswer(8, 65000)

beforeEach(stubBrowserApis)

describe("the detail page tells the seller's statistics", () => {
  it('of each listing shown once, and of each tap on WhatsApp, without holding the link back', async () => {
    const fake = createFakeApi({
      [`GET /product/${demoCarListing._id}`]: { body: { data: demoCarListing, priceHistory: [] } },
      [`GET /product/${other._id}`]: { body: { data: other, priceHistory: [] } },
      'GET /product/for-customers': { body: emptyList },
      [`POST /product/${demoCarListing._id}/interactions`]: { status: 204 },
      [`POST /product/${other._id}/interactions`]: { status: 204 },
    })
    const interactions = () =>
      fake.calls
        .filter((call) => call.method === 'POST')
        .map((call) => [call.path.split('/')[2], JSON.parse(call.body).kind as string])
    const page = (id: string) => (
      <AppProviders api={fake.api} route={`/car/${id}`}>
        <DetailsPage category="car" id={id} />
      </AppProviders>
    )
    const { rerender } = render(page(demoCarListing._id))
    const chat = await screen.findByRole('link', { name: /Chat with the seller on WhatsApp/ })
    await waitFor(() => expect(interactions()).toEqual([[demoCarListing._id, 'view']]))

    await userEvent.click(chat)
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//))
    await waitFor(() => expect(interactions()).toHaveLength(2))
    expect(interactions()[1]).toEqual([demoCarListing._id, 'whatsappTap'])

    // Another listing in the same page (a client-side navigation) is another view.
    rerender(page(other._id))
    await waitFor(() => expect(interactions()).toHaveLength(3))
    expect(interactions()[2]).toEqual([other._id, 'view'])
  })
})
