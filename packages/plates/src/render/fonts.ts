import { barlowCondensed, type FontMetrics } from '../generated/font-metrics.ts'

/*
 * The faces a plate is cut from (ADR 0036): Barlow Condensed, a condensed DIN-like grotesque, for codes,
 * numbers and Latin words; Noto Kufi Arabic for Arabic words. Plates draw their outlines, never the faces.
 */
/** Weight of code and number characters. */
export const characterWeight = 600

/** Metrics of a weight of Barlow Condensed that the package loads. */
export function latinMetrics(weight: number): FontMetrics {
  const metrics = barlowCondensed[weight as keyof typeof barlowCondensed]
  if (!metrics) throw new RangeError(`Barlow Condensed ${weight} is not one of the weights @raqam/plates loads`)
  return metrics
}

/** Width and ink of a Latin string in ems. Characters the table lacks count as a wide digit, so fitting errs small. */
export function measureLatin(text: string, weight: number) {
  const { glyphs } = latinMetrics(weight)
  const fallback = glyphs['0']!
  let advance = 0
  let inkLeft = 0
  let inkRight = 0
  let top = 0
  let bottom = 0
  let index = 0
  for (const char of text) {
    const [width, xMin, xMax, yMin, yMax] = glyphs[char] ?? fallback
    if (index === 0) inkLeft = xMin
    inkRight = advance + xMax
    top = Math.max(top, yMax)
    bottom = Math.min(bottom, yMin)
    advance += width
    index++
  }
  return { advance, inkLeft, inkRight, ascent: top, descent: -bottom }
}
