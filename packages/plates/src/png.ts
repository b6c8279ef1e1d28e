/**
 * @raqam/plates/png (Node): plates as PNG, drawn by resvg (a prebuilt native renderer, an optional
 * peer of this package). Plates are outlines, so no font is loaded, the system's included: every
 * machine draws the same pixels.
 */
import { renderAsync } from '@resvg/resvg-js'
import { renderPlateSvg } from './core.ts'
import type { PlateOptions } from './render/svg-tree.ts'

/** What to draw, and how many pixels wide (the height follows the plate's proportions). */
export type PlatePngOptions = PlateOptions & { width: number }

/** A plate as a PNG image `width` pixels wide. */
export async function renderPlatePng({ width, ...plate }: PlatePngOptions): Promise<Buffer> {
  return pngFromSvg(renderPlateSvg(plate), width)
}

/**
 * Any SVG drawn without fonts (a plate placed in a picture of your own, say) as a PNG `width` pixels
 * wide, or at its own size. Text set with `<text>` is not drawn: no font is loaded.
 */
export async function pngFromSvg(svg: string, width?: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    ...(width !== undefined && { fitTo: { mode: 'width', value: Math.round(width) } }),
    font: { loadSystemFonts: false },
    logLevel: 'off',
  })
  return image.asPng()
}
