import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react'

/**
 * The outlines the plates of a page use, each defined once. Plates add theirs while they render;
 * the sprite after them reads the set in the same pass (so the server's HTML holds it), and when a
 * later render brings new outlines, the plates' layout effect tells the sprite before the browser
 * paints. In the browser the set starts from the server's sprite. Outlines are never removed: a plate still on the page may use them, and there are at
 * most a few hundred.
 */
export interface OutlineStore {
  add(outlines: ReadonlyMap<string, string>): void
  publish(): void
}

interface SpriteStore extends OutlineStore {
  subscribe(listener: () => void): () => void
  version(): number
  markup(): string
}

function createOutlineStore(paths: Map<string, string>): SpriteStore {
  const listeners = new Set<() => void>()
  let version = paths.size
  let published = version
  return {
    add(outlines) {
      for (const [id, d] of outlines) {
        if (paths.has(id)) continue
        paths.set(id, d)
        version++
      }
    },
    publish() {
      if (published === version) return
      published = version
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
    markup: () =>
      [...paths.keys()]
        .sort()
        .map((id) => `<path id="${id}" d="${paths.get(id)!}"/>`)
        .join(''),
  }
}

/**
 * In the browser, the outlines the server's HTML already defines. React hydrates the sprite before the
 * plates of a Suspense boundary register theirs, so the store starts from what the server rendered and
 * hydration finds the same markup.
 */
function renderedOutlines(): Map<string, string> {
  const paths = new Map<string, string>()
  if (typeof document === 'undefined') return paths
  for (const path of document.querySelectorAll('[data-plate-outlines] > path')) {
    paths.set(path.id, path.getAttribute('d') ?? '')
  }
  return paths
}

const PageOutlines = createContext<OutlineStore | null>(null)

/** The page's outline store, when the plate is inside `<PlateOutlines>`. */
export const usePageOutlines = () => useContext(PageOutlines)

/**
 * Defines the outlines of every `<Plate>` inside it once, in one hidden SVG after them, so a page of
 * plates carries each character's and word's path once. Wrap the app (or a list of plates) in it;
 * a `<Plate>` outside it defines its own.
 */
export function PlateOutlines({ children }: { children: ReactNode }) {
  const [store] = useState(() => createOutlineStore(renderedOutlines()))
  return (
    <PageOutlines.Provider value={store}>
      {children}
      <OutlineSprite store={store} />
    </PageOutlines.Provider>
  )
}

function OutlineSprite({ store }: { store: SpriteStore }) {
  useSyncExternalStore(store.subscribe, store.version, store.version)
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
      {/* Paths are data from the package's own outlines, never from a caller. */}
      <defs data-plate-outlines="" dangerouslySetInnerHTML={{ __html: store.markup() }} />
    </svg>
  )
}
