import { MAX_PROOF_BYTES } from '@raqam/listing-rules/limits'
import { describe, expect, it } from 'vitest'
import { demoCarListing, demoWantedRequest } from '#testing/fixtures.ts'
import { proofProblem, verificationOffer } from './verification-offer.ts'

const decided = {
  reason: null,
  note: '',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
}

describe('verificationOffer', () => {
  it('offers the mark to a listing for sale, again after a refusal, and the wait while a proof is pending', () => {
    expect(verificationOffer(demoCarListing)).toBe('ask')
    expect(
      verificationOffer({ ...demoCarListing, verification: { ...decided, status: 'refused', reason: 'expired' } }),
    ).toBe('again')
    expect(
      verificationOffer({ ...demoCarListing, verification: { ...decided, status: 'pending', decidedAt: null } }),
    ).toBe('pending')
    expect(verificationOffer({ ...demoCarListing, verified: true })).toBe('verified')
  })

  it('offers nothing for a wanted request, a sold listing or one the moderators hid', () => {
    expect(verificationOffer(demoWantedRequest)).toBeNull()
    expect(verificationOffer({ ...demoCarListing, isSold: true })).toBeNull()
    const hidden = { reason: 'scam' as const, note: '', at: '2026-11-21T08:00:00.000Z', bySuspension: false }
    expect(verificationOffer({ ...demoCarListing, hidden })).toBeNull()
  })
})

describe('proofProblem', () => {
  it('takes photos and PDFs up to the server limit, and a file without a type for the server to judge', () => {
    expect(proofProblem({ size: MAX_PROOF_BYTES, type: 'application/pdf' })).toBeNull()
    expect(proofProblem({ size: 1000, type: 'image/webp' })).toBeNull()
    expect(proofProblem({ size: 1000, type: '' })).toBeNull()
  })

  it('refuses another type, and a file over the limit with its size in MB', () => {
    expect(proofProblem({ size: 1000, type: 'image/heic' })).toBe('wrongType')
    expect(proofProblem({ size: MAX_PROOF_BYTES + 1, type: 'image/jpeg' })).toEqual({
      tooLarge: (MAX_PROOF_BYTES + 1) / 1024 / 1024,
    })
  })
})
