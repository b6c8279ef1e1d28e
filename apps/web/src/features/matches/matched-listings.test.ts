import { describe, expect, it } from 'vitest'
import { demoCarListing } from '#testing/fixtures.ts'
import { matchedListings } from './matched-listings.ts'

const other = { ...demoCarListing, _id: '5c0f1e2d-3a4b-4c5d-8e6f-7a8b9c0d1e2f', number: '888' }
const search = { _id: '6b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Dubai mirrors', wanted: null }
const wanted = {
  _id: '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: '777',
  wanted: '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
}
const match = (listing: typeof demoCarListing, savedSearch: typeof search | typeof wanted, _id: string) => ({
  _id,
  product: listing,
  savedSearch,
  createdAt: '2025-05-03T08:00:00.000Z',
  read: false,
})

describe('matchedListings', () => {
  it('lists each listing once, in the order of its newest match, with everything it matched', () => {
    const paginationResult = { total: 3, currentPage: 1, numberOfPage: 1, limit: 12 }
    const answer = matchedListings({
      data: [match(demoCarListing, wanted, 'm1'), match(other, search, 'm2'), match(demoCarListing, search, 'm3')],
      paginationResult,
      unread: 3,
    })
    expect(answer.data.map((listing) => listing._id)).toEqual([demoCarListing._id, other._id])
    expect(answer.matchedBy).toEqual({ [demoCarListing._id]: [wanted, search], [other._id]: [search] })
    expect(answer.paginationResult).toBe(paginationResult)
  })
})
