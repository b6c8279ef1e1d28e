import type { Language, ShareFacts } from './share-text.ts'
import { shareDescription, shareHeading, sharePrice, shareTitle, shareWords } from './share-text.ts'
import { cardVersion } from '#cards/card-version.ts'
import { CARD_HEIGHT, CARD_WIDTH } from '#cards/card-svg.ts'

/**
 * The page language as the storefront will pick it: `?lang=ar|en` first (a shared link can name it),
 * else the `i18next` cookie the storefront writes (SPEC §1), else English.
 */
export function pageLanguage(query: unknown, cookies: Record<string, string | undefined>): Language {
  const asked = (query as { lang?: unknown } | undefined)?.lang
  if (asked === 'ar' || asked === 'en') return asked
  return cookies.i18next === 'ar' ? 'ar' : 'en'
}

/** HTML text and attribute values: the five characters that could end either. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

export interface SharePage {
  /** The listing, or null when the id names no shared listing (or is not an id at all). */
  product: (ShareFacts & { category: string }) | null
  language: Language
  /** `https://host` the page was asked on (PUBLIC_URL when set). */
  origin: string
  /** The route the page was asked for, e.g. `/details/car/…`. */
  path: string
  /** Where the API answers, e.g. `/api/v1.0`. */
  apiPrefix: string
}

/**
 * The built index.html with the detail page's head and a crawler-readable body: `<html lang dir>`,
 * `<title>`, description, Open Graph and Twitter tags in the page language, and inside #root the
 * heading, price and the seller's text, which React replaces when it mounts (createRoot clears the
 * container). A crawler that runs no script reads the plate and the price from it.
 */
export function renderSharePage(template: string, page: SharePage): string {
  const { product, language } = page
  const words = shareWords(language)
  const head: string[] = []
  let title: string
  let description: string
  let body = ''
  if (product) {
    title = shareTitle(product, language)
    description = shareDescription(product, language)
    const heading = shareHeading(product, language)
    const lang = language === 'ar' ? '?lang=ar' : ''
    const url = `${page.origin}/details/${product.category}/${product._id}${lang}`
    const image = `${page.origin}${page.apiPrefix}/product/${product._id}/card.png?lang=${language}&v=${cardVersion(product)}`
    const priced = !product.isOrder && product.newPrice !== null
    head.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:type', 'product'),
      meta('property', 'og:site_name', words.brand),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', language === 'ar' ? 'ar_AE' : 'en_AE'),
      meta('property', 'og:locale:alternate', language === 'ar' ? 'en_AE' : 'ar_AE'),
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(CARD_WIDTH)),
      meta('property', 'og:image:height', String(CARD_HEIGHT)),
      meta('property', 'og:image:alt', heading),
      ...(priced
        ? [meta('property', 'product:price:amount', product.newPrice!.toFixed(2)), meta('property', 'product:price:currency', 'AED')]
        : []),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', heading),
    )
    const text = language === 'ar' ? product.descriptionAr || product.descriptionEn : product.descriptionEn || product.descriptionAr
    const ownTitle = language === 'ar' ? product.titleAr || product.titleEn : product.titleEn || product.titleAr
    const price = sharePrice(product, language)
    body = [
      `<main data-prerendered style="max-inline-size:40rem;margin:3rem auto;padding:0 1rem">`,
      `<h1>${escapeHtml(heading)}</h1>`,
      `<p><strong>${escapeHtml(product.isSold ? `${price} (${words.sold})` : price)}</strong></p>`,
      `<p>${escapeHtml(ownTitle)}</p>`,
      text ? `<p>${escapeHtml(text)}</p>` : '',
      '</main>',
    ].join('')
  } else {
    title = `${words.notFound} | ${words.brand}`
    description = words.notFound
    head.push(meta('name', 'robots', 'noindex'))
  }

  // The shell's own title and description give way; the page's tags go at the end of <head>.
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description), ...head]
  // A shell without a <head> (HTML allows it) gets one, so the tags always land in the head.
  const shell = /<\/head>/i.test(template) ? template : template.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<head></head>`)
  return shell
    .replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/\n?[ \t]*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\n?[ \t]*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${body}</div>`)
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}
