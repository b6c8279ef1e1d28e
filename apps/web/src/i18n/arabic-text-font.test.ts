// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'

const require = createRequire(import.meta.url)

/** The code points of a CSS unicode-range ("U+0621-063A, U+0640"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point++) points.add(point)
  }
  return points
}

/** Characters @fontsource's whole Arabic file holds that Arabic text might use (its Arabic blocks). */
const wholeFileArabic = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/gu

// An Arabic page's own words must come from the Arabic text cut (@raqam/ui/fonts.css): one character
// outside it would make every Arabic page fetch the whole 166 KB file again.
test("every Arabic character of the storefront's and the API's Arabic texts is in the Arabic text cut", () => {
  const css = readFileSync(require.resolve('@raqam/ui/fonts.css'), 'utf8')
  const rule = /@font-face\s*{[^}]*noto-sans-arabic-core\.woff2[^}]*}/.exec(css)?.[0] ?? ''
  const cut = codePoints(/unicode-range:([^;]+);/.exec(rule)?.[1] ?? '')
  expect(cut.size).toBeGreaterThan(50)
  const locales = new URL('./locales/ar/', import.meta.url)
  const texts = [
    ...readdirSync(locales).map((file) => readFileSync(new URL(file, locales), 'utf8')),
    readFileSync(require.resolve('@raqam/api/messages/ar.json'), 'utf8'),
  ]
  const outside = new Set(
    texts
      .flatMap((text) => [...text.matchAll(wholeFileArabic)].map(([char]) => char!))
      .filter((char) => !cut.has(char.codePointAt(0)!)),
  )
  expect([...outside]).toEqual([])
})
