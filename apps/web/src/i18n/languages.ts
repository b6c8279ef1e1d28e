import { languageHref } from '@raqam/routes/paths'
import { defaultLanguage, directionOf, isLanguage, type Language } from '@raqam/text/languages'
import Cookies from 'js-cookie'

/** The storefront's languages are @raqam/text's list; English is the default. */
export { defaultLanguage, directionOf, isLanguage, languages, localeOf, type Language } from '@raqam/text/languages'

/** The cookie that keeps the choice: named `i18next`, on path `/`. */
const languageCookie = 'i18next'

/**
 * The language a page is rendered in: the one a link names (`?lang=ar`, as shared links carry it), else
 * the one the `i18next` cookie keeps, else English.
 */
export function pageLanguage(linked: string | null | undefined, stored: string | null | undefined): Language {
  if (isLanguage(linked)) return linked
  return isLanguage(stored) ? stored : defaultLanguage
}

/** The URL without its `lang` parameter, once the language is applied (the cookie keeps it from then on). */
export function withoutLanguageParam(url: URL): string {
  return languageHref(`${url.pathname}${url.search}${url.hash}`, defaultLanguage)
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(languageCookie, language, { path: '/', sameSite: 'lax', expires: 365 })
}

/** `<html lang dir>` follows the language, so CSS (`:dir()`, logical properties, `:lang()`) does too. */
export function applyDocumentLanguage(language: Language): void {
  // Written only when it changes: setting either attribute, even to the value it has, makes the
  // browser restyle the whole page, as the page hydrates in the language it was drawn in.
  const root = document.documentElement
  if (root.lang !== language) root.lang = language
  if (root.dir !== directionOf(language)) root.dir = directionOf(language)
}
