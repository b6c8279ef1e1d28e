import sharp from 'sharp'
import { rgbPng } from '#db/png.ts'

/** A photo-like JPEG (a gradient, so it is not trivially compressible) of the given size. */
export async function photoJpeg(
  width: number,
  height: number,
  metadata: { exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256
    pixels[i * 3 + 1] = Math.floor(i / width) % 256
    pixels[i * 3 + 2] = 128
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (metadata.exif) image.withExif(metadata.exif)
  // sharp writes its own Orientation tag, so the one in the EXIF above would be replaced.
  if (metadata.orientation) image.withMetadata({ orientation: metadata.orientation })
  return image.jpeg({ quality: 80 }).toBuffer()
}

/** EXIF of a phone photo taken in Dubai: the GPS block (IFD3) and the camera. */
export const PHONE_EXIF = {
  IFD0: { Make: 'Phone', Model: 'Camera 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 26/1' },
}

/** A valid PNG header that declares width × height pixels, followed by a few bytes of image data. */
export function pngDeclaring(width: number, height: number): Buffer {
  return rgbPng(width, height, Buffer.alloc(1024))
}

/** The eight bytes of a PNG signature and then junk: passes the magic-byte check, decodes to nothing. */
export const PNG_HEADER_AND_JUNK = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<?php system($_GET["c"]); ?>'.repeat(20)),
])
