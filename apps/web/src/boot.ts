import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import '@raqam/ui/controls.css'
import './styles/global.css'
import { readPageModules } from './app/page-state.ts'

/**
 * The page's first script (ADR 0012). The server already drew the page, and the document's inline
 * script adds this one only once that drawing is on screen (docs/adr/0042): the app's code, the heavy
 * part, then comes in one round trip, its files asked for all at once (the server lists them).
 */

/** Preloads every script file the page hydrates with, so the app and its screens arrive in one round trip. */
function preloadPageModules(): void {
  const links = document.createDocumentFragment()
  for (const href of readPageModules(document)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    links.append(link)
  }
  // In one insertion: the head changes once, not once per file.
  document.head.append(links)
}

preloadPageModules()
void import('./main.tsx')
