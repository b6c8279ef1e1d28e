import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router-dom'
import type { Language } from '#i18n/languages.ts'
import type { Namespace } from '#i18n/namespaces.ts'

/**
 * What a server-rendered page hands the browser so hydration renders exactly what the server did:
 * the language, which texts the page used, the query cache, and the router's loader data.
 */
export type PageState = {
  language: Language
  /** The language the visitor's `i18next` cookie already held, if any: the browser writes it only when it differs. */
  storedLanguage: Language | null
  /** The origin the server rendered for: absolute links in the page use it (lib/page-origin.tsx). */
  origin: string
  /**
   * The translation namespaces the page used. Their texts are not in the page: the browser loads them
   * from their files (cached from page to page), which boot.ts preloads with the page's scripts.
   */
  namespaces: Namespace[]
  queries: DehydratedState
  router: HydrationState
}

/** The id of the inert JSON element that carries it (server/document.ts writes it). */
export const PAGE_STATE_ID = 'page-state'

/** The state the server put into this page. */
export function readPageState(document: Document): PageState {
  const element = document.getElementById(PAGE_STATE_ID)
  if (!element?.textContent) throw new Error('The page carries no state: it was not rendered by the server')
  return JSON.parse(element.textContent) as PageState
}

/**
 * The id of the inert JSON list of the script files the page hydrates with (the app and its screens,
 * from the build's manifest). boot.ts preloads them once the page is painted; as preload links in the
 * head they would share a phone's first second of bandwidth with the styles and fonts of that paint.
 */
export const PAGE_MODULES_ID = 'page-modules'

/** The script files the server listed for this page (none in development, where Vite serves the sources). */
export function readPageModules(document: Document): string[] {
  const text = document.getElementById(PAGE_MODULES_ID)?.textContent
  return text ? (JSON.parse(text) as string[]) : []
}

/**
 * What follows a page's document once it has painted (docs/adr/0043), as JSON: the markup of each
 * `<raqam-later>` region in the page's order, the page's whole outline sprite (the document defines
 * only its own plates' outlines), and the page state. boot.ts puts them in place before hydrating, so
 * React finds the page the server drew.
 */
export type LaterPart = { regions: string[]; outlines: string | null; state: PageState }
