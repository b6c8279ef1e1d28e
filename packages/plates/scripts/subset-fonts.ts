/**
 * Writes src/fonts/ and src/fonts.css: the plate fonts cut down to the glyphs a plate can draw, and
 * the @font-face rules that name them. @fontsource's Latin
 * file of Barlow Condensed holds some 250 glyphs and its Arabic file of Noto Kufi Arabic a whole
 * script, for a plate that sets 66 Latin characters and a dozen Arabic words: every page with a
 * plate on it downloaded about 115 KB of fonts, of which it drew a small part. HarfBuzz's subsetter
 * (WebAssembly, through subset-font) keeps the outlines, metrics, kerning and the Arabic shaping
 * rules of what it keeps, so a plate draws exactly as with the whole file.
 *
 * Run: pnpm --filter @raqam/plates generate   (after changing the characters or the Arabic words)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { fontsCss, plateFontFiles } from '../src/fonts.ts'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const out = join(here, '..', 'src', 'fonts')
mkdirSync(out, { recursive: true })

for (const font of plateFontFiles) {
  const source = readFileSync(require.resolve(`${font.package}/files/${font.source}`))
  const subset = await subsetFont(source, font.text, { targetFormat: 'woff2' })
  writeFileSync(join(out, font.file), subset)
  console.log(`${font.file}: ${source.length} → ${subset.length} bytes`)
}
writeFileSync(join(here, '..', 'src', 'fonts.css'), fontsCss())
