import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import '@raqam/ui/controls.css'
import './styles/global.css'
import { PAGE_PART_HEADER, WHOLE_PAGE_PARAM } from '@raqam/routes/render'
import { PAGE_STATE_ID, readPageModules, type LaterPart } from './app/page-state.ts'
import { LATER_ATTRIBUTE } from './components/later/later-tag.ts'

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

/**
 * Puts the page's later part in place (docs/adr/0043): a document that holds only its first screen
 * carries no state, and the rest of what the server drew follows from the same address. Its regions
 * go in once the stylesheet has applied, so nothing shows unstyled. Anything amiss (the network, a page
 * that changed in between) and the page is loaded whole instead.
 */
async function placeLaterPart(): Promise<void> {
  if (document.getElementById(PAGE_STATE_ID)) return
  try {
    const [part] = await Promise.all([laterPart(), stylesheetApplied()])
    const regions = document.querySelectorAll(`[${LATER_ATTRIBUTE}]`)
    if (regions.length !== part.regions.length) throw new Error('The later part is of another page')
    // A region apiece per task: parsing a page's sections at once would hold a phone's main thread.
    for (const [index, region] of regions.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0))
      region.innerHTML = part.regions[index]!
    }
    const sprite = document.querySelector('[data-plate-outlines]')
    if (sprite && part.outlines !== null) sprite.innerHTML = part.outlines
    const state = document.createElement('script')
    state.type = 'application/json'
    state.id = PAGE_STATE_ID
    state.textContent = JSON.stringify(part.state)
    document.body.append(state)
  } catch (error) {
    console.error(error)
    const whole = new URL(window.location.href)
    whole.searchParams.set(WHOLE_PAGE_PARAM, '1')
    window.location.replace(whole)
    throw error
  }
}

async function laterPart(): Promise<LaterPart> {
  const response = await fetch(window.location.href, { headers: { [PAGE_PART_HEADER]: 'later' } })
  // A missing listing's page is a 404 with its later part all the same.
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(`No later part (${response.status})`)
  }
  return (await response.json()) as LaterPart
}

function stylesheetApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')
  if (!link || link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}

preloadPageModules()
void placeLaterPart().then(() => import('./main.tsx'))
