import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { withFamilyName } from './sfnt-names.ts'

/**
 * The share card's fonts: the storefront's own npm faces, never the system's. resvg reads TTF/OTF
 * files only, while @fontsource ships WOFF2, and the storefront's Inter and Noto Sans Arabic are
 * variable fonts, which resvg 2.6 draws at their default weight only. So each face is converted to
 * TTF once, and the variable ones are pinned at the weights the card uses (HarfBuzz's instancer,
 * through subset-font, WebAssembly: nothing to download or compile).
 */
interface FontSource {
  /** The npm package and the file in its files/ folder. */
  package: string
  file: string
  /** The family the SVG names it by (as the storefront's @font-face does). */
  family: string
  /** A weight to pin a variable font's wght axis at; static faces are only converted. */
  weight?: number
}

// The plates name Barlow Condensed and Noto Kufi Arabic (@raqam/plates/fonts.css is cut from these files);
// the card's words use the storefront's Inter and Noto Sans Arabic (@raqam/ui/fonts.css).
const sources: FontSource[] = [
  ...[500, 600, 700].map((weight) => ({
    package: '@fontsource/barlow-condensed',
    file: `barlow-condensed-latin-${weight}-normal.woff2`,
    family: 'Barlow Condensed',
  })),
  {
    package: '@fontsource/noto-kufi-arabic',
    file: 'noto-kufi-arabic-arabic-700-normal.woff2',
    family: 'Noto Kufi Arabic',
  },
  ...[400, 600, 800].map((weight) => ({
    package: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    family: 'Inter',
    weight,
  })),
  ...[400, 700, 800].map((weight) => ({
    package: '@fontsource-variable/noto-sans-arabic',
    file: 'noto-sans-arabic-arabic-wght-normal.woff2',
    family: 'Noto Sans Arabic',
    weight,
  })),
]

/** The families the card's SVG names (set in each file by withFamilyName, as @font-face would). */
export const cardFonts = {
  latin: 'Inter',
  arabic: 'Noto Sans Arabic',
} as const

/** The converted files, and the one that holds a family at a weight (to measure words with). */
export interface CardFontFiles {
  files: string[]
  fileOf(family: string, weight: number): string | undefined
}

const require = createRequire(import.meta.url)

function sourcePath(source: FontSource): string {
  return require.resolve(`${source.package}/files/${source.file}`)
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
}

/**
 * Writes the TTF files into `directory` (by default a folder in the system's temporary directory,
 * named after the font package versions, so restarts and test files reuse the work) and returns
 * their paths. Files appear whole or not at all (written aside, then renamed).
 */
export async function prepareCardFonts(directory?: string): Promise<CardFontFiles> {
  const versions = [...new Set(sources.map((source) => source.package))].map(
    (name) => `${name}@${packageVersion(name)}`,
  )
  const key = createHash('sha256')
    .update(JSON.stringify({ versions, sources, format: 2 }))
    .digest('hex')
    .slice(0, 16)
  const folder = directory ?? join(tmpdir(), `raqam-card-fonts-${key}`)
  mkdirSync(folder, { recursive: true })
  const paths: string[] = []
  const byFace = new Map<string, string>()
  for (const source of sources) {
    const name = `${source.file.replace(/\.woff2$/, '')}${source.weight ? `-${source.weight}` : ''}.ttf`
    const path = join(folder, name)
    if (!existsSync(path)) {
      const woff2 = readFileSync(sourcePath(source))
      const ttf = await subsetFont(woff2, undefined, {
        targetFormat: 'sfnt',
        keepAllGlyphs: true,
        ...(source.weight !== undefined && { variationAxes: { wght: source.weight } }),
      })
      const aside = `${path}.${process.pid}.tmp`
      writeFileSync(aside, withFamilyName(ttf, source.family))
      renameSync(aside, path)
    }
    paths.push(path)
    byFace.set(`${source.family}/${source.weight ?? weightOf(source.file)}`, path)
  }
  return { files: paths, fileOf: (family, weight) => byFace.get(`${family}/${weight}`) }
}

/** The weight of a static @fontsource file, from its name (`…-latin-700-normal.woff2`). */
function weightOf(file: string): number {
  return Number(/-(\d{3})-normal\.woff2$/.exec(file)?.[1] ?? 400)
}
