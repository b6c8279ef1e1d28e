import type { Language } from '@raqam/text/languages'

/**
 * The contract between the server and the storefront's renderer (apps/web's `entry-server`): the
 * server owns the request, the API and the share cards; the storefront owns the page. Neither
 * imports the other; both import this.
 */

/** What a listing's share card is drawn from (the fields whose change gives the card a new version). */
export type ShareCardFacts = {
  _id: string
  category: string
  city?: string | null
  code?: string | null
  number: string
  operator?: string | null
  newPrice: number | null
  isOrder: boolean
  isSold: boolean
}

/**
 * The part of a page asked for (docs/adr/0043): the document, which holds what the first screen draws,
 * or what follows it once the page has painted (the sections below, the page state), which the page's
 * script asks for with the `x-page-part: later` header.
 */
export type PagePart = 'document' | 'later'
export const PAGE_PART_HEADER = 'x-page-part'

/**
 * A browser that runs no script cannot fetch a page's later part: the document sends it (by a refresh
 * inside `<noscript>`) to the page's address with `?whole=1`, which answers the whole page and sets this
 * cookie, so its next pages come whole at once.
 */
export const WHOLE_PAGE_PARAM = 'whole'
export const WHOLE_PAGES_COOKIE = 'whole'

/** One page request, as the server hands it to the renderer. */
export type PageRequest = {
  /** The page's absolute URL at the public origin, e.g. `https://raqam.ae/shop?lang=ar`. */
  url: string
  /** Which part of the page. */
  part: PagePart
  /** The request's cookies (the language, the session token). */
  cookies: Record<string, string | undefined>
  /** Calls the API in the same process: the same handlers, validation and limits as over HTTP. */
  fetchApi: (request: Request) => Promise<Response>
  /** A listing's share card picture (absolute URL and size), as link previews should fetch it. */
  shareCard: (listing: ShareCardFacts, language: Language) => { url: string; width: number; height: number }
}

/** The storefront's build output the renderer writes pages with. */
export type PageAssets = {
  /** The built index.html (or, in development, Vite's transformed one). */
  template: string
  /** Vite's client manifest (`.vite/manifest.json`); absent in development. */
  manifest?: Record<string, ManifestChunk>
  /** The built stylesheet's text, which each page's first-paint rules are taken from; absent in development. */
  stylesheet?: string
}

/** One entry of Vite's manifest. */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

/** The answer: a page (streamed), or a redirect (`location` set, no body). */
export type PageResponse = {
  status: number
  headers: Record<string, string | string[]>
  body?: AsyncIterable<Uint8Array | string>
  /**
   * The same page's later part, when this answer is a document cut in two (docs/adr/0043): made by the
   * same render, so a server that keeps the document keeps this too, and the browser's request for it
   * moments later costs no second render.
   */
  laterPart?: () => PageResponse
}

/** What `entry-server` exports: `render`, the page asked for. */
export type PageRenderer = (request: PageRequest, assets: PageAssets) => Promise<PageResponse>

/**
 * And `renderFailure`: the page a visitor gets, at status 500, when their page could not be drawn (the
 * renderer threw). In the page's language, with the site's header and footer and the request's id to
 * quote; it asks the API for nothing and carries no script, so what failed the page cannot fail it.
 */
export type FailureRenderer = (
  request: Pick<PageRequest, 'url' | 'cookies' | 'fetchApi'> & { requestId: string },
  assets: PageAssets,
) => Promise<PageResponse>

/** The `<template>` of the elements a page adds to its head once it has painted. */
export const AFTER_PAINT_ID = 'after-paint'

/**
 * The page's one inline script (docs/adr/0042-nothing-but-the-document-before-the-first-paint.md): the
 * first paint needs nothing but the document, so what else the head names (the whole stylesheet with
 * the web faces, the manifest, the first script) waits in `<template id="after-paint">`, inert, and this
 * moves it into the head once the whole document is on screen: the frame after both the first paint
 * and the end of the document, since a long document is painted in steps as it is read (and a request
 * begun before its largest text is drawn counts against that paint). A background tab paints nothing
 * until it is shown, and a browser that reports no paint gets it after the document's first frame:
 * either way it comes. The server's script policy allows this exact text by its hash; it is plain
 * ES2015 and names no file, so one hash serves every build.
 */
export const AFTER_PAINT_SCRIPT = [
  '(function () {',
  'var done = false;',
  'function load() {',
  'if (done) return; done = true;',
  `var later = document.getElementById('${AFTER_PAINT_ID}');`,
  'if (!later) return;',
  'Array.prototype.forEach.call(later.content.children, function (element) {',
  // A script copied from a template never runs: a new one does.
  "if (element.localName !== 'script') return document.head.append(element.cloneNode(true));",
  "var script = document.createElement('script');",
  "script.type = element.type; script.src = element.getAttribute('src');",
  'document.head.append(script);',
  '});',
  '}',
  // The first paint may come while the document is still being read: the frame after the whole of it.
  'function afterPaint() {',
  "if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', afterPaint);",
  'requestAnimationFrame(function () { setTimeout(load, 0); });',
  '}',
  'var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];',
  "if (document.visibilityState === 'hidden') return load();",
  "if (types.indexOf('paint') < 0) return afterPaint();",
  'setTimeout(load, 5000);',
  'new PerformanceObserver(function (list, observer) {',
  "if (!list.getEntriesByName('first-contentful-paint').length) return;",
  'observer.disconnect(); afterPaint();',
  "}).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n')
