import type { TextShape } from '../layout/types.ts'

/** A face a plate writes in: its script and weight (`latin-600`). */
export type PlateFaceKey = `${TextShape['script']}-${number}`

export function faceKey(text: Pick<TextShape, 'script' | 'weight'>): PlateFaceKey {
  return `${text.script}-${text.weight}`
}

/** The face's name in the outlines' ids (`plate-latin-600-1t`): prefixed, so a page's own ids never clash. */
export function plateFaceName(key: PlateFaceKey): string {
  return `plate-${key}`
}
