import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@raqam/api/schema'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi, type FakeRoutes } from '#testing/fake-api.ts'
import { demoCarListing, demoCustomer } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { OwnerActions } from './owner-actions.tsx'

const id = demoCarListing._id

function show(listing: Product, routes: FakeRoutes = {}, language: 'en' | 'ar' = 'en') {
  const fake = createFakeApi(routes)
  render(
    <AppProviders api={fake.api} user={demoCustomer} language={language}>
      <OwnerActions listing={listing} withWithdraw />
    </AppProviders>,
  )
  return fake
}

beforeEach(() => {
  stubBrowserApis()
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => vi.restoreAllMocks())

describe("the owner's actions", () => {
  it('edits the price: only the change is sent, and the dialog closes with a toast', async () => {
    const answer = { data: { ...demoCarListing, newPrice: 180000, priceDropped: true }, priceHistory: [] }
    const fake = show(demoCarListing, { [`PATCH /product/${id}`]: { body: answer } })
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit your listing' })
    const price = within(dialog).getByLabelText('Price (AED)')
    expect(price).toHaveValue(String(demoCarListing.newPrice))
    await userEvent.clear(price)
    await userEvent.type(price, '180000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your changes are saved.'))
    const patch = fake.calls.find((call) => call.method === 'PATCH')!
    expect(JSON.parse(patch.body)).toEqual({ newPrice: 180000 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the dialog open on a bad price, says why beside the field and focuses it; nothing is sent', async () => {
    const fake = show(demoCarListing, {}, 'ar')
    await userEvent.click(screen.getByRole('button', { name: 'تعديل' }))
    const dialog = await screen.findByRole('dialog')
    const price = within(dialog).getByLabelText('السعر (درهم)')
    await userEvent.clear(price)
    await userEvent.type(price, '12.345')
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }))
    await waitFor(() => expect(price).toHaveFocus())
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveValue('12.345')
    expect(fake.calls.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('marks a listing sold with the price it sold for, published when asked', async () => {
    const sold = {
      ...demoCarListing,
      isSold: true,
      sale: { at: '2026-11-27T08:00:00.000Z', price: 240000, published: true },
    }
    const fake = show(demoCarListing, {
      [`PUT /product/change-sold/${id}`]: { body: { data: sold, priceHistory: [] } },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Sold' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sold' })
    await userEvent.type(within(dialog).getByLabelText('Sold for (AED)'), '240,000')
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Publish this price on the sold prices record' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    const put = fake.calls.find((call) => call.method === 'PUT')!
    expect(put.path).toBe(`/product/change-sold/${id}`)
    expect(JSON.parse(put.body)).toEqual({ price: 240000, publish: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks for the price before publishing it, in the page language, keeping the choice; nothing is sent', async () => {
    const fake = show(demoCarListing, {}, 'ar')
    await userEvent.click(screen.getByRole('button', { name: 'تم البيع' }))
    const dialog = await screen.findByRole('dialog', { name: 'تحديد كمباع' })
    const publish = within(dialog).getByRole('checkbox', { name: 'انشر هذا السعر في سجل أسعار البيع' })
    await userEvent.click(publish)
    await userEvent.click(within(dialog).getByRole('button', { name: 'تحديد كمباع' }))
    const price = within(dialog).getByLabelText('بيع بسعر (درهم)')
    await waitFor(() => expect(price).toHaveFocus())
    expect(price).toHaveAccessibleDescription(expect.stringContaining('اكتب السعر الذي بيع به لنشره.'))
    expect(publish).toBeChecked()
    await userEvent.type(price, '12.345')
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveValue('12.345')
    await userEvent.click(within(dialog).getByRole('button', { name: 'تحديد كمباع' }))
    expect(fake.calls.filter((call) => call.method === 'PUT')).toEqual([])
  })

  it("asks a wanted request's owner no price, and sends none", async () => {
    const wanted = { ...demoCarListing, isOrder: true, newPrice: null, oldPrice: null }
    const fake = show(wanted, {
      [`PUT /product/change-sold/${id}`]: { body: { data: { ...wanted, isSold: true }, priceHistory: [] } },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Sold' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sold' })
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toBeFalsy()
  })

  it('withdraws a listing, and offers Restore (not Sold) on a withdrawn one', async () => {
    const fake = show(demoCarListing, {
      [`PUT /product/withdraw/${id}`]: { body: { data: { ...demoCarListing, withdrawn: true }, priceHistory: [] } },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The listing is withdrawn: only you can see it.'))
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toContain(`PUT /product/withdraw/${id}`)
  })

  it('offers Restore on a withdrawn listing and nothing on a sold one', () => {
    show({ ...demoCarListing, withdrawn: true, status: false })
    expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Sold' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('has no actions for a sold listing', () => {
    show({ ...demoCarListing, isSold: true })
    expect(screen.queryByRole('button')).toBeNull()
  })
})
