// @vitest-environment node
// The proof travels as multipart, checked under Node: jsdom's Blob and FormData are not readable by Node's fetch.
import { describe, expect, test } from 'vitest'
import { ApiError } from '#errors.ts'
import { listingMutations } from '#listings.mutations.ts'
import { reportMutations } from '#reports.mutations.ts'
import { json } from '#testing/fake-fetch.ts'
import { LISTING_ID, listing, queryHarness, seededKeys } from '#testing/query-harness.ts'

const untouched = {
  listingList: 'fresh',
  listingDetail: 'fresh',
  listingMatches: 'fresh',
  favorites: 'fresh',
  profile: 'fresh',
} as const

describe('reportMutations', () => {
  test('create posts the report as JSON and changes nothing cached', async () => {
    const { api, run, server, cacheState } = queryHarness(() =>
      json(201, { message: 'Thank you: our moderators will look at it.' }),
    )

    const answer = await run(reportMutations.create(api), { listingId: LISTING_ID, reason: 'scam', note: 'Fake' })

    expect(answer).toEqual({ message: 'Thank you: our moderators will look at it.' })
    expect(server.last()?.method).toBe('POST')
    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/reports')
    expect(await server.last()?.json()).toEqual({ listingId: LISTING_ID, reason: 'scam', note: 'Fake' })
    expect(cacheState()).toEqual(untouched)
  })

  test('a second report of the same listing fails with the answer of the 409', async () => {
    const refusal = { code: 'alreadyReported', message: 'You have already reported this.' }
    const { api, run } = queryHarness(() => json(409, refusal))

    await expect(run(reportMutations.create(api), { sellerId: LISTING_ID, reason: 'other' })).rejects.toEqual(
      new ApiError({ status: 409, data: refusal }),
    )
  })
})

describe('listingMutations.requestVerification', () => {
  test('sends the one proof part as multipart, stores the pending listing and refreshes the lists', async () => {
    const pending = {
      data: {
        ...listing,
        verification: {
          status: 'pending',
          reason: null,
          note: '',
          requestedAt: '2026-11-20T10:00:00.000Z',
          decidedAt: null,
        },
      },
      priceHistory: [],
    }
    const { api, client, run, server, cacheState } = queryHarness(() => json(201, pending))
    const proof = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'certificate.pdf', { type: 'application/pdf' })

    await run(listingMutations.requestVerification(api), { id: LISTING_ID, proof })

    const request = server.last()
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe(`/api/v1.0/product/verification/${LISTING_ID}`)
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request!.formData()
    expect([...form.keys()]).toEqual(['proof'])
    const part = form.get('proof')
    expect(part).toBeInstanceOf(Blob)
    expect({ type: (part as Blob).type, size: (part as Blob).size }).toEqual({ type: 'application/pdf', size: 4 })
    expect(client.getQueryData(seededKeys.listingDetail)).toEqual(pending)
    expect(cacheState()).toEqual({
      ...untouched,
      listingList: 'invalidated',
      listingMatches: 'invalidated',
      favorites: 'invalidated',
    })
  })

  test('a refused proof leaves the cache alone', async () => {
    const { api, run, cacheState } = queryHarness(() => json(413, { code: 'proofTooLarge', message: 'Too large' }))

    await expect(
      run(listingMutations.requestVerification(api), { id: LISTING_ID, proof: new Blob(['x']) }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(cacheState()).toEqual(untouched)
  })
})
