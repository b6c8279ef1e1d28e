import { round } from '../layout/draw.ts'
import type { Box, TextSlot } from '../layout/types.ts'
import { characterWeight, latinMetrics, measureLatin } from './fonts.ts'

/** A code or number placed in its slot: `x` is the anchor (text-anchor middle), `y` the baseline. */
export type FittedText = {
  text: string
  x: number
  y: number
  fontSize: number
  /** The advance width the text is pinned to (SVG textLength). */
  width: number
  /** The characters' ink, from the font's glyph boxes. */
  ink: Box
}

/**
 * Fits one line of characters into a slot. The cap height fills the slot's height; a line too wide
 * is first condensed (down to `slot.minScaleX`), then made smaller, never stretched. The ink, not the
 * advance box, is centred, so a lone "1" sits in the middle of its slot.
 */
export function fitText(text: string, slot: TextSlot): FittedText | null {
  if (text === '') return null
  const { box } = slot
  const { capHeight } = latinMetrics(characterWeight)
  const m = measureLatin(text, characterWeight)
  let fontSize = box.height / capHeight
  let scaleX = 1
  const inkWidth = (m.inkRight - m.inkLeft) * fontSize
  if (inkWidth > box.width) {
    scaleX = box.width / inkWidth
    if (scaleX < slot.minScaleX) {
      fontSize *= scaleX / slot.minScaleX
      scaleX = slot.minScaleX
    }
  }
  const sx = fontSize * scaleX
  const width = m.advance * sx
  const centre = box.x + box.width / 2
  const x = centre - ((m.inkLeft + m.inkRight) / 2 - m.advance / 2) * sx
  const y = box.y + (box.height + capHeight * fontSize) / 2
  const inkLeft = x - width / 2 + m.inkLeft * sx
  return {
    text,
    x: round(x),
    y: round(y),
    fontSize: round(fontSize),
    width: round(width),
    ink: {
      x: round(inkLeft),
      y: round(y - m.ascent * fontSize),
      width: round((m.inkRight - m.inkLeft) * sx),
      height: round((m.ascent + m.descent) * fontSize),
    },
  }
}
