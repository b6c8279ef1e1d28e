/**
 * Browser-side check that a rendered plate keeps its characters where they belong: the code and the
 * number stay inside the plate's rim and overlap neither each other nor any part of the mark.
 *
 * Boxes come from the browser: each drawn element's box on the screen, mapped back into the plate's
 * units. Characters and words are outlines, so their box is their ink. Nothing here uses the
 * package's own metrics tables, so it also catches those tables being wrong.
 */

type Rect = { x: number; y: number; width: number; height: number }

export type PlateGeometry = {
  id: string
  plate: Rect
  code: Rect | null
  number: Rect | null
  marks: { name: string; box: Rect }[]
}

/** The ink of `element` in the plate's own units (its transforms and the page's scale undone). */
function inkInPlate(svg: SVGSVGElement, element: Element): Rect {
  const screen = element.getBoundingClientRect()
  const toPlate = svg.getScreenCTM()!.inverse()
  const corner = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(toPlate)
  const a = corner(screen.left, screen.top)
  const b = corner(screen.right, screen.bottom)
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) }
}

function shapeInk(svg: SVGSVGElement, shape: SVGGraphicsElement): Rect {
  const box = inkInPlate(svg, shape)
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
    const group = svg.querySelector(`[data-slot="${name}"]`)
    return group?.querySelector('use') ? inkInPlate(svg, group) : null
  }
  const marks = [...svg.querySelectorAll<SVGGElement>('[data-slot="mark"]')].map((group) => ({
    name: group.dataset.part ?? '?',
    box: union([...group.children].map((child) => shapeInk(svg, child as SVGGraphicsElement))),
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
 * Words of marks are pinned to widths the layouts set (Arabic measured once in Chromium, Latin summed
 * from glyph advances). A pinned width may condense a word a little (a design choice, up to 15%) but
 * must never stretch it (more than 3%): the horizontal scale of its outline against the vertical.
 */
export function pinnedWidthProblems(svg: SVGSVGElement): string[] {
  const problems: string[] = []
  for (const word of svg.querySelectorAll<SVGGraphicsElement>('[data-slot="mark"] > [transform]')) {
    const { a, d } = word.transform.baseVal.consolidate()!.matrix
    const ratio = a / d
    if (ratio > 1.03 || ratio < 0.85) {
      const id = word.getAttribute('href') ?? word.querySelector('use')?.getAttribute('href')
      problems.push(`${svg.dataset.plate}: the word ${id} is drawn ${ratio.toFixed(3)} times its own width`)
    }
  }
  return problems
}
