/**
 * A face cut down to outlines: what `./build` writes at build time and `./line` sets at run time.
 * Coordinates are font units, y downwards (SVG's way), the origin on the baseline at the pen's start.
 */
export interface OutlineFace {
  /** A short name, unique among the faces one picture uses: it prefixes the ids of its glyphs. */
  name: string
  /** Font units per em. */
  unitsPerEm: number
  /** Character → its advance and outline, for lines set glyph by glyph (digits, Latin letters). */
  glyphs: Readonly<Record<string, Outline>>
  /** A pair of characters → the kerning between them, in font units (only pairs that have one). */
  kerning: Readonly<Record<string, number>>
  /**
   * Whole words, shaped once (Arabic letters join and form ligatures, so a word is the unit that can
   * be cut: its letters' outlines depend on their neighbours).
   */
  words: Readonly<Record<string, Outline>>
}

/** An advance width and the path that draws it (`d`, relative commands, integers). */
export type Outline = readonly [advance: number, d: string]
