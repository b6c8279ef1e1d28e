import { renderAsync, Resvg } from '@resvg/resvg-js'
import { prepareCardFonts, type CardFontFiles } from './card-fonts.ts'
import { escapeXml, type Measure } from './card-svg.ts'

export interface CardRendererOptions {
  /** Where the converted fonts live (default: a folder in the system's temporary directory). */
  fontDir?: string
  /** How many bytes of PNG the memory cache keeps (default 48 MiB, several hundred cards). */
  cacheBytes?: number
  /** Renders running at once; each one takes a core for a tenth of a second or so. */
  concurrency?: number
}

/**
 * SVG → PNG with resvg (prebuilt native binary, off the event loop) and only the card fonts: system
 * fonts are never loaded, so every machine draws the same picture. PNGs are kept in memory by key
 * (least recently used go first), and a render asked for twice while running happens once.
 */
export function cardRenderer(options: CardRendererOptions = {}) {
  const budget = options.cacheBytes ?? 48 * 1024 * 1024
  const concurrency = options.concurrency ?? 2
  let fonts: Promise<CardFontFiles> | undefined
  const cache = new Map<string, Buffer>()
  let cachedBytes = 0
  const running = new Map<string, Promise<Buffer>>()
  const widths = new Map<string, number>()
  let active = 0
  const waiting: (() => void)[] = []

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    active++
    try {
      return await work()
    } finally {
      active--
      waiting.shift()?.()
    }
  }

  function remember(key: string, png: Buffer) {
    cache.set(key, png)
    cachedBytes += png.length
    for (const [oldest, bytes] of cache) {
      if (cachedBytes <= budget) break
      cache.delete(oldest)
      cachedBytes -= bytes.length
    }
  }

  function loadFonts(): Promise<CardFontFiles> {
    fonts ??= prepareCardFonts(options.fontDir).catch((error: unknown) => {
      fonts = undefined // a failed preparation is retried by the next card
      throw error
    })
    return fonts
  }

  /** Word widths from resvg's own layout of the word alone, in that face only (kept: words repeat). */
  function measurer(files: CardFontFiles): Measure {
    return (word, face, size) => {
      const key = `${face.family}/${face.weight}/${size}/${word}`
      const known = widths.get(key)
      if (known !== undefined) return known
      const file = files.fileOf(face.family, face.weight)
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * word.length * 2 + 10}" height="${size * 2}"><text x="0" y="${size * 1.5}" font-family="${face.family}" font-size="${size}" font-weight="${face.weight}">${escapeXml(word)}</text></svg>`
      const width =
        new Resvg(svg, { font: { fontFiles: file ? [file] : [], loadSystemFonts: false }, logLevel: 'off' }).getBBox()
          ?.width ?? 0
      if (widths.size >= 5000) widths.clear()
      widths.set(key, width)
      return width
    }
  }

  async function render(draw: (measure: Measure) => string): Promise<Buffer> {
    const files = await loadFonts()
    const svg = draw(measurer(files))
    const image = await slot(() =>
      renderAsync(svg, {
        font: { fontFiles: files.files, loadSystemFonts: false, defaultFontFamily: 'Inter' },
        logLevel: 'off',
      }),
    )
    return image.asPng()
  }

  return {
    /** The PNG for `key`, drawn by `draw` unless the cache (or a running render) has it. */
    async png(key: string, draw: (measure: Measure) => string): Promise<Buffer> {
      const hit = cache.get(key)
      if (hit) {
        // Most recently used goes to the back of the eviction order.
        cache.delete(key)
        cache.set(key, hit)
        return hit
      }
      const pending = running.get(key)
      if (pending) return pending
      const work = render(draw).then(
        (png) => {
          running.delete(key)
          remember(key, png)
          return png
        },
        (error: unknown) => {
          running.delete(key)
          throw error
        },
      )
      running.set(key, work)
      return work
    },
    /** Converts the fonts now (start-up), so the first card does not wait for it. */
    warm: () => loadFonts().then(() => undefined),
    get size() {
      return { entries: cache.size, bytes: cachedBytes }
    },
  }
}

export type CardRenderer = ReturnType<typeof cardRenderer>
