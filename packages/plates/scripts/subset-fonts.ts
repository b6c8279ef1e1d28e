/**
 * Writes src/fonts/ and src/fonts.css: the plate fonts cut down to the glyphs a plate can draw, and
 * the @font-face rules that name them. @fontsource's Latin
 * file of Barlow Condensed holds some 250 glyphs and its Arabic file of Noto Kufi Arabic a whole
 * script, for a plate that sets 66 Latin characters and a dozen Arabic words: every page with a
 * plate on it downloaded about 115 KB of fonts, of which it drew a small part. HarfBuzz's subsetter
 * (WebAssembly, through subset-font) keeps the outlines, metrics, kerning and the Arabic shaping
 * rules of what it keeps, so a plate draws exactly as with the whole file. It drops Barlow's hinting
 * (its TrueType instructions, four tenths of each file): phones never run them, nor does Chromium with
 * the screenshots' `--font-render-hinting=none`, so no plate moves a pixel.
 *
 * Run: pnpm --filter @raqam/plates generate   (after changing the characters or the Arabic words)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { fontsCss, plateFontFiles, type PlateFontFile } from '../src/fonts.ts'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/** The npm file a plate font is cut from. */
export function plateFontSource(font: PlateFontFile): Buffer {
  return readFileSync(require.resolve(`${font.package}/files/${font.source}`))
}

/** The cut of one plate font: the glyphs of its text, without hinting. */
export function plateFontSubset(font: PlateFontFile): Promise<Buffer> {
  return subsetFont(plateFontSource(font), font.text, { targetFormat: 'woff2', noHinting: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(here, '..', 'src', 'fonts')
  mkdirSync(out, { recursive: true })
  for (const font of plateFontFiles) {
    const subset = await plateFontSubset(font)
    writeFileSync(join(out, font.file), subset)
    console.log(`${font.file}: ${plateFontSource(font).length} → ${subset.length} bytes`)
  }
  writeFileSync(join(here, '..', 'src', 'fonts.css'), fontsCss())
}
