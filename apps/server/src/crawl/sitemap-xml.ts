/**
 * The sitemaps.org XML of sitemap.xml, in pieces a stream can send one at a time: a urlset of pages,
 * each page once per language with Google's hreflang alternates, and the index that names numbered
 * sitemaps when one would hold too many URLs.
 */
import { languageHref } from '@raqam/routes/paths'
import { languages, type Language } from '@raqam/text/languages'

/** The protocol's limit of URLs in one sitemap (sitemaps.org); more need a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000

/** The storefront's languages: English is the default, Arabic opens with `?lang=ar` (share links do the same). */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML = 'http://www.w3.org/1999/xhtml'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** XML text and attribute values: the five characters that could end either. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** A page's URL in a language: English is the plain URL (the canonical the share page names). */
function localisedUrl(origin: string, href: string, language: Language): string {
  return `${origin}${languageHref(href, language)}`
}

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/**
 * One page as a `<url>` per language, each naming every language's URL and the English one as
 * x-default (Google's format: every alternate lists all of them, itself included).
 */
export function pageEntries(origin: string, href: string): string {
  const urls = languages.map((language) => escapeXml(localisedUrl(origin, href, language)))
  const links = [
    ...languages.map((language, i) => `<xhtml:link rel="alternate" hreflang="${language}" href="${urls[i]}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${urls[0]}"/>`,
  ].join('')
  return urls.map((url) => `<url><loc>${url}</loc>${links}</url>\n`).join('')
}

/** A sitemap index naming each sitemap by its absolute URL. */
export function sitemapIndex(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('')
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`
}
