import { defaultLanguage, languages, type Language } from '#i18n/languages.ts'

/**
 * A page's address in one language: English at the plain URL, Arabic with `?lang=ar` (the link a
 * shared Arabic page carries; the `i18next` cookie keeps the choice from then on).
 */
export function languageUrl(url: URL, language: Language): string {
  const next = new URL(url)
  next.searchParams.delete('lang')
  if (language !== defaultLanguage) next.searchParams.set('lang', language)
  next.hash = ''
  return next.href
}

/** `hreflang` alternates: every language, and `x-default` at the default language's URL. */
export function alternateUrls(url: URL): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: languageUrl(url, language) })),
    { hreflang: 'x-default', href: languageUrl(url, defaultLanguage) },
  ]
}
