import { MutationObserver, type MutationObserverOptions, type QueryKey } from '@tanstack/react-query'
import { createApiClient } from '#client.ts'
import { userKeys } from '#customer.keys.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { listingKeys } from '#listings.keys.ts'
import { createQueryClient } from '#query-client.ts'
import type { Customer, Product, ProductList } from '#schema.ts'
import { TEST_BASE_URL, fakeFetch } from '#testing/fake-fetch.ts'

export const LISTING_ID = '3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11'

export const customer: Customer = {
  _id: '8a4e2b10-6c3d-4f5e-9b7a-1c2d3e4f5a6b',
  username: 'Mariam Al Mansoori',
  email: 'mariam@example.com',
  phone: '971501234567',
  gender: 'female',
  language: 'en',
  image: null,
  createdAt: '2025-03-02T09:15:00.000Z',
  role: 'customer',
  termsVersion: '1.0',
}

export const listing: Product = {
  _id: LISTING_ID,
  category: 'car',
  city: 'dubai',
  number: '777',
  code: 'AA',
  operator: null,
  titleEn: 'Dubai AA 777',
  titleAr: 'دبي AA 777',
  descriptionEn: '',
  descriptionAr: '',
  oldPrice: 250000,
  newPrice: 199999.99,
  budget: null,
  createdAt: '2025-04-18T14:30:00.000Z',
  status: true,
  isSold: false,
  sale: null,
  isOrder: false,
  withdrawn: false,
  priceDropped: false,
  verified: false,
  hidden: null,
  verification: null,
  isFavorite: false,
  ad: false,
  customer: {
    _id: customer._id,
    username: customer.username,
    email: customer.email,
    phone: customer.phone,
    image: null,
  },
  patterns: ['all-same'],
}

export const listingList: ProductList = {
  data: [listing],
  paginationResult: { total: 1, currentPage: 1, numberOfPage: 1, limit: 12 },
}

/** The cached data every invalidation test starts from, one entry per kind of key. */
export const seededKeys = {
  listingList: listingKeys.list({ category: 'car' }),
  listingDetail: listingKeys.detail(LISTING_ID),
  listingMatches: listingKeys.matches(LISTING_ID),
  favorites: favoriteKeys.list({}),
  profile: userKeys.profile(),
} satisfies Record<string, QueryKey>

/** A client over a fake fetch, a fresh QueryClient with seeded data, and a way to run mutations. */
export function queryHarness(handler: (request: Request) => Response | Promise<Response>) {
  const server = fakeFetch(handler)
  const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch })
  const client = createQueryClient()
  client.setQueryData(seededKeys.listingList, listingList)
  client.setQueryData(seededKeys.listingDetail, { data: listing, priceHistory: [] })
  client.setQueryData(seededKeys.listingMatches, { data: [], total: 0 })
  client.setQueryData(seededKeys.favorites, listingList)
  client.setQueryData(seededKeys.profile, { data: customer })

  return {
    server,
    api,
    client,
    /** Runs a mutation to its end, as useMutation would. */
    run<TData, TError, TVariables, TOnMutate>(
      options: MutationObserverOptions<TData, TError, TVariables, TOnMutate>,
      variables: TVariables,
    ) {
      return new MutationObserver(client, options).mutate(variables)
    },
    /** Which seeded keys are now stale (invalidated) and which were removed from the cache. */
    cacheState() {
      const entries = Object.entries(seededKeys).map(([name, key]) => {
        const state = client.getQueryState(key)
        return [name, state === undefined ? 'removed' : state.isInvalidated ? 'invalidated' : 'fresh'] as const
      })
      return Object.fromEntries(entries) as Record<keyof typeof seededKeys, 'removed' | 'invalidated' | 'fresh'>
    },
  }
}

/**
 * The parts of a multipart request. Only in the `node` test environment: jsdom's Blob and FormData
 * are not readable by Node's fetch, which sends their parts empty.
 */
export async function multipartParts(request: Request | undefined) {
  if (!request) throw new Error('no request was sent')
  const form = await request.formData()
  const json = form.get('json')
  const image = form.get('image')
  return {
    contentType: request.headers.get('Content-Type'),
    jsonType: json instanceof Blob ? json.type : undefined,
    json: json instanceof Blob ? (JSON.parse(await json.text()) as unknown) : json,
    image: image instanceof Blob ? { type: image.type, size: image.size } : image,
  }
}
