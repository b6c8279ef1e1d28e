/**
 * Repaints the whole page from scratch. Chromium re-rasters only the invalidated part of a tile
 * after an interaction, and the anti-aliasing at the edge of that part can differ by one colour
 * unit from run to run, which the strict screenshots catch. Stories that change after their first
 * paint call this last, so their screenshot always comes from a full raster.
 */
export async function repaintPage() {
  // Hiding the page invalidates every element, also those on their own compositing layers (the
  // carousel's translated track); showing it again rasters every tile in full. Hiding also blurs
  // the focused element, so focus is put back where the story left it.
  // Transitions still running would repaint part of the page again after the full raster.
  const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
  await Promise.allSettled(finite.map((animation) => animation.finished))
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const { style } = document.documentElement
  style.setProperty('visibility', 'hidden')
  await frames(2)
  style.removeProperty('visibility')
  if (focused && focused !== document.body) focused.focus({ preventScroll: true })
  await frames(2)
}

function frames(count: number) {
  return new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
    step(count)
  })
}
