import { createElement, useId, useLayoutEffect, type CSSProperties, type ReactElement } from 'react'
import type { City } from '@raqam/listing-rules/cities'
import { plateLayout } from '../core.ts'
import type { PlateKind, PlateSize, PlateType } from '../layout/types.ts'
import { defineOutlines, plateDrawing, type SvgNode } from '../render/svg-tree.ts'
import { usePageOutlines } from './plate-outlines.tsx'

/** Props of `<Plate>`: what to draw, and the accessible name (the package holds no text of its own). */
export type PlateProps = {
  kind: PlateKind
  city: City
  /** The plate code, e.g. `A`, `AA`, `50`. */
  code: string
  /** The plate number, 1 to 5 digits. */
  number: string
  /** `type1` (current design, default) or `type2` (earlier design). */
  type?: PlateType
  /** `big` (long plate, default) or `mini` (short two-row plate); ignored for motorcycles. */
  size?: PlateSize
  /** What assistive technology announces, e.g. "Dubai plate AA 16". */
  label: string
  className?: string
  style?: CSSProperties
}

/**
 * A UAE plate as inline SVG (`role="img"`, named by `label`). It scales to its container's inline
 * size and is always drawn left-to-right, also on an rtl page. It needs no font: inside
 * `<PlateOutlines>` it uses the page's outlines, elsewhere it defines its own.
 */
export function Plate({ kind, city, code, number, type = 'type1', size = 'big', label, className, style }: PlateProps) {
  const page = usePageOutlines()
  // Its own outlines' ids are scoped to this plate, so two plates outside <PlateOutlines> never share one.
  const scope = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-`
  const layout = plateLayout(kind, city, type, size)
  const options = { kind, city, code, number, type, size, label, className }
  const { tree, outlines } = plateDrawing(layout, options, page ? '' : scope)
  if (page) page.add(outlines)
  useLayoutEffect(() => page?.publish())
  return toReact(page ? tree : defineOutlines(tree, outlines, scope), style)
}

const reactNames: Record<string, string> = { class: 'className' }

function propName(name: string): string {
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return reactNames[name] ?? name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

function toReact(node: SvgNode, style?: CSSProperties): ReactElement {
  const props: Record<string, unknown> = {}
  for (const name in node.attrs) props[propName(name)] = node.attrs[name]
  if (style) props.style = style
  return createElement(
    node.tag,
    props,
    ...node.children.map((child) => (typeof child === 'string' ? child : toReact(child))),
  )
}
