import { MAX_PROOF_BYTES, type ProofType } from '@raqam/listing-rules/limits'
import { sniffImageType } from './images.ts'

export { MAX_PROOF_BYTES, type ProofType }

/** A proof of ownership as it is kept: the client's bytes, unchanged (a moderator reads the original), and their type. */
export interface Proof {
  bytes: Buffer
  type: ProofType
}

/**
 * A proof's type by its first bytes: a PNG, JPEG or WebP photo, or a PDF (`%PDF-`). Never by the
 * declared type or file name. The bytes are kept as sent, never decoded by the server: they are only
 * ever served back to moderators as an attachment with `nosniff`.
 */
export function sniffProofType(bytes: Uint8Array): ProofType | null {
  const image = sniffImageType(bytes)
  if (image) return image
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return bytes.length >= pdf.length && pdf.every((byte, i) => bytes[i] === byte) ? 'application/pdf' : null
}
