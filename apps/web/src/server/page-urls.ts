import { languageHref } from '@raqam/routes/paths'
import { defaultLanguage, languages, type Language } from '#i18n/languages.ts'

/** A page's absolute address in one language (`languageHref`), without its fragment. */
export function languageUrl(url: URL, language: Language): string {
  return languageHref(`${url.origin}${url.pathname}${url.search}`, language)
}

/** `hreflang` alternates: every language, and `x-default` at the default language's URL. */
export function alternateUrls(url: URL): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: languageUrl(url, language) })),
    { hreflang: 'x-default', href: languageUrl(url, defaultLanguage) },
  ]
}
