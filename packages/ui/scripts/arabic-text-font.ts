/**
 * The Arabic text font (src/tokens/fonts/noto-sans-arabic-core.woff2): Noto Sans Arabic cut down to the
 * Arabic that pages set nearly all their text in — the letters of Arabic and the few Persian ones
 * names use, the vowel marks, tatweel, both sets of Arabic digits and Arabic punctuation. @fontsource's
 * Arabic file holds every Arabic script's letters and the presentation forms besides (166 KB), and an
 * Arabic page fetched all of it before its first paint. HarfBuzz's subsetter keeps the weight axis,
 * the outlines and the shaping rules of what it keeps, so text draws exactly as with the whole file;
 * any other Arabic character still comes from the whole file (fonts.css), fetched only when drawn.
 *
 * Run: node scripts/arabic-text-font.ts   (after changing the ranges)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)

/** @fontsource's Arabic file of the face, which the cut is made from. */
export const wholeArabicFile =
  require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2')

/** Where fonts.css finds the file. */
export const arabicTextFile = fileURLToPath(new URL('../src/tokens/fonts/noto-sans-arabic-core.woff2', import.meta.url))

/** The code points the file holds, first and last of each range (fonts.css's unicode-range says the same). */
export const arabicTextRanges: readonly (readonly [number, number])[] = [
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
]

/** Every character of the ranges, in order. */
function arabicText(): string {
  return arabicTextRanges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join('')
}

/** The subset, made from the npm face the rest of the storefront uses. */
export async function arabicTextFont(): Promise<Buffer> {
  return subsetFont(readFileSync(wholeArabicFile), arabicText(), { targetFormat: 'woff2' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(arabicTextFile, await arabicTextFont())
  console.log(`${arabicTextFile}: ${readFileSync(arabicTextFile).length} bytes`)
}
