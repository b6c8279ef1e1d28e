import { escapeHtml } from '@raqam/text/html'
import type { i18n as I18n } from 'i18next'
import { documentTitle, type PageHead } from '#lib/page-head.ts'
import { languages, type Language } from '#i18n/languages.ts'
import { alternateUrls, languageUrl } from './page-urls.ts'

/** The Open Graph locale of each language, as spoken in the Emirates. */
const ogLocale: Record<Language, string> = { en: 'en_AE', ar: 'ar_AE' }

/**
 * A page's `<head>` tags: title, description, canonical URL, `hreflang` alternates, Open Graph and
 * Twitter tags, robots, and schema.org structured data. Every value is escaped.
 */
export function headTags(head: PageHead | undefined, page: { url: URL; language: Language; i18n: I18n }): string {
  const { url, language, i18n } = page
  const title = documentTitle(i18n, head)
  const description = head?.description || i18n.t('brand.tagline')
  const canonical = languageUrl(url, language)
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)]
  if (head?.private) {
    tags.push(meta('name', 'robots', 'noindex'))
  } else {
    tags.push(
      link({ rel: 'canonical', href: canonical }),
      ...alternateUrls(url).map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
    )
  }
  tags.push(
    meta('property', 'og:type', head?.type ?? 'website'),
    meta('property', 'og:site_name', i18n.t('brand.name')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', ogLocale[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocale[other])),
    meta('name', 'twitter:card', head?.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  )
  if (head?.image) {
    const { image } = head
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    )
  }
  if (head?.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`)
  return tags.join('\n    ')
}

/** JSON inside a `<script>` element: `<` escaped, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}

function link(attributes: Record<string, string>): string {
  return `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} />`
}
