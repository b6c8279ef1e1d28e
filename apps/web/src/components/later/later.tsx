import { createElement, type ReactNode } from 'react'
import { later } from './later-tag.ts'

/**
 * What lies below a page's first screen (docs/adr/0043). The server draws it, then sends it after the
 * document, once the page has painted: the document holds the first screen alone, so a phone draws it
 * after one round trip. A block (global.css); inside a grid or flex container with a gap, give it the
 * container's layout (`className`).
 * Only below the first screen, and with nothing of the first screen after it: what it holds appears
 * where it was left empty, and nothing already drawn moves. (An element of a list or a grid is marked
 * itself, with `later`.)
 */
export function Later({ children, className }: { children: ReactNode; className?: string }) {
  return createElement('raqam-later', { ...later, className }, children)
}
