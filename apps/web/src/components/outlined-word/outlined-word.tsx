/**
 * A word drawn from its outline (scripts/generate-frame-outlines.ts cuts them at build time): it needs
 * no font, so a page never fetches the other script's face to draw one. Sized in ems and placed on the
 * line as the same word set as text would be, in a box one em tall (the outline may overflow it, as
 * glyphs do).
 */
export interface WordOutline {
  /** The word's advance, in ems. */
  width: number
  /** The box: its top one em above the bottom, the baseline where the face's text puts it. */
  viewBox: string
  /** The path, in the viewBox's units. */
  d: string
}

/** Decorative: the element around it gives the word's name to assistive technology. */
export function OutlinedWord({ outline, className }: { outline: WordOutline; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={outline.viewBox}
      width={`${outline.width}em`}
      height="1em"
      overflow="visible"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={outline.d} />
    </svg>
  )
}
