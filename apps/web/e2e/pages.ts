import type { APIRequestContext } from '@playwright/test'
import type { ProductCreate } from '@raqam/api/schema'
import { api, expect, registerByApi } from './fixtures.ts'

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

type SeedListings = Record<'car' | 'motorcycle' | 'mobile', Listing>

/** Every page of the storefront a visitor can open, by a short name; a listing's pages show the seed's first. */
const visitorPaths: Record<string, (seed: SeedListings) => string> = {
  home: () => '/',
  shop: () => '/shop',
  'shop-motorcycle': () => '/shop/motorcycle',
  'shop-mobile': () => '/shop/mobile',
  order: () => '/order',
  'details-car': ({ car }) => `/details/car/${car._id}`,
  'details-motorcycle': ({ motorcycle }) => `/details/motorcycle/${motorcycle._id}`,
  'details-mobile': ({ mobile }) => `/details/mobile/${mobile._id}`,
  seller: ({ car }) => `/profile/${car.customer?._id ?? ''}`,
  about: () => '/about',
  contact: () => '/contact',
  terms: () => '/terms',
  privacy: () => '/privacy',
  'refund-policy': () => '/refund-policy',
  'how-we-estimate': () => '/how-we-estimate',
  'transfer-costs': () => '/transfer-costs',
  signin: () => '/signin',
  signup: () => '/signup',
  'change-password': () => '/change-password',
  'not-found': () => '/no/such/page',
}

/** The short names of the pages a visitor can open, known before any request (a test per page). */
export const visitorPageNames = Object.keys(visitorPaths)

/** Every page of the storefront a visitor can open, by its short name: its path. */
export async function visitorPages(request: APIRequestContext): Promise<Record<string, string>> {
  const [car, motorcycle, mobile] = await Promise.all([
    firstListing(request, 'car'),
    firstListing(request, 'motorcycle'),
    firstListing(request, 'mobile'),
  ])
  return Object.fromEntries(
    Object.entries(visitorPaths).map(([name, path]) => [name, path({ car, motorcycle, mobile })]),
  )
}

/** The path of the visitor's page called `name` (one of `visitorPageNames`). */
export async function visitorPage(request: APIRequestContext, name: string): Promise<string> {
  const path = (await visitorPages(request))[name]
  if (path === undefined) throw new Error(`No visitor's page is called ${name}`)
  return path
}

/**
 * A new seller with one car plate for sale at AED 27,000, published through the API: a listing nobody has
 * reported, verified or hidden yet. Its number is random (five digits), its title says it in the language.
 */
/** A listing published through the API by the customer whose token this is: the answer, for the test to check. */
export function publish(request: APIRequestContext, token: string, listing: ProductCreate) {
  return request.post(api('/product'), { headers: { authorization: `Bearer ${token}` }, data: listing })
}

export async function sellerWithListing(request: APIRequestContext, language: 'en' | 'ar') {
  const seller = await registerByApi(request, language)
  const number = String(10000 + Math.floor(Math.random() * 89999))
  const title = language === 'en' ? `E2E Sharjah 3 ${number}` : `الشارقة 3 ${number}`
  const published = await publish(request, seller.token, {
    category: 'car',
    city: 'sharjah',
    code: '3',
    number,
    titleEn: title,
    titleAr: title,
    newPrice: 27000,
  })
  expect(published.status()).toBe(201)
  const { data } = (await published.json()) as { data: { _id: string; customer: { _id: string } } }
  return { seller, number, title, id: data._id, sellerId: data.customer._id, path: `/details/car/${data._id}` }
}
