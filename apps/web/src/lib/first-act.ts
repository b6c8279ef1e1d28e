/**
 * What counts as the visitor's first act on a page: a tap, a key, a focus moved, or a click alone (what a
 * screen reader sends). What waits for it (the toaster, the regions not yet hydrated) needs the visitor,
 * not the page's load.
 */
const ACTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const

/**
 * Calls `callback` once, at the visitor's first act, before the app sees the act (a capturing listener
 * on the document, so what it sets up is in place when the act reaches the app). Returns a cancel.
 */
export function onFirstAct(callback: () => void): () => void {
  const cancel = () => {
    for (const act of ACTS) document.removeEventListener(act, once, { capture: true })
  }
  function once() {
    cancel()
    callback()
  }
  for (const act of ACTS) document.addEventListener(act, once, { capture: true, passive: true })
  return cancel
}
