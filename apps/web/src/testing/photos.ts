/*
 * Photos as a phone camera writes them, made in the browser for the stories: a large JPEG whose pixels are
 * stored sideways, with the EXIF orientation tag that says how to turn them upright.
 */

/** The colour of the band along the top edge of the stored pixels: where it ends up tells how the photo was turned. */
const BAND = { r: 220, g: 30, b: 40 }

export type CameraPhotoOptions = {
  width: number
  height: number
  /** The EXIF orientation tag (1 upright, 6 turn 90° clockwise to show, …); none when absent. */
  orientation?: number
  /** Grain added to every pixel (0 to 255): it makes the JPEG as heavy as a real photo. */
  grain?: number
  name?: string
}

/**
 * A JPEG of `width` × `height` stored pixels: a gradient with a red band along the top edge and seeded grain
 * (the same bytes on every run, so the screenshots that show it are stable), tagged with `orientation`.
 */
export async function cameraPhoto({
  width,
  height,
  orientation,
  grain = 0,
  name = 'IMG_0042.jpg',
}: CameraPhotoOptions): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')!
  const gradient = context.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, '#1d3f6e')
  gradient.addColorStop(1, '#d9b45a')
  context.fillStyle = gradient
  context.fillRect(0, 0, width, height)
  context.fillStyle = `rgb(${BAND.r} ${BAND.g} ${BAND.b})`
  context.fillRect(0, 0, width, Math.round(height / 5))
  if (grain > 0) addGrain(context, width, height, grain)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
  canvas.width = 0
  canvas.height = 0
  const jpeg = new Uint8Array(await blob!.arrayBuffer())
  const bytes = orientation === undefined ? jpeg : withOrientation(jpeg, orientation)
  return new File([bytes], name, { type: 'image/jpeg' })
}

/** The first bytes of a HEIC photo (an ISO-BMFF `ftyp` box of brand heic): Chromium cannot open it. */
export function heicPhoto(): File {
  const box = [0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')]
  return new File([new Uint8Array([...box, ...new Uint8Array(1000)])], 'IMG_0043.HEIC', { type: 'image/heic' })
}

/** The colour at (x, y) of an image file, as decoded by the browser. */
export async function pixelAt(file: Blob, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const bitmap = await createImageBitmap(file)
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data
  return { r, g, b }
}

/** Whether a colour is the band's red, give or take what encoding does to it. */
export function isBand({ r, g, b }: { r: number; g: number; b: number }): boolean {
  return Math.abs(r - BAND.r) < 40 && Math.abs(g - BAND.g) < 40 && Math.abs(b - BAND.b) < 40
}

function addGrain(context: CanvasRenderingContext2D, width: number, height: number, grain: number) {
  const image = context.getImageData(0, 0, width, height)
  const { data } = image
  // xorshift32 from a fixed seed: grain that is the same on every run.
  let state = 0x2545f491
  for (let i = 0; i < data.length; i += 4) {
    for (let channel = 0; channel < 3; channel++) {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      data[i + channel] = data[i + channel]! + (((state >>> 0) % (2 * grain + 1)) - grain)
    }
  }
  context.putImageData(image, 0, 0)
}

/**
 * The JPEG with an EXIF segment (APP1) holding only the orientation tag, right after the start-of-image
 * marker, where cameras write it.
 */
function withOrientation(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  // A big-endian TIFF header whose first directory is at offset 8, holding one entry and no next directory.
  const header = [...ascii('MM'), 0, 42, 0, 0, 0, 8]
  const orientationEntry = [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0] // tag 0x0112, SHORT, one value
  const tiff = [...header, 0, 1, ...orientationEntry, 0, 0, 0, 0]
  const payload = [...ascii('Exif'), 0, 0, ...tiff]
  const length = payload.length + 2
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload]
  const tagged = new Uint8Array(jpeg.length + segment.length)
  tagged.set(jpeg.subarray(0, 2))
  tagged.set(segment, 2)
  tagged.set(jpeg.subarray(2), 2 + segment.length)
  return tagged
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0))
}
