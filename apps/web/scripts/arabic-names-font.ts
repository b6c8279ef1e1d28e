/**
 * The Arabic names font (src/styles/fonts/arabic-names.woff2): Noto Sans Arabic cut down to the
 * Arabic that the page frame draws on every page, English pages included: the brand's name in the
 * wordmark and the language button's "العربية". Without it every English page downloaded the whole
 * Arabic face (166 KB) for those ten letters. HarfBuzz's subsetter keeps the weight axis and the
 * shaping rules of what it keeps, so the words draw exactly as in the whole face.
 *
 * Run: node scripts/arabic-names-font.ts   (after changing the brand's name or the button's label)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { brandNameArabic } from '../src/components/logo/brand-name.ts'

const require = createRequire(import.meta.url)

/** Where the storefront's stylesheet finds the file. */
export const arabicNamesFile = fileURLToPath(new URL('../src/styles/fonts/arabic-names.woff2', import.meta.url))

/** Every character the file holds: the brand's name and the label English pages give the Arabic button. */
export function arabicNamesText(): string {
  const common = JSON.parse(readFileSync(new URL('../src/i18n/locales/en/common.json', import.meta.url), 'utf8')) as {
    language: { switchTo: string }
  }
  return `${brandNameArabic} ${common.language.switchTo}`
}

/** The subset, made from the npm face the rest of the storefront uses. */
export async function arabicNamesFont(): Promise<Buffer> {
  const face = readFileSync(
    require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
  )
  return subsetFont(face, arabicNamesText(), { targetFormat: 'woff2' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(arabicNamesFile, await arabicNamesFont())
  console.log(`${arabicNamesFile}: ${readFileSync(arabicNamesFile).length} bytes`)
}
