/**
 * Build time only (Node): cuts a font file down to the outlines of the characters and words a
 * picture can show. HarfBuzz shapes them, as browsers do, so a word drawn from these paths has the
 * joins, ligatures and kerning it has as text.
 */
import { readFileSync } from 'node:fs'
import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { compactPath, type PathPiece } from './compact-path.ts'
import type { Outline, OutlineFace } from './face.ts'

export interface FaceSource {
  /** The face's short name (prefixes its glyphs' ids). */
  name: string
  /** A font file: TTF, OTF, WOFF or WOFF2 (@fontsource ships WOFF2). */
  file: string
  /** A variable font's weight, pinned (a static face has none). */
  weight?: number
  /** Characters set one by one: each gets its outline, and every pair its kerning. */
  characters?: string
  /** Whether pairs of characters are kerned (default true). */
  kerning?: boolean
  /** Words shaped whole. */
  words?: readonly string[]
  /**
   * Space added after every glyph of a word, in ems, as CSS `letter-spacing` adds it (after the last
   * glyph too, so the word's advance is the width the browser gives it).
   */
  letterSpacing?: number
  /**
   * The grid the outlines are cut to, in units per em (default: the font's own, usually 1,000). A
   * coarser grid gives shorter paths: 250 is a quarter of a unit's error at 1,000, a fifth of a pixel
   * on a character 200 pixels tall.
   */
  unitsPerEm?: number
}

/** A face as HarfBuzz reads it: SFNT only, a variable font at its default instance unless pinned. */
async function openFace(source: Pick<FaceSource, 'file' | 'weight'>): Promise<hb.Face> {
  const sfnt = await subsetFont(readFileSync(source.file), undefined, {
    targetFormat: 'sfnt',
    keepAllGlyphs: true,
    ...(source.weight !== undefined && { variationAxes: { wght: source.weight } }),
  })
  // (HarfBuzz's objects are freed when they are collected.)
  return new hb.Face(new hb.Blob(sfnt))
}

/** A face's height above and below the baseline, in its own units, both positive. */
export interface VerticalMetrics {
  unitsPerEm: number
  ascent: number
  descent: number
}

/**
 * The ascent and descent a browser lays a line of the face out with: the hhea table's (Chromium reads
 * them through FreeType; the storefront's faces give their OS/2 typographic metrics the same figures).
 * With them a word drawn as a path can sit where the same word set as text would: its baseline is
 * (1 em + ascent - descent) / 2 below the top of a line box 1 em tall.
 */
export async function verticalMetrics(source: Pick<FaceSource, 'file' | 'weight'>): Promise<VerticalMetrics> {
  const face = await openFace(source)
  const hhea = face.referenceTable('hhea')
  if (!hhea) throw new Error(`${source.file} has no hhea table`)
  const view = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength)
  return { unitsPerEm: face.upem, ascent: view.getInt16(4), descent: -view.getInt16(6) }
}

/** The outlines of `source`'s characters and words. Throws when the font lacks one of them. */
export async function outlineFace(source: FaceSource): Promise<OutlineFace> {
  const face = await openFace(source)
  const font = new hb.Font(face)
  const unitsPerEm = source.unitsPerEm ?? face.upem
  const scale = unitsPerEm / face.upem
  const shape = (text: string) => {
    const buffer = new hb.Buffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    hb.shape(font, buffer)
    const positions = buffer.getGlyphPositions()
    return buffer.getGlyphInfos().map((info, i) => ({ glyph: info.codepoint, ...positions[i]! }))
  }
  const outline = (text: string, spacing = 0): Outline => {
    const glyphs = shape(text)
    if (glyphs.some((glyph) => glyph.glyph === 0)) {
      throw new Error(`${source.name} (${source.file}) has no glyph for a character of ${JSON.stringify(text)}`)
    }
    const pieces: PathPiece[] = []
    let pen = 0
    for (const glyph of glyphs) {
      pieces.push({ d: font.glyphToPath(glyph.glyph), x: pen + glyph.xOffset, y: glyph.yOffset })
      pen += glyph.xAdvance + spacing
    }
    return [Math.round(pen * scale), compactPath(pieces, scale)]
  }
  const characters = [...new Set(source.characters ?? '')].sort()
  const glyphs: Record<string, Outline> = {}
  for (const character of characters) glyphs[character] = outline(character)
  const kerning: Record<string, number> = {}
  for (const first of characters) {
    for (const second of characters) {
      const [pair] = shape(first + second)
      const kern = Math.round((pair!.xAdvance - shape(first)[0]!.xAdvance) * scale)
      if (kern !== 0) kerning[first + second] = kern
    }
  }
  const words: Record<string, Outline> = {}
  const wordSpacing = (source.letterSpacing ?? 0) * face.upem
  for (const word of [...new Set(source.words ?? [])].sort()) words[word] = outline(word, wordSpacing)
  return { name: source.name, unitsPerEm, glyphs, kerning, words }
}
