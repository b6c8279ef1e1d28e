/** The parts of a click that say how it was made (a React or a DOM mouse event). */
type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }

/**
 * Whether a click on a link is a plain one, which the page's script may handle in place. A click with
 * a modifier (a new tab, a new window, a download) or another button stays the browser's, as links do.
 */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
