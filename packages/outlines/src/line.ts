import type { OutlineFace } from './face.ts'

/** One outline of a line, placed: `x` in font units from the line's start. */
export interface PlacedOutline {
  /** The id of its path: unique to the face and the character or word, the same wherever it is drawn. */
  id: string
  d: string
  x: number
}

/** A line set in a face: its width in font units and its outlines, left to right. */
export interface SetLine {
  advance: number
  outlines: PlacedOutline[]
}

/**
 * Sets `text` in `face`: as one shaped word when the face has it whole, otherwise character by
 * character with the face's kerning. A character the face lacks advances like its widest digit and
 * draws nothing (the caller validates its text; a picture never throws on a string).
 */
export function setLine(face: OutlineFace, text: string): SetLine {
  const word = face.words[text]
  if (word) return { advance: word[0], outlines: [{ id: wordId(face, text), d: word[1], x: 0 }] }
  const outlines: PlacedOutline[] = []
  let pen = 0
  let previous = ''
  for (const character of text) {
    pen += face.kerning[previous + character] ?? 0
    const glyph = face.glyphs[character]
    if (glyph) outlines.push({ id: glyphId(face, character), d: glyph[1], x: pen })
    pen += glyph?.[0] ?? missingAdvance(face)
    previous = character
  }
  return { advance: pen, outlines }
}

function glyphId(face: OutlineFace, character: string): string {
  return `${face.name}-${character.codePointAt(0)!.toString(36)}`
}

/** A word's id: a short hash of its characters (an id must be a plain name, and words can be long). */
function wordId(face: OutlineFace, word: string): string {
  let hash = 0x811c9dc5
  for (const character of word) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${face.name}-w${hash.toString(36)}`
}

function missingAdvance(face: OutlineFace): number {
  let widest = 0
  for (const digit of '0123456789') widest = Math.max(widest, face.glyphs[digit]?.[0] ?? 0)
  return widest || face.unitsPerEm / 2
}
