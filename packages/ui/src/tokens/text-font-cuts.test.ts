// @vitest-environment node
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { expect, test } from 'vitest'
import { cutTextFont, textFontCuts } from '../../scripts/text-font-cuts.ts'

const cuts = Object.entries(textFontCuts).map(([name, cut]) => ({ name, ...cut }))

// The subsetter is deterministic: each shipped file must be byte for byte what the script makes from
// today's ranges and @fontsource files.
test.each(cuts)('the $name cut holds exactly its ranges, in well under the whole file', async (cut) => {
  const shipped = readFileSync(cut.file)
  expect(shipped.equals(await cutTextFont(cut))).toBe(true)
  expect(shipped.length).toBeLessThan(readFileSync(cut.whole).length * 0.7)
})

test.each(cuts)("fonts.css gives the $name cut its ranges, after @fontsource's faces", (cut) => {
  const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  const ranges = cut.ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
  const rule = new RegExp(`@font-face\\s*{[^}]*${basename(cut.file).replace('.', '\\.')}[^}]*}`).exec(css)?.[0]
  expect(rule?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${ranges};`)
  expect(css.indexOf(rule!)).toBeGreaterThan(css.lastIndexOf('@import'))
})
