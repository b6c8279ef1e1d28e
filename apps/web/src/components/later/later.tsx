import { createContext, createElement, Suspense, use, useId, type ReactNode } from 'react'
import { HydrateWhenNear, REGION_ATTRIBUTE } from './hydrate-when-near.tsx'
import { later } from './later-tag.ts'

/**
 * True inside a Later region: what it holds is sent after the document already, with the region, so a
 * Later or a marked list item inside it is drawn as it is. The cut takes regions that do not nest.
 */
const InsideLater = createContext(false)

/**
 * What lies below a page's first screen (docs/adr/0043). The server draws it, then sends it after the
 * document, once the page has painted: the document holds the first screen alone, so a phone draws it
 * after one round trip. The browser hydrates it only as it nears the screen (HydrateWhenNear). A block
 * (global.css); inside a grid or flex container with a gap, give it the container's layout (`className`).
 * Only below the first screen, and with nothing of the first screen after it: what it holds appears
 * where it was left empty, and nothing already drawn moves. (An element of a list or a grid is marked
 * itself, with `useLaterMark`.) Inside another Later it is that region's part, not a region of its own.
 */
export function Later({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId()
  if (use(InsideLater)) return createElement('raqam-later', { className }, children)
  return createElement(
    'raqam-later',
    { ...later, [REGION_ATTRIBUTE]: id, className },
    <InsideLater value={true}>
      <Suspense fallback={null}>
        <HydrateWhenNear id={id}>{children}</HydrateWhenNear>
      </Suspense>
    </InsideLater>,
  )
}

/**
 * The attributes that mark an element of a list or a grid as sent after the document (`later`), or none
 * inside a Later region, which sends it already.
 */
export function useLaterMark(): typeof later | Record<string, never> {
  return use(InsideLater) ? {} : later
}
