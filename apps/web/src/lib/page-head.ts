import type { ApiClient } from '@raqam/api/client'
import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { ShareCardFacts } from '@raqam/routes/render'
import type { Params } from 'react-router-dom'
import type { Language } from '#i18n/languages.ts'

/** What a page's head says about it, in the page language. */
export type PageHead = {
  /** The page's own name; the brand is added after it. */
  title: string
  /** The meta description (the site's own when absent). */
  description?: string
  /** A page for this visitor only, or not a page at all (forms, the customer's own lists, 404): kept out of search. */
  private?: boolean
  /**
   * Shows what writes other than listings change (an unsubscribe link's state): never kept, neither by
   * the server's page cache, which forgets pages only when a listing changes, nor by the browser.
   */
  noStore?: boolean
  /** A link preview picture other than the site's. */
  image?: { url: string; width: number; height: number; alt: string }
  /** Open Graph type: a listing is a listing, every other page a website. */
  type?: 'website' | 'product'
  /** schema.org structured data (a listing's Product with its Offer). */
  structuredData?: Record<string, unknown>
}

/** What a route's head is made from: the route, the texts, and the data its loader put in the cache. */
export type HeadInput = {
  i18n: I18n
  language: Language
  params: Params
  search: URLSearchParams
  handle: unknown
  queryClient: QueryClient
  api: ApiClient
  /** The page's absolute URL without a language (for links in structured data). */
  url: string
  /** The share card picture of a listing, as the server draws it. */
  shareCard: ShareCardUrl
}

/** The share card picture of a listing (server only: the server versions it by what it draws). */
type ShareCardUrl = (
  listing: ShareCardFacts,
  language: Language,
) => Omit<NonNullable<PageHead['image']>, 'alt'> | undefined

/** A route module's `head` export. */
export type HeadFunction = (input: HeadInput) => PageHead

/** A screen route's handle, once its module has loaded, carries the module's head. */
export function headOf(handle: unknown): HeadFunction | undefined {
  const head = (handle as { head?: unknown } | null | undefined)?.head
  return typeof head === 'function' ? (head as HeadFunction) : undefined
}

/** "Shop · Raqam": the page's title and the brand. */
export function documentTitle(i18n: I18n, head: PageHead | undefined): string {
  const brand = i18n.t('brand.name')
  return head?.title ? `${head.title} | ${brand}` : brand
}
