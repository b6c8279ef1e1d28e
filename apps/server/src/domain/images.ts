/** The upload limit of the contract (ImageFile): 2 MiB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp'

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
