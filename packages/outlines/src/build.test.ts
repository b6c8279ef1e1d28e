import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { outlineFace, verticalMetrics } from './build.ts'

const require = createRequire(import.meta.url)
const barlow = require.resolve('@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2')
const kufi = require.resolve('@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2')

test('cuts characters, their kerning and whole words from a WOFF2 file', async () => {
  const face = await outlineFace({ name: 'b', file: barlow, characters: 'AV18', words: ['AV'] })
  expect(face.unitsPerEm).toBe(1000)
  expect(Object.keys(face.glyphs).sort()).toEqual(['1', '8', 'A', 'V'])
  // Barlow kerns A and V together; a kerned pair drawn as a word is as wide as the sum of its parts.
  expect(face.kerning.AV).toBeLessThan(0)
  expect(face.words.AV![0]).toBe(face.glyphs.A![0] + face.kerning.AV! + face.glyphs.V![0])
  // An "8" has two counters: three closed subpaths.
  expect(face.glyphs['8']![1].match(/z/g)).toHaveLength(3)
  expect(face.glyphs['8']![1]).toMatch(/^m-?\d+[ -]\d+[lqc]/)
})

test('shapes Arabic words whole: joined letters are narrower than the same letters apart', async () => {
  const face = await outlineFace({ name: 'k', file: kufi, characters: 'دبي', words: ['دبي'] })
  const apart = [...'دبي'].reduce((sum, letter) => sum + face.glyphs[letter]![0], 0)
  expect(face.words['دبي']![0]).toBeLessThan(apart)
})

test('refuses a character the font does not have, rather than drawing an empty box', async () => {
  await expect(outlineFace({ name: 'b', file: barlow, words: ['دبي'] })).rejects.toThrow(/no glyph/)
})

test('cuts to a coarser grid when asked: the same shapes in fewer bytes', async () => {
  const fine = await outlineFace({ name: 'b', file: barlow, characters: '8' })
  const coarse = await outlineFace({ name: 'b', file: barlow, characters: '8', unitsPerEm: 250 })
  expect(coarse.unitsPerEm).toBe(250)
  expect(coarse.glyphs['8']![0]).toBe(Math.round(fine.glyphs['8']![0] / 4))
  expect(coarse.glyphs['8']![1].length).toBeLessThan(fine.glyphs['8']![1].length * 0.8)
  expect(coarse.glyphs['8']![1].match(/z/g)).toHaveLength(3)
})

test('spaces a word’s glyphs as CSS letter-spacing does, after the last one too', async () => {
  const plain = await outlineFace({ name: 'b', file: barlow, words: ['AV'] })
  const spaced = await outlineFace({ name: 'b', file: barlow, words: ['AV'], letterSpacing: 0.02 })
  expect(spaced.words.AV![0]).toBe(plain.words.AV![0] + 2 * 20)
})

test('reads the ascent and descent a line of the face is laid out with', async () => {
  const metrics = await verticalMetrics({ file: barlow })
  expect(metrics.unitsPerEm).toBe(1000)
  expect(metrics.ascent).toBeGreaterThan(700)
  expect(metrics.descent).toBeGreaterThan(100)
  expect(metrics.ascent + metrics.descent).toBeLessThan(1500)
})
