import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, it } from 'vitest'
import subsetFont from 'subset-font'
import { withFamilyName } from './sfnt-names.ts'

/** Names (Windows, Unicode) by id, read straight from the name table. */
function names(font: Buffer): Map<number, string> {
  const tables = font.readUInt16BE(4)
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16
    if (font.toString('latin1', entry, entry + 4) !== 'name') continue
    const at = font.readUInt32BE(entry + 8)
    const storage = at + font.readUInt16BE(at + 4)
    const result = new Map<number, string>()
    for (let r = 0; r < font.readUInt16BE(at + 2); r++) {
      const record = at + 6 + r * 12
      if (font.readUInt16BE(record) !== 3) continue
      const start = storage + font.readUInt16BE(record + 10)
      result.set(
        font.readUInt16BE(record + 6),
        Buffer.from(font.subarray(start, start + font.readUInt16BE(record + 8)))
          .swap16()
          .toString('utf16le'),
      )
    }
    return result
  }
  return new Map()
}

/** The whole font sums to 0xB1B0AFBA once head.checkSumAdjustment is right (OpenType spec). */
function fontSum(font: Buffer): number {
  let sum = 0
  for (let i = 0; i < font.length; i += 4)
    sum = (sum + ((font[i]! << 24) | ((font[i + 1] ?? 0) << 16) | ((font[i + 2] ?? 0) << 8) | (font[i + 3] ?? 0))) >>> 0
  return sum
}

it('renames the family of a static weight and keeps the font sound', async () => {
  const file = createRequire(import.meta.url).resolve(
    '@fontsource/barlow-condensed/files/barlow-condensed-latin-500-normal.woff2',
  )
  const ttf = await subsetFont(readFileSync(file), undefined, { targetFormat: 'sfnt', keepAllGlyphs: true })
  expect(names(ttf).get(1)).toBe('Barlow Condensed Medium')
  const renamed = withFamilyName(ttf, 'Barlow Condensed')
  expect(names(renamed).get(1)).toBe('Barlow Condensed')
  expect(names(renamed).get(16)).toBe('Barlow Condensed')
  expect(names(renamed).get(2)).toBe(names(ttf).get(2))
  expect(fontSum(renamed)).toBe(0xb1b0afba)
  // Every other table is carried over byte for byte.
  expect(renamed.length).toBeGreaterThan(ttf.length - 200)
})
