import { ApiError } from '@raqam/api/errors'
import { createQueryClient } from '@raqam/api/query-client'
import { describe, expect, it } from 'vitest'
import type { HeadInput } from '#lib/page-head.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { demoCarListing } from '#testing/fixtures.ts'
import { staticI18n } from '#testing/with-app-providers.tsx'
import { detailsQueries } from './details.queries.ts'
import { listingHead } from './listing-head.ts'

const { api } = createFakeApi()
const url = `https://raqam.test/details/car/${demoCarListing._id}`

async function headOf(state: { data?: unknown; error?: unknown }, search = '', language: 'en' | 'ar' = 'en') {
  const queryClient = createQueryClient()
  const key = detailsQueries.listing(api, demoCarListing._id).queryKey
  if (state.data) queryClient.setQueryData(key, state.data as never)
  // A failed answer, as the loader leaves it in the cache.
  else await queryClient.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(state.error), retry: false })
  const input: HeadInput = {
    i18n: staticI18n(language),
    language,
    params: { id: demoCarListing._id },
    search: new URLSearchParams(search),
    handle: { category: 'car' },
    queryClient,
    api,
    url,
    shareCard: () => undefined,
  }
  return listingHead(input, 'car')
}

describe("a detail page's head", () => {
  it('says in the structured data that a moderator verified the owner, and only then', async () => {
    const verified = await headOf({ data: { data: { ...demoCarListing, verified: true }, priceHistory: [] } })
    expect(verified.structuredData).toMatchObject({
      '@type': 'Product',
      additionalProperty: { '@type': 'PropertyValue', name: 'Verified owner', value: true },
    })
    const plain = await headOf({ data: { data: demoCarListing, priceHistory: [] } })
    expect(plain.structuredData).not.toHaveProperty('additionalProperty')
    expect(plain.private).toBe(false)
  })

  it('keeps the page with the report form open out of search engines', async () => {
    expect((await headOf({ data: { data: demoCarListing, priceHistory: [] } }, 'report=1')).private).toBe(true)
  })

  it('names a listing the moderators removed, in the page language, and keeps it out of search', async () => {
    const head = await headOf(
      { error: new ApiError({ status: 410, data: { code: 'listingHidden', message: 'Removed' } }) },
      '',
      'ar',
    )
    expect(head).toEqual({
      title: 'أزال فريق الإشراف هذا الإعلان',
      description: 'لم يعد هذا الإعلان معروضًا على رقم. في المتجر أرقام كثيرة أخرى بانتظارك.',
      private: true,
    })
  })
})
