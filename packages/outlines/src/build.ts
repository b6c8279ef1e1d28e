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
   * The grid the outlines are cut to, in units per em (default: the font's own, usually 1,000). A
   * coarser grid gives shorter paths: 250 is a quarter of a unit's error at 1,000, a fifth of a pixel
   * on a character 200 pixels tall.
   */
  unitsPerEm?: number
}

/** The outlines of `source`'s characters and words. Throws when the font lacks one of them. */
export async function outlineFace(source: FaceSource): Promise<OutlineFace> {
  // HarfBuzz reads SFNT only, and draws a variable font at its default instance: the file is
  // unpacked, and pinned at the weight, first.
  const sfnt = await subsetFont(readFileSync(source.file), undefined, {
    targetFormat: 'sfnt',
    keepAllGlyphs: true,
    ...(source.weight !== undefined && { variationAxes: { wght: source.weight } }),
  })
  // (HarfBuzz's objects are freed when they are collected.)
  const face = new hb.Face(new hb.Blob(sfnt))
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
  const outline = (text: string): Outline => {
    const glyphs = shape(text)
    if (glyphs.some((glyph) => glyph.glyph === 0)) {
      throw new Error(`${source.name} (${source.file}) has no glyph for a character of ${JSON.stringify(text)}`)
    }
    const pieces: PathPiece[] = []
    let pen = 0
    for (const glyph of glyphs) {
      pieces.push({ d: font.glyphToPath(glyph.glyph), x: pen + glyph.xOffset, y: glyph.yOffset })
      pen += glyph.xAdvance
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
  for (const word of [...new Set(source.words ?? [])].sort()) words[word] = outline(word)
  return { name: source.name, unitsPerEm, glyphs, kerning, words }
}
