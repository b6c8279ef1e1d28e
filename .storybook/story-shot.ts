/**
 * How a story is made ready for its screenshot, and what is shot. Shared by the screenshot hook
 * (vitest.setup.ts) and the strictness check that compares against a story's own baseline
 * (packages/ui/src/tokens/tokens.screenshot.test.tsx), so both shoot exactly the same pixels.
 */

/** Every declared face loaded, then two frames, so the shot never catches a fallback font or a half paint. */
export async function settleForShot() {
  // Load every declared face, not just those already requested: a control whose text (a <select>'s value)
  // asks for its face late would otherwise be shot in a fallback font on a cold, slower machine.
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => face)))
  await document.fonts.ready
  await nextFrame()
}

/** The story's own container: the first <div> the runner appended to <body> (portals come after it). */
export function storyRoot(): HTMLElement {
  const root = document.body.querySelector<HTMLElement>(':scope > div:not(.sb-wrapper)')
  if (!root) throw new Error('The story rendered nothing to screenshot')
  return root
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}
