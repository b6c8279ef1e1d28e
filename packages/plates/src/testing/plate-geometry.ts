/**
 * Browser-side check that a rendered plate keeps its characters where they belong: the code and the
 * number stay inside the plate's rim and overlap neither each other nor any part of the mark.
 *
 * Boxes come from the browser: getBBox() gives each text's advance box as laid out (textLength
 * included). Its height is the font's full em box (ascent + descent), which by design reaches
 * above and below the characters, so the vertical extent is narrowed to the ink that
 * canvas measureText() reports for the same string and font. Nothing here uses the package's own
 * metrics tables, so it also catches those tables being wrong.
 */

type Rect = { x: number; y: number; width: number; height: number }

export type PlateGeometry = {
  id: string
  plate: Rect
  code: Rect | null
  number: Rect | null
  marks: { name: string; box: Rect }[]
}

const context = (() => {
  let canvas: CanvasRenderingContext2D | null = null
  return () => (canvas ??= document.createElement('canvas').getContext('2d')!)
})()

function textInk(text: SVGTextElement): Rect {
  const box = text.getBBox()
  const style = getComputedStyle(text)
  const ctx = context()
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  ctx.direction = text.getAttribute('direction') === 'rtl' ? 'rtl' : 'ltr'
  const metrics = ctx.measureText(text.textContent ?? '')
  const baseline = text.y.baseVal.getItem(0).value
  const top = baseline - metrics.actualBoundingBoxAscent
  return {
    x: box.x,
    y: top,
    width: box.width,
    height: metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent,
  }
}

function shapeInk(shape: SVGGraphicsElement): Rect {
  if (shape instanceof SVGTextElement) return textInk(shape)
  const box = shape.getBBox()
  const stroke = shape.getAttribute('stroke')
  const half = stroke && stroke !== 'none' ? Number(shape.getAttribute('stroke-width') ?? 1) / 2 : 0
  return { x: box.x - half, y: box.y - half, width: box.width + 2 * half, height: box.height + 2 * half }
}

function union(boxes: Rect[]): Rect {
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  }
}

/** Measures one rendered plate `<svg data-plate>`. */
export function measurePlate(svg: SVGSVGElement): PlateGeometry {
  const field = svg.querySelector<SVGRectElement>('[data-slot="field"]')!
  const stroke = Number(field.getAttribute('stroke-width'))
  const outer = field.getBBox()
  const plate = {
    x: outer.x + stroke,
    y: outer.y + stroke,
    width: outer.width - 2 * stroke,
    height: outer.height - 2 * stroke,
  }
  const slot = (name: string) => {
    const text = svg.querySelector<SVGTextElement>(`[data-slot="${name}"] text`)
    return text ? textInk(text) : null
  }
  const marks = [...svg.querySelectorAll<SVGGElement>('[data-slot="mark"]')].map((group) => ({
    name: group.dataset.part ?? '?',
    box: union([...group.children].map((child) => shapeInk(child as SVGGraphicsElement))),
  }))
  return { id: svg.dataset.plate ?? '?', plate, code: slot('code'), number: slot('number'), marks }
}

const inside = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const show = (r: Rect) => `[${r.x.toFixed(1)}, ${r.y.toFixed(1)}, ${r.width.toFixed(1)} × ${r.height.toFixed(1)}]`

/** Every way a measured plate breaks the rules, as readable sentences (empty when it fits). */
export function geometryProblems({ id, plate, code, number, marks }: PlateGeometry): string[] {
  const problems: string[] = []
  const slots = [
    ['code', code],
    ['number', number],
  ] as const
  for (const [name, box] of slots) {
    if (!box) continue
    if (!inside(plate, box)) problems.push(`${id}: the ${name} ${show(box)} leaves the plate ${show(plate)}`)
    for (const mark of marks)
      if (overlap(box, mark.box))
        problems.push(`${id}: the ${name} ${show(box)} overlaps the mark "${mark.name}" ${show(mark.box)}`)
  }
  if (code && number && overlap(code, number))
    problems.push(`${id}: the code ${show(code)} overlaps the number ${show(number)}`)
  return problems
}

/**
 * Words of marks are pinned to widths computed without a browser (textLength: Arabic measured once
 * in Chromium, Latin summed from glyph advances). With the npm fonts loaded, a pinned width may
 * condense a word a little (a design choice, up to 15%) but must never stretch it (more than 3%).
 */
export function pinnedWidthProblems(svg: SVGSVGElement): string[] {
  const problems: string[] = []
  for (const text of svg.querySelectorAll<SVGTextElement>('[data-slot="mark"] text')) {
    const pinned = Number(text.getAttribute('textLength'))
    const style = getComputedStyle(text)
    const ctx = context()
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const natural = ctx.measureText(text.textContent ?? '').width
    if (pinned > natural * 1.03 + 0.2 || pinned < natural * 0.85) {
      problems.push(
        `${svg.dataset.plate}: "${text.textContent}" is pinned to ${pinned} but sets ${natural.toFixed(2)} wide`,
      )
    }
  }
  return problems
}
