// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { arabicTextFile, arabicTextFont, arabicTextRanges } from '../../scripts/arabic-text-font.ts'

const require = createRequire(import.meta.url)

// The subsetter is deterministic: the shipped file must be byte for byte what the script makes from
// today's ranges and @fontsource file.
test('the Arabic text font holds exactly its ranges, in a fifth of the whole file', async () => {
  const shipped = readFileSync(arabicTextFile)
  expect(shipped.equals(await arabicTextFont())).toBe(true)
  const whole = readFileSync(
    require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
  )
  expect(shipped.length).toBeLessThan(whole.length / 4)
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
