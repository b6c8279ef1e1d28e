import type { APIRequestContext } from '@playwright/test'
import { api, expect } from './fixtures.ts'

type Listing = { _id: string; customer: { _id: string } | null }

/** The first shared listing of a category for sale, from the seeded data (deterministic). */
export async function firstListing(
  request: APIRequestContext,
  category: 'car' | 'motorcycle' | 'mobile',
): Promise<Listing> {
  const response = await request.get(
    api(`/product/for-customers?category=${category}&isOrder=false&sort=-newPrice&page=1`),
  )
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: Listing[] }
  const listing = data.find((item) => item.customer)
  if (!listing) throw new Error(`No ${category} listing with a seller in the seed`)
  return listing
}

/** Every page of the storefront a visitor can open, by a short name. */
export async function visitorPages(request: APIRequestContext): Promise<Record<string, string>> {
  const [car, motorcycle, mobile] = await Promise.all([
    firstListing(request, 'car'),
    firstListing(request, 'motorcycle'),
    firstListing(request, 'mobile'),
  ])
  return {
    home: '/',
    shop: '/shop',
    'shop-motorcycle': '/shop/motorcycle',
    'shop-mobile': '/shop/mobile',
    order: '/order',
    'details-car': `/details/car/${car._id}`,
    'details-motorcycle': `/details/motorcycle/${motorcycle._id}`,
    'details-mobile': `/details/mobile/${mobile._id}`,
    seller: `/profile/${car.customer?._id ?? ''}`,
    about: '/about',
    contact: '/contact',
    signin: '/signin',
    signup: '/signup',
    'change-password': '/change-password',
    'not-found': '/no/such/page',
  }
}
