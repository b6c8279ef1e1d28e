import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCarListing, demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { ListingCard } from './listing-card.tsx'

beforeEach(stubBrowserApis)
afterEach(() => vi.restoreAllMocks())

describe('listing card', () => {
  it('links to the detail page and shows the price with the struck-through old price', () => {
    render(
      <AppProviders>
        <ListingCard listing={demoCarListing} />
      </AppProviders>,
    )
    expect(screen.getByRole('link', { name: 'Dubai AA 777' })).toHaveAttribute(
      'href',
      `/details/car/${demoCarListing._id}`,
    )
    expect(screen.getByText('AED 199,999.99')).toBeInTheDocument()
    expect(screen.getByRole('deletion')).toHaveTextContent('AED 250,000')
  })

  it('shows the requested notice instead of a price for a wanted request, and the ribbons', () => {
    render(
      <AppProviders>
        <ListingCard listing={{ ...demoCarListing, isOrder: true, newPrice: null, oldPrice: null, status: false }} />
      </AppProviders>,
    )
    expect(screen.getByText('This product has been requested.')).toBeInTheDocument()
    expect(screen.queryByText(/AED/)).toBeNull()
    expect(screen.getByText('Not shared')).toBeInTheDocument()
  })

  it('shows each pattern of the number as a badge in the page language, and no list without patterns', () => {
    const { unmount } = render(
      <AppProviders>
        <ListingCard listing={{ ...demoCarListing, patterns: ['all-same', 'mirror'] }} />
      </AppProviders>,
    )
    const badges = screen.getByRole('list', { name: 'Number patterns' })
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['All the same', 'Mirror'])
    unmount()

    render(
      <AppProviders language="ar">
        <ListingCard
          listing={{
            ...demoCarListing,
            category: 'mobile',
            operator: 'du',
            number: '0507777777',
            patterns: ['mobile-all-same'],
          }}
        />
      </AppProviders>,
    )
    expect(within(screen.getByRole('list', { name: 'أنماط الرقم' })).getByRole('listitem')).toHaveTextContent(
      'سباعي مكرر',
    )
  })

  it('shows no badge list for a number without patterns', () => {
    render(
      <AppProviders>
        <ListingCard listing={{ ...demoCarListing, patterns: [] }} />
      </AppProviders>,
    )
    expect(screen.queryByRole('list', { name: 'Number patterns' })).toBeNull()
  })

  it('gives a visitor a heart that links to sign in and back, and on a tap says "You are not logged in" with no call', async () => {
    const errorToast = vi.spyOn(toast, 'error')
    const fake = createFakeApi()
    render(
      <AppProviders api={fake.api}>
        <ListingCard listing={demoCarListing} />
      </AppProviders>,
    )
    const heart = screen.getByRole('link', { name: 'Sign in to save it as a favourite' })
    expect(heart).toHaveAttribute('href', `/signin?next=${encodeURIComponent('/')}`)
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull()
    await userEvent.click(heart)
    expect(errorToast).toHaveBeenCalledWith('You are not logged in')
    expect(fake.calls).toEqual([])
  })

  it('adds a favourite for a customer, with the spinner while the call runs', async () => {
    const successToast = vi.spyOn(toast, 'success')
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const fake = createFakeApi({
      'POST /customer/add-favorite': {
        body: { data: { favoriteId: demoCarListing._id, isFavorite: true } },
        until: answered,
      },
    })
    render(
      <AppProviders api={fake.api} user={demoCustomer}>
        <ListingCard listing={demoCarListing} />
      </AppProviders>,
    )
    const heart = screen.getByRole('button', { name: 'Favourite' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Added successfully'))
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ favoriteId: demoCarListing._id })
  })

  it('gives the owner a Sold button on an unsold listing, which asks first', async () => {
    const fake = createFakeApi({
      [`PUT /product/change-sold/${demoCarListing._id}`]: { body: { data: { ...demoCarListing, isSold: true } } },
    })
    render(
      <AppProviders api={fake.api} user={demoCustomer}>
        <ListingCard listing={demoCarListing} owner />
      </AppProviders>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sold' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sold' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }))
    await waitFor(() =>
      expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `PUT /product/change-sold/${demoCarListing._id}`,
      ),
    )
  })

  it("tells the owner of a sold listing what it sold for and who sees it, in the page's language", () => {
    const sale = { at: '2026-10-01T08:00:00.000Z', price: 240000, published: false }
    const { rerender } = render(
      <AppProviders api={createFakeApi().api} user={demoCustomer} language="ar">
        <ListingCard listing={{ ...demoCarListing, isSold: true, sale }} owner />
      </AppProviders>,
    )
    const card = () => screen.getByRole('article')
    expect(card()).toHaveTextContent('بيع بسعر 240,000 درهم (لا يراه أحد غيرك)')
    rerender(
      <AppProviders api={createFakeApi().api} user={demoCustomer}>
        <ListingCard listing={{ ...demoCarListing, isSold: true, sale: { ...sale, published: true } }} owner />
      </AppProviders>,
    )
    expect(card()).toHaveTextContent('Sold for AED 240,000 (published)')
    expect(screen.queryByRole('button', { name: 'Sold' })).toBeNull()
  })

  describe("the owner's buyers", () => {
    const buyersRoute = `GET /product/matches/${demoCarListing._id}`

    it('links to the buyers on the detail page, in the plural the count needs', async () => {
      const fake = createFakeApi({ [buyersRoute]: { body: { data: [], total: 3 } } })
      render(
        <AppProviders api={fake.api} user={demoCustomer} language="ar">
          <ListingCard listing={demoCarListing} owner />
        </AppProviders>,
      )
      expect(await screen.findByRole('link', { name: '3 مشترين يبحثون عن رقم كهذا' })).toHaveAttribute(
        'href',
        `/details/car/${demoCarListing._id}#buyers`,
      )
    })

    it('says nothing while nobody is looking', async () => {
      const fake = createFakeApi({ [buyersRoute]: { body: { data: [], total: 0 } } })
      render(
        <AppProviders api={fake.api} user={demoCustomer}>
          <ListingCard listing={demoCarListing} owner />
        </AppProviders>,
      )
      await waitFor(() =>
        expect(fake.calls.map((call) => call.path)).toContain(`/product/matches/${demoCarListing._id}`),
      )
      expect(screen.queryByText(/looking for a number/)).toBeNull()
    })

    it("does not ask for a listing that cannot match, nor on a visitor's card", () => {
      const fake = createFakeApi()
      render(
        <AppProviders api={fake.api} user={demoCustomer}>
          <ListingCard listing={{ ...demoCarListing, status: false }} owner />
          <ListingCard listing={{ ...demoCarListing, isSold: true }} owner />
          <ListingCard listing={demoCarListing} />
        </AppProviders>,
      )
      expect(fake.calls).toEqual([])
    })
  })

  describe('trust', () => {
    const hidden = { reason: 'wrongDetails' as const, note: '', at: '2026-11-21T08:00:00.000Z', bySuspension: false }

    it('marks a verified listing in the page language, and no other', () => {
      render(
        <AppProviders language="ar">
          <ListingCard listing={{ ...demoCarListing, verified: true }} />
          <ListingCard listing={{ ...demoCarListing, _id: 'other', titleAr: 'لوحة أخرى' }} />
        </AppProviders>,
      )
      const [verified, plain] = screen.getAllByRole('article')
      expect(within(verified!).getByText('مالك موثَّق')).toHaveAttribute('data-slot', 'verified-badge')
      expect(within(plain!).queryByText('مالك موثَّق')).toBeNull()
    })

    it("shows its owner the moderators' ribbon and why they hid it, without asking for buyers", () => {
      const fake = createFakeApi()
      render(
        <AppProviders api={fake.api} user={demoCustomer}>
          <ListingCard listing={{ ...demoCarListing, status: false, hidden }} owner />
        </AppProviders>,
      )
      expect(screen.getByText('Hidden by moderators')).toHaveAttribute('data-tone', 'hidden')
      expect(screen.getByText('Hidden by our moderators: Wrong price or number')).toBeInTheDocument()
      expect(fake.calls).toEqual([])
    })

    it('offers its owner the verified owner badge, and says when a proof waits for review', () => {
      const pending = {
        status: 'pending' as const,
        reason: null,
        note: '',
        requestedAt: '2026-11-20T10:00:00.000Z',
        decidedAt: null,
      }
      render(
        <AppProviders user={demoCustomer}>
          <ListingCard listing={demoCarListing} owner />
          <ListingCard listing={{ ...demoCarListing, _id: 'pending', verification: pending }} owner />
        </AppProviders>,
      )
      const [asking, waiting] = screen.getAllByRole('article')
      expect(within(asking!).getByRole('button', { name: 'Get the verified owner badge' })).toBeVisible()
      expect(within(waiting!).queryByRole('button', { name: 'Get the verified owner badge' })).toBeNull()
      expect(within(waiting!).getByText('Waiting for review')).toBeVisible()
    })
  })
})
