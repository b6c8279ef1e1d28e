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

/** One page request, as the server hands it to the renderer. */
export type PageRequest = {
  /** The page's absolute URL at the public origin, e.g. `https://raqam.ae/shop?lang=ar`. */
  url: string
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
}

/** What `entry-server` exports. */
export type PageRenderer = (request: PageRequest, assets: PageAssets) => Promise<PageResponse>
