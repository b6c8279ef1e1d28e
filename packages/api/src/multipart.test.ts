// @vitest-environment node
// Multipart bodies are checked under Node: jsdom's Blob and FormData are not readable by Node's fetch.
import { describe, expect, test } from 'vitest'
import { authMutations } from '#auth.mutations.ts'
import { customerMutations } from '#customer.mutations.ts'
import { json } from '#testing/fake-fetch.ts'
import { customer, multipartParts, queryHarness, seededKeys } from '#testing/query-harness.ts'

describe('multipart uploads', () => {
  test('signup sends a multipart body: the json part as application/json and the image', async () => {
    const { api, run, server, cacheState } = queryHarness(() =>
      json(201, {
        message: 'Verification codes sent',
        data: { email: 'mariam@example.com', phone: '971501234567', expiresAt: '2025-03-02T09:25:00.000Z' },
      }),
    )
    const fields = {
      username: 'Mariam',
      email: 'mariam@example.com',
      phone: '971501234567',
      password: 'correct-horse',
      acceptedTerms: '1.0',
    }

    await run(authMutations.signup(api), { json: fields, image: new Blob([new Uint8Array(8)], { type: 'image/png' }) })

    const parts = await multipartParts(server.last())
    expect(parts.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(parts.jsonType).toBe('application/json')
    expect(parts.json).toEqual(fields)
    expect(parts.image).toEqual({ type: 'image/png', size: 8 })
    expect(cacheState()).toEqual({
      listingList: 'fresh',
      listingDetail: 'fresh',
      listingMatches: 'fresh',
      favorites: 'fresh',
      profile: 'fresh',
    })
  })

  test('signup without an avatar sends the json part only', async () => {
    const { api, run, server } = queryHarness(() => json(201, { message: 'ok', data: {} }))
    const fields = {
      username: 'Mariam',
      email: 'mariam@example.com',
      phone: '971501234567',
      password: 'correct-horse',
      acceptedTerms: '1.0',
    }

    await run(authMutations.signup(api), { json: fields })

    expect((await multipartParts(server.last())).image).toBeNull()
  })
})

describe('customerMutations', () => {
  test('updateProfile sends a multipart PUT, caches the answer and refreshes listings', async () => {
    const updated = { ...customer, username: 'Mariam A.' }
    const { api, client, run, server, cacheState } = queryHarness(() => json(200, { data: updated }))
    const fields = {
      username: 'Mariam A.',
      email: '',
      password: '',
      phone: '',
      gender: '' as const,
      acceptedTerms: '1.0',
    }

    await run(customerMutations.updateProfile(api), { json: fields, image: new Blob(['x'], { type: 'image/webp' }) })

    expect(server.last()?.method).toBe('PUT')
    const parts = await multipartParts(server.last())
    expect(parts.json).toEqual(fields)
    expect(parts.image).toEqual({ type: 'image/webp', size: 1 })
    expect(client.getQueryData(seededKeys.profile)).toEqual({ data: updated })
    expect(cacheState()).toEqual({
      listingList: 'invalidated',
      listingDetail: 'invalidated',
      listingMatches: 'invalidated',
      favorites: 'invalidated',
      profile: 'fresh',
    })
  })
})
