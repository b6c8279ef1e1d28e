import { describe, expect, test } from 'vitest'
import { userKeys } from '#customer.keys.ts'
import { customerQueries } from '#customer.queries.ts'
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
