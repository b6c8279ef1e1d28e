import type { Product } from '@raqam/api/schema'
import { MAX_PROOF_BYTES, PROOF_TYPES } from '@raqam/listing-rules/limits'

/**
 * What an owner's listing offers about the verified owner mark: to ask for it, to ask again after a refusal,
 * the wait for a moderator, the mark itself, or nothing (a wanted request, a sold or hidden listing: the
 * server answers those `notVerifiable`).
 */
export type VerificationOffer = 'ask' | 'again' | 'pending' | 'verified' | null

export function verificationOffer(
  listing: Pick<Product, 'verified' | 'isOrder' | 'isSold' | 'hidden' | 'verification'>,
): VerificationOffer {
  if (listing.verified) return 'verified'
  if (listing.isOrder || listing.isSold || listing.hidden) return null
  const status = listing.verification?.status
  if (status === 'pending') return 'pending'
  return status === 'refused' ? 'again' : 'ask'
}

/** Bytes in a MB as the texts count them (the limit is 5 MiB, said "5 MB"). */
const MB = 1024 * 1024

/** The largest proof in MB, for the texts. */
export const MAX_PROOF_MB = MAX_PROOF_BYTES / MB

/**
 * What is wrong with a picked proof before it is sent, by the server's limits: too large (its size in MB),
 * or of a type the server refuses. A file the browser gives no type leaves that to the server, which
 * recognises a proof by its bytes.
 */
export function proofProblem(file: { size: number; type: string }): { tooLarge: number } | 'wrongType' | null {
  if (file.type && !(PROOF_TYPES as readonly string[]).includes(file.type)) return 'wrongType'
  if (file.size > MAX_PROOF_BYTES) return { tooLarge: file.size / MB }
  return null
}
