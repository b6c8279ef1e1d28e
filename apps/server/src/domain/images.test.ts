import { expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { sniffImageType } from './images.ts'

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
