import { rgbPng } from './png.ts'
import type { Prng } from './prng.ts'

/**
 * A GitHub-style identicon as a PNG: a 5×5 mirrored grid in one colour on a light ground. Drawn here
 * (no copied images) so every seeded seller has a real image for the avatar endpoint.
 */
export function identiconPng(prng: Prng, size = 120): Buffer {
  const cells = 5
  const cell = Math.floor(size / (cells + 2))
  const margin = Math.floor((size - cell * cells) / 2)
  const hue = prng.int(0, 359)
  const ink = hsl(hue, 0.55, 0.45)
  const ground = hsl(hue, 0.35, 0.93)
  const filled: boolean[][] = Array.from({ length: cells }, () => Array<boolean>(cells).fill(false))
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < Math.ceil(cells / 2); col++) {
      const on = prng.chance(0.5)
      filled[row]![col] = on
      filled[row]![cells - 1 - col] = on
    }
  }
  const stride = 1 + size * 3
  const raw = Buffer.alloc(stride * size)
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0 // filter: none
    for (let x = 0; x < size; x++) {
      const row = Math.floor((y - margin) / cell)
      const col = Math.floor((x - margin) / cell)
      const inside = y >= margin && x >= margin && row < cells && col < cells
      const [r, g, b] = inside && filled[row]![col] ? ink : ground
      raw.set([r, g, b], y * stride + 1 + x * 3)
    }
  }
  return rgbPng(size, size, raw)
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}
