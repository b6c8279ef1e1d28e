/**
 * Building blocks for the emirate marks: set text (Latin in Barlow Condensed, Arabic in Noto Kufi
 * Arabic) and a few simple drawn shapes. Nothing here traces an official logo.
 */
import { notoKufiArabic } from '../generated/arabic-metrics.ts'
import { measureLatin } from '../render/fonts.ts'
import type { ArabicText } from './arabic-texts.ts'
import type { Box, MarkPart, Shape, TextShape } from './types.ts'

export const ink = '#16181a'
export const white = '#ffffff'

type TextOptions = {
  /** Centre of the line. */
  x: number
  /** Baseline. */
  y: number
  size: number
  weight?: number
  fill?: string
  /** Squeeze the line to at most this width (it never stretches). */
  maxWidth?: number
}

/** A line of Latin capitals or words in the character font. */
export function latin(text: string, { x, y, size, weight = 600, fill = ink, maxWidth }: TextOptions): TextShape {
  const m = measureLatin(text, weight)
  const natural = m.advance * size
  return {
    shape: 'text',
    text,
    script: 'latin',
    x,
    y,
    size,
    weight,
    fill,
    width: round(Math.min(natural, maxWidth ?? natural)),
    ascent: round(m.ascent * size),
    descent: round(m.descent * size),
  }
}

/** A line of Arabic, pinned to its shaped width as measured in Chromium. */
export function arabic(text: ArabicText, { x, y, size, weight = 700, fill = ink, maxWidth }: TextOptions): TextShape {
  const metrics = notoKufiArabic[text][weight as 700]
  if (!metrics) throw new RangeError(`Noto Kufi Arabic ${weight} is not measured`)
  const [width, ascent, descent] = metrics
  return {
    shape: 'text',
    text,
    script: 'arabic',
    x,
    y,
    size,
    weight,
    fill,
    width: round(Math.min(width * size, maxWidth ?? Infinity)),
    ascent: round(ascent * size),
    descent: round(descent * size),
  }
}

/** The box a shape covers (stroke included). */
export function shapeBox(shape: Shape): Box {
  const half = 'stroke' in shape && shape.stroke ? (shape.strokeWidth ?? 1) / 2 : 0
  switch (shape.shape) {
    case 'rect':
      return { x: shape.x - half, y: shape.y - half, width: shape.width + 2 * half, height: shape.height + 2 * half }
    case 'circle':
      return {
        x: shape.cx - shape.r - half,
        y: shape.cy - shape.r - half,
        width: 2 * (shape.r + half),
        height: 2 * (shape.r + half),
      }
    case 'path':
      return {
        x: shape.box.x - half,
        y: shape.box.y - half,
        width: shape.box.width + 2 * half,
        height: shape.box.height + 2 * half,
      }
    case 'text':
      return {
        x: shape.x - shape.width / 2,
        y: shape.y - shape.ascent,
        width: shape.width,
        height: shape.ascent + shape.descent,
      }
  }
}

/** The smallest box holding all boxes. */
function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  const right = Math.max(...boxes.map((b) => b.x + b.width))
  const bottom = Math.max(...boxes.map((b) => b.y + b.height))
  return { x: round(x), y: round(y), width: round(right - x), height: round(bottom - y) }
}

/** A mark part whose box is the extent of its shapes. */
export function part(name: string, shapes: readonly Shape[]): MarkPart {
  return { name, box: union(shapes.map(shapeBox)), shapes }
}

/** A rectangle path with its own radius per corner: top-left, top-right, bottom-right, bottom-left. */
export function roundedRect(
  x: number,
  y: number,
  width: number,
  height: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
  paint: { fill: string },
): Shape {
  const d = [
    `M${x + tl} ${y}`,
    `H${x + width - tr}`,
    tr ? `A${tr} ${tr} 0 0 1 ${x + width} ${y + tr}` : '',
    `V${y + height - br}`,
    br ? `A${br} ${br} 0 0 1 ${x + width - br} ${y + height}` : '',
    `H${x + bl}`,
    bl ? `A${bl} ${bl} 0 0 1 ${x} ${y + height - bl}` : '',
    `V${y + tl}`,
    tl ? `A${tl} ${tl} 0 0 1 ${x + tl} ${y}` : '',
    'Z',
  ]
  return { shape: 'path', d: d.filter(Boolean).join(''), box: { x, y, width, height }, ...paint }
}

/** The UAE flag (red band at the hoist; green, white, black stripes), with a hairline so the white stripe shows. */
export function uaeFlag(x: number, y: number, width: number, height: number): Shape[] {
  const band = width / 4
  const stripe = height / 3
  return [
    { shape: 'rect', x, y, width, height, fill: white, stroke: '#9aa0a6', strokeWidth: 0.3 },
    { shape: 'rect', x: x + band, y, width: width - band, height: stripe, fill: '#00843d' },
    { shape: 'rect', x: x + band, y: y + 2 * stripe, width: width - band, height: stripe, fill: '#000000' },
    { shape: 'rect', x, y, width: band, height, fill: '#ef3340' },
  ]
}

/**
 * A side-view motorcycle pictogram (wheels with hubs, tank and seat, engine, fork, handlebar),
 * drawn 90 units wide and 50 high, scaled to `width` from its top-left corner (x, y).
 */
export function motorcycle(x: number, y: number, width: number, fill = ink): Shape[] {
  const u = width / 90
  const p = (px: number, py: number) => `${round(x + px * u)} ${round(y + py * u)}`
  const box = (bx: number, by: number, bw: number, bh: number) => ({
    x: round(x + bx * u),
    y: round(y + by * u),
    width: round(bw * u),
    height: round(bh * u),
  })
  const line = round(4 * u)
  const wheel = (cx: number): Shape[] => [
    {
      shape: 'circle',
      cx: round(x + cx * u),
      cy: round(y + 37 * u),
      r: round(11 * u),
      fill: 'none',
      stroke: fill,
      strokeWidth: line,
    },
    { shape: 'circle', cx: round(x + cx * u), cy: round(y + 37 * u), r: round(2.6 * u), fill },
  ]
  return [
    ...wheel(15),
    ...wheel(75),
    {
      shape: 'path',
      d: `M${p(6, 20)}L${p(29, 20)}Q${p(33, 13)} ${p(40, 13)}L${p(50, 13)}Q${p(56, 13)} ${p(58, 19)}L${p(57, 22)}L${p(31, 24.5)}L${p(9, 25)}Z`,
      box: box(6, 13, 52, 12),
      fill,
    },
    { shape: 'path', d: `M${p(34, 27)}L${p(53, 27)}L${p(50, 35)}L${p(37, 35)}Z`, box: box(34, 27, 19, 8), fill },
    {
      shape: 'path',
      d: `M${p(15, 37)}L${p(35, 30)}M${p(75, 37)}L${p(62, 9)}M${p(57, 9)}L${p(67, 7)}`,
      box: box(15, 7, 60, 30),
      fill: 'none',
      stroke: fill,
      strokeWidth: line,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
  ]
}

export function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** An emirate's name in two lines, Arabic over Latin capitals, centred on x; `top` is the Arabic line's ink top. */
export function nameBlock(
  arabicName: ArabicText,
  latinName: string,
  x: number,
  top: number,
  scale: number,
  maxWidth?: number,
): Shape[] {
  const a = arabic(arabicName, { x, y: 0, size: 15 * scale, maxWidth })
  const arabicLine = { ...a, y: round(top + a.ascent) }
  const latinLine = latin(latinName, {
    x,
    y: round(arabicLine.y + a.descent + 17 * scale),
    size: 19 * scale,
    weight: 700,
    maxWidth,
  })
  return [arabicLine, latinLine]
}
