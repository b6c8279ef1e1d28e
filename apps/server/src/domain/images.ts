import type { ErrorParams } from '@raqam/api/schema'
import { AVATAR_SIZE, MAX_IMAGE_BYTES } from '@raqam/listing-rules/limits'
import sharp from 'sharp'

// The upload limit and the avatar's size are the storefront's too (it scales photos to them before sending),
// so they live in @raqam/listing-rules; the server's modules keep reading them from here.
export { AVATAR_SIZE, MAX_IMAGE_BYTES }

/**
 * The most pixels an upload may declare. A 2 MiB file can claim 100,000 × 100,000 pixels (a PNG of
 * zeros compresses that well), and decoding it would take gigabytes; 50 megapixels still admits any
 * phone photo (48 MP cameras) and is refused from the header alone, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp'

/** An uploaded picture as it is kept (an avatar): its bytes and their type, sniffed and re-encoded. */
export interface Avatar {
  bytes: Buffer
  type: ImageType
}

/** What every stored avatar is re-encoded to. */
const AVATAR_TYPE = 'image/webp' satisfies ImageType

/**
 * The image type by its first bytes (magic numbers), never by the declared type or file name: a
 * script renamed to .png must not be served back as an image.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (offset: number, ...signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  if (startsWith(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (startsWith(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(0, 0x52, 0x49, 0x46, 0x46) && startsWith(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}

/** An upload that has the right magic bytes but is not an image we will keep; the code says why. */
export class ImageRefused extends Error {
  constructor(
    readonly code: 'imageUnreadable' | 'imageTooManyPixels',
    readonly params: ErrorParams = {},
  ) {
    super(code)
  }
}

/**
 * Decodes an upload whose type was sniffed, and re-encodes it as a WebP of at most AVATAR_SIZE ×
 * AVATAR_SIZE: what is stored and served is always an image libvips produced, never the client's
 * bytes, so junk behind a valid header, decompression bombs and metadata (EXIF GPS positions of phone
 * photos, comments, ICC-embedded payloads) are gone. The EXIF orientation is applied first, since the
 * tag that carried it is stripped.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Avatar> {
  // failOn 'truncated': a cut-off file is refused, while the harmless warnings real cameras
  // produce are not. Only the first frame of an animation is read.
  const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', pages: 1 })
  try {
    const output = await input
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
    return { bytes: output, type: AVATAR_TYPE }
  } catch (error) {
    const reason = error instanceof Error ? error.message : ''
    throw /pixel limit/i.test(reason)
      ? new ImageRefused('imageTooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 })
      : new ImageRefused('imageUnreadable')
  }
}
