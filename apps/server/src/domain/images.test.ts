import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { PHONE_EXIF, photoJpeg, PNG_HEADER_AND_JUNK, pngDeclaring } from '#test/images.ts'
import { AVATAR_SIZE, ImageRefused, MAX_IMAGE_PIXELS, normaliseAvatar, sniffImageType } from './images.ts'

it('recognises PNG, JPEG and WebP by their first bytes', () => {
  expect(sniffImageType(identiconPng(new Prng(1)))).toBe('image/png')
  expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe('image/jpeg')
  expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
})

it('refuses anything else, whatever it claims to be', () => {
  expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
  expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull()
  expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull()
  expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull()
  expect(sniffImageType(Buffer.alloc(0))).toBeNull()
})

/** The GPSInfo pointer (tag 0x8825) as written in little-endian ("II") EXIF. */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88])

describe('normaliseAvatar', () => {
  it('re-encodes a photo as a WebP of at most 512 × 512, keeping its proportions', async () => {
    const avatar = await normaliseAvatar(await photoJpeg(1200, 900))
    expect(avatar.type).toBe('image/webp')
    expect(sniffImageType(avatar.bytes)).toBe('image/webp')
    expect(await sharp(avatar.bytes).metadata()).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: 384 })
  })

  it('never enlarges a small image', async () => {
    const avatar = await normaliseAvatar(identiconPng(new Prng(1), 60))
    expect(await sharp(avatar.bytes).metadata()).toMatchObject({ format: 'webp', width: 60, height: 60 })
  })

  it('strips EXIF, GPS position included, after applying the orientation', async () => {
    const photo = await photoJpeg(600, 300, { exif: PHONE_EXIF, orientation: 6 })
    const before = await sharp(photo).metadata()
    expect(before.exif?.toString('latin1')).toContain('Phone')
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true)
    expect(before.orientation).toBe(6)
    const after = await sharp((await normaliseAvatar(photo)).bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    // Orientation 6 is a quarter turn: the stored image stands upright.
    expect(after).toMatchObject({ width: 256, height: 512 })
  })

  it('refuses junk behind an image header', async () => {
    await expect(normaliseAvatar(PNG_HEADER_AND_JUNK)).rejects.toThrow(new ImageRefused('imageUnreadable'))
    const jpeg = await photoJpeg(200, 200)
    await expect(normaliseAvatar(jpeg.subarray(0, jpeg.length / 2))).rejects.toThrow(
      new ImageRefused('imageUnreadable'),
    )
  })

  it('refuses a declared size over the pixel limit from its header, without decoding it', async () => {
    await expect(normaliseAvatar(pngDeclaring(100_000, 100_000))).rejects.toThrow(
      new ImageRefused('imageTooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 }),
    )
    // Just over the limit in one long strip, too.
    await expect(normaliseAvatar(pngDeclaring(MAX_IMAGE_PIXELS + 1, 1))).rejects.toThrow(
      new ImageRefused('imageTooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 }),
    )
  })
})
