import { describe, expect, test } from 'vitest'
import { customerMutationKeys, sellerKeys, userKeys } from '#customer.keys.ts'
import { customerMutations } from '#customer.mutations.ts'
import { customerQueries, sellerQueries } from '#customer.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { customer, queryHarness } from '#testing/query-harness.ts'

describe('customerQueries', () => {
  test('profile reads /auth/customer/profile under the User tag', async () => {
    const { api, client, server } = queryHarness(() => json(200, { data: customer }))
    const options = customerQueries.profile(api)

    expect(options.queryKey).toEqual(userKeys.profile())
    expect(userKeys.profile()).toEqual(['User', 'profile'])
    await expect(client.fetchQuery({ ...options, staleTime: 0 })).resolves.toEqual({ data: customer })
    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/auth/customer/profile')
  })
})

describe('sellerQueries', () => {
  test('seller reads /seller/{id} under the Customer tag, and a 404 is an error the page can tell', async () => {
    const seller = {
      _id: customer._id,
      username: customer.username,
      email: customer.email,
      phone: customer.phone,
      image: null,
    }
    const { api, client, server } = queryHarness(() => json(200, { data: seller }))
    const options = sellerQueries.seller(api, customer._id)

    expect(options.queryKey).toEqual(sellerKeys.seller(customer._id))
    expect(options.queryKey[0]).toBe('Customer')
    await expect(client.fetchQuery({ ...options, staleTime: 0 })).resolves.toEqual({ data: seller })
    expect(new URL(server.last()?.url ?? '').pathname).toBe(`/api/v1.0/seller/${customer._id}`)

    const missing = queryHarness(() =>
      json(404, { code: 'sellerNotFound', message: 'Seller not found', requestId: 'r' }),
    )
    await expect(missing.client.fetchQuery(sellerQueries.seller(missing.api, customer._id))).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('customerMutations.acceptTerms', () => {
  test('posts the version and caches the answer as the profile, changing nothing else', async () => {
    const accepted = { ...customer, termsVersion: '2.0' }
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, { data: accepted }))

    await run(customerMutations.acceptTerms(api), { version: '2.0' })

    expect(customerMutations.acceptTerms(api).mutationKey).toEqual(customerMutationKeys.acceptTerms())
    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/auth/customer/accept-terms')
    expect(await server.last()?.json()).toEqual({ version: '2.0' })
    expect(client.getQueryData(userKeys.profile())).toEqual({ data: accepted })
    expect(cacheState()).toMatchObject({ listingList: 'fresh', favorites: 'fresh' })
  })

  test('an outdated version is refused and the cached profile stays', async () => {
    const { api, client, run } = queryHarness(() =>
      json(409, { code: 'termsOutdated', message: 'The Terms of Use have changed', params: { version: '2.0' } }),
    )

    await expect(run(customerMutations.acceptTerms(api), { version: '1.0' })).rejects.toMatchObject({ status: 409 })
    expect(client.getQueryData(userKeys.profile())).toEqual({ data: customer })
  })
})
