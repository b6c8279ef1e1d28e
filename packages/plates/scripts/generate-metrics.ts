/**
 * Writes src/generated/font-metrics.ts: advance widths and glyph boxes of the plate's character
 * font, read from the WOFF files that @fontsource ships. The renderer fits code and number into
 * their boxes with these numbers, so it needs no DOM and gives the same SVG in Node and browsers.
 *
 * Run: pnpm --filter @raqam/plates generate
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { latinCharacters, latinWeights } from '../src/layout/latin-characters.ts'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve('@fontsource/barlow-condensed/package.json')), 'files')
const version = (JSON.parse(readFileSync(join(fontDir, '..', 'package.json'), 'utf8')) as { version: string }).version

const weights = latinWeights
const characters = latinCharacters

type Tables = Map<string, DataView>

function readWoff(file: string): Tables {
  const bytes = readFileSync(file)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error(`${file} is not a WOFF 1 file`)
  const numTables = view.getUint16(12)
  const tables: Tables = new Map()
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4))
    const offset = view.getUint32(entry + 4)
    const compLength = view.getUint32(entry + 8)
    const origLength = view.getUint32(entry + 12)
    const raw = bytes.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(raw) : raw
    tables.set(tag, new DataView(data.buffer, data.byteOffset, data.byteLength))
  }
  return tables
}

function table(tables: Tables, tag: string): DataView {
  const found = tables.get(tag)
  if (!found) throw new Error(`missing table ${tag}`)
  return found
}

/** Character → glyph id from the format 4 (BMP) cmap subtable. */
function glyphIds(cmap: DataView): (code: number) => number {
  const count = cmap.getUint16(2)
  for (let i = 0; i < count; i++) {
    const platform = cmap.getUint16(4 + i * 8)
    const encoding = cmap.getUint16(6 + i * 8)
    const offset = cmap.getUint32(8 + i * 8)
    if (cmap.getUint16(offset) !== 4 || (!(platform === 3 && encoding === 1) && platform !== 0)) continue
    const segX2 = cmap.getUint16(offset + 6)
    const ends = offset + 14
    const starts = ends + segX2 + 2
    const deltas = starts + segX2
    const rangeOffsets = deltas + segX2
    return (code) => {
      for (let s = 0; s < segX2 / 2; s++) {
        if (cmap.getUint16(ends + s * 2) < code) continue
        const start = cmap.getUint16(starts + s * 2)
        if (start > code) return 0
        const delta = cmap.getInt16(deltas + s * 2)
        const rangeOffset = cmap.getUint16(rangeOffsets + s * 2)
        if (rangeOffset === 0) return (code + delta) & 0xffff
        const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2
        const glyph = cmap.getUint16(at)
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff
      }
      return 0
    }
  }
  throw new Error('no format 4 cmap subtable')
}

function metricsFor(weight: number) {
  const tables = readWoff(join(fontDir, `barlow-condensed-latin-${weight}-normal.woff`))
  const head = table(tables, 'head')
  const hhea = table(tables, 'hhea')
  const os2 = table(tables, 'OS/2')
  const hmtx = table(tables, 'hmtx')
  const loca = table(tables, 'loca')
  const glyf = table(tables, 'glyf')
  const unitsPerEm = head.getUint16(18)
  const longLoca = head.getInt16(50) === 1
  const numberOfHMetrics = hhea.getUint16(34)
  const glyphOf = glyphIds(table(tables, 'cmap'))
  const em = (units: number) => Math.round((units / unitsPerEm) * 10000) / 10000

  const glyphs: Record<string, [advance: number, xMin: number, xMax: number, yMin: number, yMax: number]> = {}
  for (const char of characters) {
    const id = glyphOf(char.codePointAt(0) ?? 0)
    if (id === 0) throw new Error(`Barlow Condensed ${weight} has no glyph for ${JSON.stringify(char)}`)
    const advance = hmtx.getUint16(Math.min(id, numberOfHMetrics - 1) * 4)
    const start = longLoca ? loca.getUint32(id * 4) : loca.getUint16(id * 2) * 2
    const end = longLoca ? loca.getUint32(id * 4 + 4) : loca.getUint16(id * 2 + 2) * 2
    const box =
      end > start
        ? [glyf.getInt16(start + 2), glyf.getInt16(start + 6), glyf.getInt16(start + 4), glyf.getInt16(start + 8)]
        : [0, 0, 0, 0]
    glyphs[char] = [em(advance), em(box[0]!), em(box[1]!), em(box[2]!), em(box[3]!)]
  }
  return {
    capHeight: em(os2.getInt16(88)),
    ascent: em(hhea.getInt16(4)),
    descent: em(-hhea.getInt16(6)),
    glyphs,
  }
}

function formatFont(weight: number, font: ReturnType<typeof metricsFor>): string {
  const glyphs = Object.entries(font.glyphs)
    .map(([char, box]) => `      ${JSON.stringify(char)}: [${box.join(', ')}],\n`)
    .join('')
  return `  ${weight}: {\n    capHeight: ${font.capHeight},\n    ascent: ${font.ascent},\n    descent: ${font.descent},\n    glyphs: {\n${glyphs}    },\n  },\n`
}

/** The source of src/generated/font-metrics.ts, from the installed font files. */
export function fontMetricsSource(): string {
  const fonts = weights.map((weight) => formatFont(weight, metricsFor(weight)))
  return `// Generated by scripts/generate-metrics.ts from @fontsource/barlow-condensed ${version}. Do not edit.
// Units are ems. Each glyph is [advance, xMin, xMax, yMin, yMax] (y grows upwards, baseline 0).

/** Metrics of one weight of the character font. */
export type FontMetrics = {
  capHeight: number
  ascent: number
  descent: number
  glyphs: Readonly<Record<string, readonly [number, number, number, number, number]>>
}

/** Barlow Condensed, by weight. */
export const barlowCondensed: Readonly<Record<${weights.join(' | ')}, FontMetrics>> = {
${fonts.join('')}}
`
}

export const fontMetricsPath = join(here, '..', 'src', 'generated', 'font-metrics.ts')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(fontMetricsPath), { recursive: true })
  writeFileSync(fontMetricsPath, fontMetricsSource())
  console.log(`wrote ${fontMetricsPath}`)
}
