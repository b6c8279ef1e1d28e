/*
 * A picture fitted into an upload limit in the browser, before it is sent: a phone photo of 3–5 MB and
 * 12 megapixels becomes a file of tens of kilobytes at the size the server keeps.
 *
 * It lives in @raqam/ui because it is browser code with no framework (createImageBitmap, <img>, <canvas>)
 * that any upload of the storefront can use, and @raqam/ui is the storefront's browser package; not in
 * @raqam/listing-rules, which runs on the server too and holds only the numbers both sides share (the
 * upload limit, the avatar's size), nor in @raqam/api, which carries requests and knows nothing of pixels.
 */

export type ScaleImageOptions = {
  /** The longest side of the result, in pixels. A smaller picture keeps its size (it is never enlarged). */
  maxSide: number
  /** The most bytes the result may have. */
  maxBytes: number
}

/**
 * Why a file could not be scaled: `unreadable` when the browser cannot decode it (not an image, or a type
 * this browser does not read, such as HEIC outside Safari); `tooLarge` when no encoding fits `maxBytes`.
 */
export class ImageScalingError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'tooLarge',
    options?: ErrorOptions,
  ) {
    super(reason === 'unreadable' ? 'The file could not be decoded as an image' : 'No encoding fits the limit', options)
    this.name = 'ImageScalingError'
  }
}

/** The size of a `width` × `height` picture whose longest side is at most `maxSide`, in whole pixels. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * The encodings tried in turn: the first one the browser writes that fits the limit wins. WebP keeps
 * transparency and is the smaller; a browser that cannot write it (toBlob then hands back a PNG) gets
 * JPEG. The lower qualities are there for a limit far below what one picture of `maxSide` needs.
 */
const types = ['image/webp', 'image/jpeg'] as const
const qualities = [0.9, 0.8, 0.6, 0.4]

/**
 * Decodes `file` with its EXIF orientation applied (a phone's portrait photo is stored sideways with a tag
 * that says so), scales it so its longest side is at most `maxSide`, and encodes it under `maxBytes`.
 * The result has no metadata left: no orientation tag to apply twice, no GPS position.
 * Rejects with an {@link ImageScalingError}.
 */
export async function scaleImage(file: Blob, { maxSide, maxBytes }: ScaleImageOptions): Promise<File> {
  const picture = await decode(file)
  try {
    const size = fitWithin(picture.width, picture.height, maxSide)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    try {
      for (const type of types) {
        // JPEG has no transparency: what is transparent would turn black, so it goes on white.
        draw(canvas, picture.source, type === 'image/jpeg' ? 'white' : null)
        for (const quality of qualities) {
          const blob = await toBlob(canvas, type, quality)
          // A browser that cannot write `type` writes a PNG instead: go on to the next type.
          if (blob?.type !== type) break
          if (blob.size <= maxBytes) return new File([blob], renamed(file, type), { type })
        }
      }
    } finally {
      // Safari keeps a canvas's pixels until it is sized to nothing.
      canvas.width = 0
      canvas.height = 0
    }
    throw new ImageScalingError('tooLarge')
  } finally {
    picture.release()
  }
}

type Decoded = { source: CanvasImageSource; width: number; height: number; release: () => void }

/**
 * createImageBitmap where the browser has it and reads the type; an <img> otherwise (older browsers, and
 * types some browsers decode only in an <img>, such as SVG). Both apply the EXIF orientation.
 */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() }
    } catch {
      // Not decodable this way: the <img> below has the last word.
    }
  }
  const url = URL.createObjectURL(file)
  const image = new Image()
  image.src = url
  try {
    await image.decode()
  } catch (cause) {
    URL.revokeObjectURL(url)
    throw new ImageScalingError('unreadable', { cause })
  }
  // naturalWidth and naturalHeight are those of the upright picture (CSS image-orientation: from-image).
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  }
}

function draw(canvas: HTMLCanvasElement, source: CanvasImageSource, background: string | null): void {
  const context = canvas.getContext('2d')
  if (!context) throw new ImageScalingError('unreadable')
  context.clearRect(0, 0, canvas.width, canvas.height)
  if (background) {
    context.fillStyle = background
    context.fillRect(0, 0, canvas.width, canvas.height)
  }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(resolve, type, quality)
    } catch (cause) {
      // A canvas tainted by a cross-origin picture cannot be read back.
      reject(new ImageScalingError('unreadable', { cause }))
    }
  })
}

/** The picked file's name with the extension of what it became ("IMG_0042.HEIC" → "IMG_0042.webp"). */
function renamed(file: Blob, type: 'image/webp' | 'image/jpeg'): string {
  const name = file instanceof File && file.name ? file.name.replace(/\.[^.]*$/, '') : 'image'
  return `${name || 'image'}.${type === 'image/webp' ? 'webp' : 'jpg'}`
}
