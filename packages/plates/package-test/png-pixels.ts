import { inflateSync } from 'node:zlib'

/** A PNG's pixels, 4 bytes (RGBA) each, row after row. */
export type Pixels = { width: number; height: number; rgba: Uint8Array }

const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 } // grey, RGB, grey + alpha, RGBA

/**
 * Decodes the PNGs resvg writes (8 bits per channel, not interlaced), so two drawings are compared pixel
 * by pixel rather than by how their bytes happen to be compressed.
 */
export function decodePng(png: Uint8Array): Pixels {
  const bytes = Buffer.from(png)
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG')
  let width = 0
  let height = 0
  let channels = 0
  const data: Buffer[] = []
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const body = bytes.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]]
      channels = channelsOf[colour!] ?? 0
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`)
    } else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') break
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const rows = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0
      const upLeft = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0
      rows[y * stride + x] = (line[x]! + predict(filter, left, up, upLeft)) & 0xff
    }
  }
  const rgba = new Uint8Array(width * height * 4)
  for (let pixel = 0; pixel < width * height; pixel++) {
    const from = pixel * channels
    const grey = channels < 3
    rgba[pixel * 4] = rows[from]!
    rgba[pixel * 4 + 1] = grey ? rows[from]! : rows[from + 1]!
    rgba[pixel * 4 + 2] = grey ? rows[from]! : rows[from + 2]!
    rgba[pixel * 4 + 3] = channels === 2 ? rows[from + 1]! : channels === 4 ? rows[from + 3]! : 255
  }
  return { width, height, rgba }
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0
    case 1:
      return left
    case 2:
      return up
    case 3:
      return (left + up) >> 1
    case 4: {
      const estimate = left + up - upLeft
      const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)]
      return a <= b && a <= c ? left : b <= c ? up : upLeft
    }
    default:
      throw new Error(`unknown PNG filter ${filter}`)
  }
}

/** How many pixels differ between two images of the same size (all of them when the sizes differ). */
export function differingPixels(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height)
  let count = 0
  for (let at = 0; at < a.rgba.length; at += 4) {
    if (a.rgba[at] !== b.rgba[at] || a.rgba[at + 1] !== b.rgba[at + 1]) count++
    else if (a.rgba[at + 2] !== b.rgba[at + 2] || a.rgba[at + 3] !== b.rgba[at + 3]) count++
  }
  return count
}
