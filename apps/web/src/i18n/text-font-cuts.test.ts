// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { legalDocuments } from '@raqam/legal/documents'
import { listingPrice } from '@raqam/text/prices'
import type { Language } from './languages.ts'
import { withVocabulary } from './vocabulary.ts'

const require = createRequire(import.meta.url)

/** The code points of the unicode-range of fonts.css's rule for `file` ("U+0621-063A, U+0640"). */
function cutOf(file: string): Set<number> {
  const css = readFileSync(require.resolve('@raqam/ui/fonts.css'), 'utf8')
  const rule = new RegExp(`@font-face\\s*{[^}]*${file.replace('.', '\\.')}[^}]*}`).exec(css)?.[0] ?? ''
  const points = new Set<number>()
  for (const part of (/unicode-range:([^;]+);/.exec(rule)?.[1] ?? '').split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point++) points.add(point)
  }
  return points
}

/**
 * The storefront's texts in a language (its files, the vocabulary's names, prices, the legal documents) and
 * the API's messages in it.
 */
function textsOf(language: Language): string[] {
  const locales = new URL(`./locales/${language}/`, import.meta.url)
  return [
    ...readdirSync(locales).map((file) => readFileSync(new URL(file, locales), 'utf8')),
    JSON.stringify(withVocabulary(language, 'common', {})),
    listingPrice({ isOrder: false, newPrice: 1234567.89 }, language),
    listingPrice({ isOrder: true, newPrice: null }, language),
    readFileSync(require.resolve(`@raqam/api/texts/${language}.json`), 'utf8'),
    JSON.stringify(Object.values(legalDocuments).map((document) => document[language])),
  ]
}

/** Characters @fontsource's whole Arabic file holds that Arabic text might use (its Arabic blocks). */
const arabic = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u
/** Characters the whole Latin files hold (@fontsource's latin range), bar the control characters. */
const latin = /[\u0020-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u2000-\u206F\u20AC\u2122\u2212]/u

/** The characters of `texts` that `script` matches and the cut in `file` lacks. */
function outside(texts: string[], script: RegExp, file: string): string[] {
  const cut = cutOf(file)
  expect(cut.size).toBeGreaterThan(50)
  return [...new Set(texts.flatMap((text) => [...text]))].filter(
    (char) => script.test(char) && !cut.has(char.codePointAt(0)!),
  )
}

// A page's own words must come from the cuts of the text faces (@raqam/ui/fonts.css): one character
// outside them would make every page fetch a whole file again (the Arabic one is 166 KB).
test("every Arabic character of the storefront's and the API's Arabic texts is in the Arabic cut", () => {
  expect(outside(textsOf('ar'), arabic, 'noto-sans-arabic-core.woff2')).toEqual([])
})

test("every other character of the Arabic texts is in the cut of Arabic pages' Latin", () => {
  expect(outside(textsOf('ar'), latin, 'noto-sans-arabic-latin-core.woff2')).toEqual([])
})

test("every Latin character of the storefront's and the API's English texts is in Inter's cut", () => {
  expect(outside(textsOf('en'), latin, 'inter-latin-core.woff2')).toEqual([])
})
