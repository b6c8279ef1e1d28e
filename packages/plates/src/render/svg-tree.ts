import type { City } from '@raqam/listing-rules/cities'
import { setLine } from '@raqam/outlines/line'
import { plateFaces } from '../generated/outlines.ts'
import type { PlateKind, PlateLayout, PlateSize, PlateType, Shape, TextShape } from '../layout/types.ts'
import { faceKey } from './faces.ts'
import { fitText, type FittedText } from './fit-text.ts'
import { characterWeight } from './fonts.ts'

/** What to draw. Strings are drawn as given: check them with `validatePlate` first. */
export type PlateOptions = {
  kind: PlateKind
  city: City
  /** The plate code, e.g. `A`, `AA`, `50`. */
  code: string
  /** The plate number, 1 to 5 digits. */
  number: string
  /** Defaults to `type1`. */
  type?: PlateType
  /** Defaults to `big`; ignored for motorcycles. */
  size?: PlateSize
  /** What assistive technology announces (`role="img"`); without it the plate is hidden from them as decoration. */
  label?: string
  /** A class for the root `<svg>`. */
  className?: string
}

/** A framework-neutral SVG element: attribute names as in SVG markup. */
export type SvgNode = { tag: string; attrs: Record<string, string | number>; children: (SvgNode | string)[] }

const el = (tag: string, attrs: SvgNode['attrs'], children: SvgNode['children'] = []): SvgNode => ({
  tag,
  attrs,
  children,
})

/**
 * A plate as an element tree, and the outlines its words and characters use (id → path). Every word
 * and character is a `<use>` of an outline (`#` + `idPrefix` + its id), so a plate needs no font and
 * a page of plates defines each outline once: `renderPlateSvg` puts them in the plate's own `<defs>`,
 * `<Plate>` in its own or in the page's `<PlateOutlines>`.
 */
export function plateDrawing(
  layout: PlateLayout,
  options: PlateOptions,
  idPrefix = '',
): { tree: SvgNode; outlines: Map<string, string> } {
  const outlines = new Map<string, string>()
  /** A line of text as `<use>`s of its outlines, scaled from font units to its size and pinned width. */
  const line = (text: string, place: Pick<TextShape, 'script' | 'weight' | 'x' | 'y' | 'size' | 'width' | 'fill'>) => {
    const face = plateFaces[faceKey(place)]
    if (!face) throw new RangeError(`@raqam/plates has no outlines for ${faceKey(place)}`)
    const set = setLine(face, text)
    const scale = place.size / face.unitsPerEm
    const scaleX = set.advance > 0 ? place.width / set.advance : scale
    const transform = `matrix(${fixed(scaleX)} 0 0 ${fixed(scale)} ${fixed(place.x - place.width / 2)} ${fixed(place.y)})`
    const uses = set.outlines.map((outline) => {
      outlines.set(outline.id, outline.d)
      return el('use', { href: `#${idPrefix}${outline.id}`, ...(outline.x ? { x: outline.x } : {}) })
    })
    return { transform, uses }
  }
  const { field } = layout
  const half = field.strokeWidth / 2
  const rootAttrs: SvgNode['attrs'] = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    // A plate is a physical object: it never mirrors with an rtl page.
    direction: 'ltr',
    'data-plate': layout.id,
  }
  if (options.className) rootAttrs.class = options.className
  if (options.label) {
    rootAttrs.role = 'img'
    rootAttrs['aria-label'] = options.label
  } else {
    rootAttrs['aria-hidden'] = 'true'
  }
  // The label also as the SVG's own title: what image viewers, editors and search engines read.
  const children: SvgNode[] = options.label ? [el('title', {}, [options.label])] : []
  children.push(
    el('rect', {
      'data-slot': 'field',
      x: half,
      y: half,
      width: layout.width - field.strokeWidth,
      height: layout.height - field.strokeWidth,
      rx: field.radius,
      fill: field.fill,
      stroke: field.stroke,
      'stroke-width': field.strokeWidth,
    }),
  )
  if (field.rim) {
    const { inset, stroke, strokeWidth } = field.rim
    children.push(
      el('rect', {
        x: inset,
        y: inset,
        width: layout.width - 2 * inset,
        height: layout.height - 2 * inset,
        rx: Math.max(0, field.radius - inset + half),
        fill: 'none',
        stroke,
        'stroke-width': strokeWidth,
      }),
    )
  }
  const shapeNode = (shape: Shape): SvgNode => {
    if (shape.shape !== 'text') return drawnShape(shape)
    const { transform, uses } = line(shape.text, shape)
    // A word is one outline: the <use> carries the placement itself.
    if (uses.length === 1) return el('use', { ...uses[0]!.attrs, transform, fill: shape.fill })
    return el('g', { transform, fill: shape.fill }, uses)
  }
  const characters = (slot: 'code' | 'number', fitted: FittedText | null, fill: string): SvgNode => {
    if (!fitted) return el('g', { 'data-slot': slot })
    const { x, y, fontSize: size, width } = fitted
    const { transform, uses } = line(fitted.text, { script: 'latin', weight: characterWeight, x, y, size, width, fill })
    return el('g', { 'data-slot': slot, transform, fill }, uses)
  }
  if (layout.panels.length > 0) children.push(el('g', { 'data-slot': 'panels' }, layout.panels.map(shapeNode)))
  for (const mark of layout.marks)
    children.push(el('g', { 'data-slot': 'mark', 'data-part': mark.name }, mark.shapes.map(shapeNode)))
  children.push(characters('code', fitText(options.code, layout.code), layout.code.fill))
  children.push(characters('number', fitText(options.number, layout.number), layout.number.fill))
  return { tree: el('svg', rootAttrs, children), outlines }
}

/** Transforms keep four decimals: a ten-thousandth of a millimetre of plate. */
const fixed = (value: number) => String(Math.round(value * 10000) / 10000)

function drawnShape(shape: Exclude<Shape, TextShape>): SvgNode {
  const paint = (s: { fill?: string; stroke?: string; strokeWidth?: number }) => ({
    ...(s.fill ? { fill: s.fill } : {}),
    ...(s.stroke ? { stroke: s.stroke, 'stroke-width': s.strokeWidth ?? 1 } : {}),
  })
  switch (shape.shape) {
    case 'rect':
      return el('rect', {
        x: shape.x,
        y: shape.y,
        width: shape.width,
        height: shape.height,
        ...(shape.rx ? { rx: shape.rx } : {}),
        ...paint(shape),
      })
    case 'circle':
      return el('circle', { cx: shape.cx, cy: shape.cy, r: shape.r, ...paint(shape) })
    case 'path':
      return el('path', {
        d: shape.d,
        ...paint(shape),
        ...(shape.strokeLinecap ? { 'stroke-linecap': shape.strokeLinecap } : {}),
        ...(shape.strokeLinejoin ? { 'stroke-linejoin': shape.strokeLinejoin } : {}),
      })
  }
}

/** Puts the outlines a plate uses into its own `<defs>` (after its title), ids prefixed as its `<use>`s are. */
export function defineOutlines(tree: SvgNode, outlines: ReadonlyMap<string, string>, idPrefix = ''): SvgNode {
  if (outlines.size === 0) return tree
  const paths = [...outlines].map(([id, d]) => el('path', { id: idPrefix + id, d }))
  const at = tree.children[0] && typeof tree.children[0] !== 'string' && tree.children[0].tag === 'title' ? 1 : 0
  return { ...tree, children: [...tree.children.slice(0, at), el('defs', {}, paths), ...tree.children.slice(at)] }
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escape = (value: string) => value.replace(/[&<>"]/g, (char) => escapes[char]!)

/** Serialises an element tree as SVG markup. */
export function toSvgString(node: SvgNode): string {
  let attrs = ''
  for (const name in node.attrs) attrs += ` ${name}="${escape(String(node.attrs[name]))}"`
  if (node.children.length === 0) return `<${node.tag}${attrs}/>`
  let inner = ''
  for (const child of node.children) inner += typeof child === 'string' ? escape(child) : toSvgString(child)
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`
}
