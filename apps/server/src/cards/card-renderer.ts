import { pngFromSvg } from '@raqam/plates/png'

export interface CardRendererOptions {
  /** How many bytes of PNG the memory cache keeps (default 48 MiB, several hundred cards). */
  cacheBytes?: number
  /** Renders running at once; each one takes a core for a few hundredths of a second. */
  concurrency?: number
}

/**
 * SVG → PNG with resvg (@raqam/plates/png: a prebuilt native binary, off the event loop) and no font
 * at all: the cards' words are outlines (card-svg.ts), so every machine draws the same picture and
 * nothing is prepared at start. PNGs are kept in memory by key (least recently used go first), and a
 * render asked for twice while running happens once.
 */
export function cardRenderer(options: CardRendererOptions = {}) {
  const budget = options.cacheBytes ?? 48 * 1024 * 1024
  const concurrency = options.concurrency ?? 2
  const cache = new Map<string, Buffer>()
  let cachedBytes = 0
  const running = new Map<string, Promise<Buffer>>()
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

  async function render(draw: () => string): Promise<Buffer> {
    const svg = draw()
    return slot(() => pngFromSvg(svg))
  }

  return {
    /** The PNG for `key`, drawn by `draw` (an SVG at the PNG's size) unless the cache or a running render has it. */
    async png(key: string, draw: () => string): Promise<Buffer> {
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
    /** Draws a blank pixel (start-up), so the first card does not wait for the renderer's own start. */
    warm: () => pngFromSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>').then(() => undefined),
    get size() {
      return { entries: cache.size, bytes: cachedBytes }
    },
  }
}

export type CardRenderer = ReturnType<typeof cardRenderer>
