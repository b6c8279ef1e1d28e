/**
 * The text fonts' cuts (src/tokens/fonts/*-core.woff2): each of @fontsource's files that a page sets
 * nearly all its text in, cut down to the characters pages draw. @fontsource splits a face by script,
 * and each file holds far more than that script's everyday text: the Arabic file every Arabic script's
 * letters and thousands of presentation forms (166 KB), the Latin files every accented letter and
 * symbol of Western Europe. A page fetched them whole before its first paint. HarfBuzz's subsetter
 * keeps the weight axis, the outlines and the shaping rules of what it keeps, so text draws exactly as
 * with the whole file; fonts.css declares each cut after @fontsource's faces, under the same family, so
 * any character outside a cut still comes from the whole file, fetched only when a page draws one.
 *
 * Run: node scripts/text-font-cuts.ts   (after changing a cut's ranges)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)

/** First and last code point of each range a cut holds (fonts.css's unicode-range says the same). */
type Ranges = readonly (readonly [number, number])[]

export interface TextFontCut {
  /** The @fontsource file the cut is made from. */
  whole: string
  /** Where fonts.css finds the cut. */
  file: string
  ranges: Ranges
}

const fontsource = (file: string) => require.resolve(`@fontsource-variable/${file}`)
const shipped = (file: string) => fileURLToPath(new URL(`../src/tokens/fonts/${file}`, import.meta.url))

/**
 * The Latin pages draw: ASCII, the no-break space, the punctuation texts use (dashes, quotes and
 * guillemets, the ellipsis, ©, ·, ×) and the invisible marks of direction. Invisible or not, a character
 * in a face's unicode-range has the browser fetch that face. Accented letters (9 KB more) come from the
 * whole file when a name has one.
 */
const latinRanges: Ranges = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // copyright sign
  [0x00ab, 0x00ab], // left guillemet, Arabic's opening quotation mark
  [0x00b7, 0x00b7], // middle dot
  [0x00bb, 0x00bb], // right guillemet, Arabic's closing quotation mark
  [0x00d7, 0x00d7], // multiplication sign
  [0x200b, 0x203a], // zero-width and direction marks, dashes, quotation marks, bullet, ellipsis, narrow no-break space
  [0x2066, 0x2069], // direction isolates, which keep numbers in their reading order in Arabic sentences
]

export const textFontCuts = {
  /**
   * The Arabic an Arabic page sets nearly all its text in: the letters of Arabic and the few Persian
   * ones names use, the vowel marks, tatweel, both sets of Arabic digits and Arabic punctuation.
   */
  arabic: {
    whole: fontsource('noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
    file: shipped('noto-sans-arabic-core.woff2'),
    ranges: [
      [0x060c, 0x060c], // Arabic comma
      [0x061b, 0x061b], // Arabic semicolon
      [0x061f, 0x061f], // Arabic question mark
      [0x0621, 0x063a], // hamza … ghain
      [0x0640, 0x0655], // tatweel, feh … yeh, the vowel marks, madda and hamza above and below
      [0x0660, 0x066d], // Arabic-Indic digits, percent sign, decimal and thousands separators, five-pointed star
      [0x0670, 0x0671], // superscript alef, alef wasla
      [0x067e, 0x067e], // peh
      [0x0686, 0x0686], // tcheh
      [0x0698, 0x0698], // jeh
      [0x06a4, 0x06a4], // veh
      [0x06a9, 0x06a9], // keheh
      [0x06af, 0x06af], // gaf
      [0x06cc, 0x06cc], // Farsi yeh
      [0x06f0, 0x06f9], // Eastern Arabic-Indic digits
    ],
  },
  /** The Latin of English pages (Inter): 29 KB of the whole file's 48 KB. */
  latin: {
    whole: fontsource('inter/files/inter-latin-wght-normal.woff2'),
    file: shipped('inter-latin-core.woff2'),
    ranges: latinRanges,
  },
  /** The Latin of Arabic pages, their spaces and Western digits among it (Noto Sans Arabic's Latin). */
  arabicPagesLatin: {
    whole: fontsource('noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2'),
    file: shipped('noto-sans-arabic-latin-core.woff2'),
    ranges: latinRanges,
  },
} satisfies Record<string, TextFontCut>

/** Every character of the ranges, in order. */
function charactersOf(ranges: Ranges): string {
  return ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join('')
}

/** The cut, made from the npm face the rest of the storefront uses. */
export function cutTextFont(cut: TextFontCut): Promise<Buffer> {
  return subsetFont(readFileSync(cut.whole), charactersOf(cut.ranges), { targetFormat: 'woff2' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const cut of Object.values(textFontCuts)) {
    writeFileSync(cut.file, await cutTextFont(cut))
    console.log(`${cut.file}: ${readFileSync(cut.whole).length} → ${readFileSync(cut.file).length} bytes`)
  }
}
