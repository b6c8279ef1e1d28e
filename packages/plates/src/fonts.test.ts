// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { expect, test } from 'vitest'
import { plateFontFiles } from './fonts.ts'

const require = createRequire(import.meta.url)

// The subsetter is deterministic, so the shipped files must be byte for byte what scripts/subset-fonts.ts
// makes from today's characters, Arabic words and @fontsource files: a word added to a plate without
// running `pnpm --filter @raqam/plates generate` would draw in no font, and fails here first.
test.each(plateFontFiles)('src/fonts/$file holds exactly the glyphs plates draw', async (font) => {
  const shipped = readFileSync(new URL(`./fonts/${font.file}`, import.meta.url))
  const source = readFileSync(require.resolve(`${font.package}/files/${font.source}`))
  const expected = await subsetFont(source, font.text, { targetFormat: 'woff2' })
  expect(shipped.equals(expected)).toBe(true)
  expect(shipped.length).toBeLessThan(source.length / 1.8)
})

test('fonts.css names every shipped file, and no other', () => {
  const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
  const named = [...css.matchAll(/url\('\.\/fonts\/([^']+)'\)/g)].map((match) => match[1])
  expect(named.sort()).toEqual(plateFontFiles.map((font) => font.file).sort())
})
