import { createElement, Suspense, useId, type ReactNode } from 'react'
import { HydrateWhenNear, REGION_ATTRIBUTE } from './hydrate-when-near.tsx'
import { later } from './later-tag.ts'

/**
 * What lies below a page's first screen (docs/adr/0043). The server draws it, then sends it after the
 * document, once the page has painted: the document holds the first screen alone, so a phone draws it
 * after one round trip. The browser hydrates it only as it nears the screen (HydrateWhenNear). A block
 * (global.css); inside a grid or flex container with a gap, give it the container's layout (`className`).
 * Only below the first screen, and with nothing of the first screen after it: what it holds appears
 * where it was left empty, and nothing already drawn moves. (An element of a list or a grid is marked
 * itself, with `later`.)
 */
export function Later({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId()
  return createElement(
    'raqam-later',
    { ...later, [REGION_ATTRIBUTE]: id, className },
    <Suspense fallback={null}>
      <HydrateWhenNear id={id}>{children}</HydrateWhenNear>
    </Suspense>,
  )
}
