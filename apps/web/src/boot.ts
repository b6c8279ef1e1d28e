import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import '@raqam/ui/controls.css'
import './styles/global.css'
import { readPageModules } from './app/page-state.ts'

/**
 * The page's first script (ADR 0012). The server already drew the page, so the app's code, the
 * heavy part, starts only once that drawing is on screen: evaluating and hydrating before the first
 * paint would hold the page back on a slow phone, for nothing the visitor can see. Its files are
 * asked for only then too, all at once (the server lists them), so they take no bandwidth from the
 * styles and fonts of that paint.
 */
function afterFirstPaint(): Promise<void> {
  // A background tab paints nothing (and runs no animation frames) until it is shown.
  if (document.visibilityState === 'hidden') return Promise.resolve()
  // The paint entry comes once the first paint is on screen. A task queued from an animation frame runs
  // sooner, once the main thread has drawn the frame but before it is shown: the page's files would then
  // share a phone's bandwidth with the fonts that paint is waiting for.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }
  return new Promise((resolve) => {
    // A page the browser never reports painted (none seen) must still come alive.
    setTimeout(resolve, 5000)
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

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

void afterFirstPaint().then(() => {
  preloadPageModules()
  return import('./main.tsx')
})
