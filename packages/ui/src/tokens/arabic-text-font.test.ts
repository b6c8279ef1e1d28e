// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { arabicTextFile, arabicTextFont, arabicTextRanges, wholeArabicFile } from '../../scripts/arabic-text-font.ts'

// The subsetter is deterministic: the shipped file must be byte for byte what the script makes from
// today's ranges and @fontsource file.
test('the Arabic text font holds exactly its ranges, in a fifth of the whole file', async () => {
  const shipped = readFileSync(arabicTextFile)
  expect(shipped.equals(await arabicTextFont())).toBe(true)
  expect(shipped.length).toBeLessThan(readFileSync(wholeArabicFile).length / 4)
})

test("fonts.css gives the cut its ranges, after @fontsource's faces", () => {
  const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  const ranges = arabicTextRanges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
  const rule = /@font-face\s*{[^}]*noto-sans-arabic-core\.woff2[^}]*}/.exec(css)?.[0]
  expect(rule?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${ranges};`)
  expect(css.indexOf(rule!)).toBeGreaterThan(css.lastIndexOf('@import'))
})
