import type { City } from '@raqam/listing-rules/cities'
import type { PlateKind, PlateLayout, PlateSize, PlateType, Shape } from '../layout/types.ts'
import { fitText, type FittedText } from './fit-text.ts'
import { arabicFontFamily, characterWeight, latinFontFamily } from './fonts.ts'

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

/** Builds the plate as an element tree; `renderPlateSvg` and `<Plate>` serialise it. */
export function plateTree(layout: PlateLayout, options: PlateOptions): SvgNode {
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
  const children: SvgNode[] = [
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
  ]
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
  if (layout.panels.length > 0) children.push(el('g', { 'data-slot': 'panels' }, layout.panels.map(shapeNode)))
  for (const mark of layout.marks)
    children.push(el('g', { 'data-slot': 'mark', 'data-part': mark.name }, mark.shapes.map(shapeNode)))
  children.push(characters('code', fitText(options.code, layout.code), layout.code.fill))
  children.push(characters('number', fitText(options.number, layout.number), layout.number.fill))
  return el('svg', rootAttrs, children)
}

function characters(slot: 'code' | 'number', fitted: FittedText | null, fill: string): SvgNode {
  if (!fitted) return el('g', { 'data-slot': slot })
  return el('g', { 'data-slot': slot }, [
    el(
      'text',
      {
        x: fitted.x,
        y: fitted.y,
        'font-family': latinFontFamily,
        'font-size': fitted.fontSize,
        'font-weight': characterWeight,
        fill,
        'text-anchor': 'middle',
        textLength: fitted.width,
        lengthAdjust: 'spacingAndGlyphs',
      },
      [fitted.text],
    ),
  ])
}

function shapeNode(shape: Shape): SvgNode {
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
    case 'text':
      return el(
        'text',
        {
          x: shape.x,
          y: shape.y,
          'font-family': shape.script === 'arabic' ? arabicFontFamily : latinFontFamily,
          'font-size': shape.size,
          'font-weight': shape.weight,
          fill: shape.fill,
          'text-anchor': 'middle',
          ...(shape.script === 'arabic' ? { direction: 'rtl' } : {}),
          textLength: shape.width,
          lengthAdjust: 'spacingAndGlyphs',
        },
        [shape.text],
      )
  }
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
