// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { plateFontSource, plateFontSubset } from '../scripts/subset-fonts.ts'
import { fontsCss, plateFontFiles, unicodeRange } from './fonts.ts'

// The subsetter is deterministic, so the shipped files must be byte for byte what scripts/subset-fonts.ts
// makes from today's characters, Arabic words and @fontsource files: a word added to a plate without
// running `pnpm --filter @raqam/plates generate` would draw in no font, and fails here first.
test.each(plateFontFiles)('src/fonts/$file holds exactly the glyphs plates draw', async (font) => {
  const shipped = readFileSync(new URL(`./fonts/${font.file}`, import.meta.url))
  expect(shipped.equals(await plateFontSubset(font))).toBe(true)
  expect(shipped.length).toBeLessThan(plateFontSource(font).length / 1.8)
})

test("fonts.css is the @font-face rules of today's files", () => {
  expect(readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')).toBe(fontsCss())
})

test('a unicode range joins consecutive code points', () => {
  expect(unicodeRange('ba- dc9')).toBe('U+0020, U+002D, U+0039, U+0061-0064')
})
